import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import {
  API_PATHS,
  INVITATION_MESSAGES,
  type Invitation,
  invitationBeyondRolesMessage,
  NOT_FOUND_MESSAGE,
  type Role,
} from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { UNSAVED_CHANGES_TITLE } from '@portal/ui';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { EXPIRED_INVITE, PENDING_INVITE, renderInvitePages } from '../testing/render-invite-pages';
import { NEW_ADDRESS_HINT } from './invite-edit-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const invitationUrl = (id: string) => `${API_PATHS.invitations}/${id}`;

/** Answers the invitation as the requests left it: PATCH changes it, resend renews it. */
function invitationServer(initial: Invitation, patchAnswer?: () => ReturnType<typeof failure>) {
  let current = initial;
  return fakeApi((request: RecordedRequest) => {
    if (request.method === 'PATCH') {
      if (patchAnswer) return patchAnswer();
      current = { ...current, ...(JSON.parse(String(request.body)) as Partial<Invitation>) };
      return ok(current);
    }
    if (request.method === 'POST' && request.url.endsWith('/resend')) {
      current = { ...current, status: 'pending', expires_at: '2026-12-30T10:00:00.000Z' };
      return ok(current);
    }
    if (request.url === invitationUrl(current.id)) return ok(current);
    return ok({ items: [], next_cursor: null, total: 0 });
  });
}

async function renderEdit(invitation: Invitation, user?: Parameters<typeof renderInvitePages>[1]) {
  const view = renderInvitePages(`/invite/edit/${invitation.id}`, user);
  await screen.findByRole('textbox', { name: 'E-mail' });
  return view;
}

describe('Edit invite', () => {
  test("shows the invitation's fields and status, and saves the changes", async () => {
    server = invitationServer(PENDING_INVITE);
    const view = await renderEdit(PENDING_INVITE);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('priya@acme.test');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Sent on Nov 20, 2026 by Ada Lovelace\. The link works until Nov 27, 2026\./)).toBeInTheDocument();
    expect(screen.getByText(NEW_ADDRESS_HINT)).toBeInTheDocument();

    await view.user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await view.user.type(screen.getByRole('textbox', { name: 'First name' }), 'Pria');
    await view.user.click(screen.getByRole('button', { name: 'Interview' }));
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The invite was saved.')).toBeInTheDocument();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe(invitationUrl(PENDING_INVITE.id));
    expect(JSON.parse(String(patch?.body))).toEqual({
      email: 'priya@acme.test',
      first_name: 'Pria',
      last_name: 'Natarajan',
      roles: ['proposals', 'my_company'],
    });
    // Saved: leaving asks nothing.
    await view.user.click(screen.getByRole('link', { name: 'Back to invites' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/users/invites'));
  });

  test('a new address says a new link went to it', async () => {
    server = invitationServer(PENDING_INVITE);
    const view = await renderEdit(PENDING_INVITE);
    await view.user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await view.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'priya.n@acme.test');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The invite was saved and a new link sent to priya.n@acme.test.')).toBeInTheDocument();
  });

  test('leaving with unsaved changes asks first: Discard changes leaves without saving', async () => {
    server = invitationServer(PENDING_INVITE);
    const view = await renderEdit(PENDING_INVITE);
    await view.user.type(screen.getByRole('textbox', { name: 'Last name' }), '-Rao');
    await view.user.click(screen.getByRole('link', { name: 'Back to invites' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/users/invites'));
    expect(server.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  test('leaving with unsaved changes asks first: Save saves, then leaves', async () => {
    server = invitationServer(PENDING_INVITE);
    const view = await renderEdit(PENDING_INVITE);
    await view.user.type(screen.getByRole('textbox', { name: 'Last name' }), '-Rao');
    await view.user.click(screen.getByRole('link', { name: 'Back to invites' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/users/invites'));
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toMatchObject({ last_name: 'Natarajan-Rao' });
  });

  test('a save the API refuses stays on the form with the message beside its field', async () => {
    server = invitationServer(PENDING_INVITE, () =>
      failure(422, { message: 'The request is not valid.', errors: [{ property: 'roles', message: INVITATION_MESSAGES.rolesNotHeld }] }),
    );
    const view = await renderEdit(PENDING_INVITE);
    await view.user.click(screen.getByRole('button', { name: 'Admin' }));
    await view.user.click(screen.getByRole('link', { name: 'Back to invites' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVITATION_MESSAGES.rolesNotHeld)).toBeInTheDocument();
    expect(currentPath(view.router)).toBe(`/invite/edit/${PENDING_INVITE.id}`);
  });

  test('an expired invite says so and can be sent again', async () => {
    server = invitationServer(EXPIRED_INVITE);
    const view = await renderEdit(EXPIRED_INVITE);
    expect(screen.getByText(/The link expired on Nov 8, 2026: resend the invite to e-mail a new link\./)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The invite was sent again to marco@acme.test.')).toBeInTheDocument();
    expect(await screen.findByText(/The link works until Dec 30, 2026\./)).toBeInTheDocument();
  });

  test('an accepted invite is not a form any more', async () => {
    server = invitationServer({ ...PENDING_INVITE, status: 'accepted', accepted_at: '2026-11-21T09:00:00.000Z' });
    renderInvitePages(`/invite/edit/${PENDING_INVITE.id}`);
    expect(await screen.findByText(/Priya Natarajan accepted this invite on Nov 21, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  test('a deleted or unknown invite says it no longer exists, with no toast to repeat it', async () => {
    server = fakeApi(() => failure(404, { message: NOT_FOUND_MESSAGE }));
    const view = renderInvitePages(`/invite/edit/${PENDING_INVITE.id}`);
    expect(await screen.findByRole('heading', { name: 'This invite no longer exists' })).toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('roles the editor does not hold cannot be chosen, and the form says why', async () => {
    server = invitationServer(EXPIRED_INVITE);
    const view = await renderEdit(EXPIRED_INVITE, userWithRoles(['proposals', 'my_company', 'account_editor']));
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Contracts' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Hiring (proposals)' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Access' })).toHaveAccessibleDescription(INVITATION_MESSAGES.rolesNotHeld);
    await view.user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Account editor' })).toBeChecked();
  });

  test("an invite granting roles beyond the editor's is shown read only with the reason, without Save or Resend", async () => {
    const fewer: Role[] = ['proposals', 'my_company', 'account_editor'];
    server = invitationServer(PENDING_INVITE);
    renderInvitePages(`/invite/edit/${PENDING_INVITE.id}`, userWithRoles(fewer));
    expect(await screen.findByText(invitationBeyondRolesMessage(fewer, PENDING_INVITE.roles))).toBeInTheDocument();
    expect(screen.getByText('priya@acme.test')).toBeInTheDocument();
    expect(screen.getByText('Priya Natarajan')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Hiring (proposals)' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invites' })).toHaveAttribute('href', '/users/invites');
  });
});
