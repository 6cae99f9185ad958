import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { type CompanyUser, USER_MESSAGES } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { UNSAVED_CHANGES_TITLE } from '@portal/ui';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  COLLEAGUE,
  fakeUsersApi,
  type FakeUsersApiOptions,
  findLoadedUserPageHeading,
  ME,
  ME_AS_COMPANY_USER,
  putBodies,
  renderUserPages,
} from '../testing/render-user-pages';
import { confirmationSentMessage, SAVED_MESSAGE } from './user-info-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

type View = ReturnType<typeof renderUserPages>;

const answerUsers = (users: CompanyUser[], onPut?: FakeUsersApiOptions['onPut']) => fakeUsersApi(users, { onPut });
const puts = () => putBodies(server);

async function field(label: RegExp) {
  return screen.findByLabelText(label);
}

async function retype(view: View, label: RegExp, value: string) {
  const input = await field(label);
  await view.user.clear(input);
  if (value) await view.user.type(input, value);
}

describe('user info', () => {
  test('shows the user at a glance: name, e-mail, state, access, type and last sign-in', async () => {
    server = answerUsers([{ ...COLLEAGUE, last_sign_in_at: '2026-11-20T09:30:00Z' }]);
    renderUserPages(`/users/${COLLEAGUE.id}/info`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Invoices, Account editor')).toBeInTheDocument();
    expect(screen.getByText('Client user')).toBeInTheDocument();
    expect(screen.getByText(/^Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the user changes their own details: only what changed is sent, and the form is clean again', async () => {
    server = answerUsers([ME_AS_COMPANY_USER]);
    const view = renderUserPages(`/users/${ME.id}/info`);
    expect(await findLoadedUserPageHeading('Personal settings')).toBeInTheDocument();

    await retype(view, /^Job title/, 'CTO');
    await retype(view, /^Phone/, '+44 20 7946 0000');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(puts()).toEqual([{ job_title: 'CTO', phone: '+44 20 7946 0000' }]);
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    expect(view.toasts).toEqual([]);
  });

  test('picks a time zone from the list, and clears it', async () => {
    server = answerUsers([ME_AS_COMPANY_USER]);
    const view = renderUserPages(`/users/${ME.id}/info`);
    const zone = await field(/^Time zone/);
    expect(zone).toHaveValue('Europe/London');
    await view.user.clear(zone);
    await view.user.type(zone, 'Europe/Wars');
    await view.user.click(await screen.findByRole('option', { name: 'Europe/Warsaw' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toEqual([{ time_zone: 'Europe/Warsaw' }]));
  });

  test('a new e-mail address waits for its confirmation, which the page shows; it can be withdrawn', async () => {
    server = answerUsers([ME_AS_COMPANY_USER], (body, user) =>
      ok(body.email === user.email ? { ...user, pending_email: null } : { ...user, pending_email: body.email }),
    );
    const view = renderUserPages(`/users/${ME.id}/info`);
    await retype(view, /^E-mail/, 'Ada.New@Example.com');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(confirmationSentMessage('ada.new@example.com'))).toBeInTheDocument();
    expect(puts()).toEqual([{ email: 'ada.new@example.com' }]);
    const pending = screen.getByRole('status');
    expect(pending).toHaveTextContent('New e-mail address ada.new@example.com waits for confirmation');
    // The field keeps the address in use until the link is opened.
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(ME.email);

    await view.user.click(within(pending).getByRole('button', { name: `Keep ${ME.email}` }));
    await waitFor(() => expect(screen.queryByText(/waits for confirmation/)).not.toBeInTheDocument());
    expect(puts()).toEqual([{ email: 'ada.new@example.com' }, { email: ME.email }]);
  });

  test('shows the server’s field errors beside their fields', async () => {
    server = answerUsers([ME_AS_COMPANY_USER], () => failure(422, { errors: [{ property: 'email', message: USER_MESSAGES.emailTaken }] }));
    const view = renderUserPages(`/users/${ME.id}/info`);
    await retype(view, /^E-mail/, 'taken@acme.test');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(USER_MESSAGES.emailTaken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(view.toasts).toEqual([]);
  });

  test('checks the fields before sending', async () => {
    server = answerUsers([ME_AS_COMPANY_USER]);
    const view = renderUserPages(`/users/${ME.id}/info`);
    await retype(view, /^First name/, '');
    await retype(view, /^Phone/, 'call me');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  test('an account editor edits a colleague; a colleague without the role reads only', async () => {
    server = answerUsers([COLLEAGUE]);
    const editor = renderUserPages(`/users/${COLLEAGUE.id}/info`);
    await retype(editor, /^Job title/, 'Controller');
    await editor.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toEqual([{ job_title: 'Controller' }]));
    editor.unmount();

    renderUserPages(`/users/${COLLEAGUE.id}/info`, userWithRoles(['invoices']));
    expect(await screen.findByText(/Only Grace and the account editors of your company can change these details/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Job title/ })).not.toBeInTheDocument();
  });

  test('leaving with unsaved changes asks first: Discard changes leaves without saving', async () => {
    server = answerUsers([ME_AS_COMPANY_USER]);
    const view = renderUserPages(`/users/${ME.id}/info`);
    await retype(view, /^Job title/, 'CTO');
    await view.user.click(screen.getByRole('tab', { name: 'Password' }));

    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/users/${ME.id}/password`));
    expect(puts()).toEqual([]);
  });

  test('leaving with unsaved changes asks first: Save saves, then goes on', async () => {
    server = answerUsers([ME_AS_COMPANY_USER]);
    const view = renderUserPages(`/users/${ME.id}/info`);
    await retype(view, /^Job title/, 'CTO');
    await view.user.click(screen.getByRole('tab', { name: 'Access' }));

    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/users/${ME.id}/access`));
    expect(puts()).toEqual([{ job_title: 'CTO' }]);
  });

  test('says so when the user is not in the company, and offers a retry when loading fails', async () => {
    server = fakeApi(() => failure(404, { message: 'Not found.' }));
    const first = renderUserPages(`/users/${COLLEAGUE.id}/info`);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    first.unmount();
    server.restore();

    // The service fails until the user tries again. (The tab mounts one render after the page,
    // which asks for the user too: a load that failed before the tab mounted is asked again.)
    let serviceBack = false;
    server = fakeApi(() => (serviceBack ? ok(COLLEAGUE) : failure(500, {})));
    const view = renderUserPages(`/users/${COLLEAGUE.id}/info`);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    serviceBack = true;
    await view.user.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
  });

  test('the user page opens on its info tab', async () => {
    server = answerUsers([COLLEAGUE]);
    const view = renderUserPages(`/users/${COLLEAGUE.id}`);
    await waitFor(() => expect(currentPath(view.router)).toBe(`/users/${COLLEAGUE.id}/info`));
    expect(await screen.findByText('Client user')).toBeInTheDocument();
  });
});
