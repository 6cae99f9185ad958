import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, INVITATION_MESSAGES } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { PENDING_INVITE, renderInvitePages } from '../testing/render-invite-pages';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

async function renderCreate(user = userWithRoles(['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'])) {
  const view = renderInvitePages('/invite/create', user);
  await screen.findByRole('heading', { level: 1, name: 'Invite user' });
  // The page's heading paints first; its form follows one render later.
  await screen.findByRole('textbox', { name: 'E-mail' });
  return view;
}

type View = Awaited<ReturnType<typeof renderCreate>>;

async function fill(view: View, values: { email?: string; first?: string; last?: string; group?: string }) {
  if (values.email) await view.user.type(screen.getByRole('textbox', { name: 'E-mail' }), values.email);
  if (values.first) await view.user.type(screen.getByRole('textbox', { name: 'First name' }), values.first);
  if (values.last) await view.user.type(screen.getByRole('textbox', { name: 'Last name' }), values.last);
  if (values.group) await view.user.click(screen.getByRole('button', { name: values.group }));
}

describe('Invite user', () => {
  test('checks the fields before sending anything', async () => {
    server = fakeApi(() => failure(500, {}));
    const view = await renderCreate();
    await fill(view, { email: 'not-an-address' });
    await view.user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(INVITATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(INVITATION_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(INVITATION_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(INVITATION_MESSAGES.rolesRequired)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  test('sends the invite with a group preset and goes back to the invites', async () => {
    server = fakeApi(() => ok(PENDING_INVITE, 201));
    const view = await renderCreate();
    await fill(view, { email: ' Priya@Acme.TEST ', first: 'Priya', last: 'Natarajan', group: 'Interview' });
    await view.user.click(screen.getByRole('button', { name: 'Send invite' }));

    await waitFor(() => expect(currentPath(view.router)).toBe('/users/invites'));
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.url).toBe(API_PATHS.invitations);
    expect(JSON.parse(String(server.requests[0]?.body))).toEqual({
      email: 'priya@acme.test',
      first_name: 'Priya',
      last_name: 'Natarajan',
      roles: ['proposals', 'my_company'],
    });
    expect(await screen.findByText('The invite was sent to priya@acme.test.')).toBeInTheDocument();
  });

  test("the API's refusal shows next to its field, not as a toast", async () => {
    server = fakeApi(() =>
      failure(422, { message: 'The request is not valid.', errors: [{ property: 'email', message: INVITATION_MESSAGES.existingUser }] }),
    );
    const view = await renderCreate();
    await fill(view, { email: 'admin@globex.test', first: 'Gloria', last: 'Benton', group: 'Finance' });
    await view.user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(INVITATION_MESSAGES.existingUser)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(view.toasts).toEqual([]);
    expect(currentPath(view.router)).toBe('/invite/create');
  });

  test('roles the editor does not hold cannot be granted', async () => {
    server = fakeApi(() => failure(500, {}));
    const view = await renderCreate(userWithRoles(['proposals', 'my_company', 'account_editor']));
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Contracts' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Access' })).toHaveAccessibleDescription(INVITATION_MESSAGES.rolesNotHeld);
    await view.user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hiring (proposals)' })).toBeChecked();
  });
});
