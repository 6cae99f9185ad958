import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, apiPath, CURRENT_PASSWORD_WRONG_MESSAGE, personBeyondRolesMessage, type Role } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import { COLLEAGUE, findLoadedUserPageHeading, ME, renderUserPages } from '../testing/render-user-pages';
import { PASSWORD_CHANGED_MESSAGE, resetLinkSentMessage } from './user-password-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

type View = ReturnType<typeof renderUserPages>;

async function fillAndSubmit(view: View, current: string, next: string, repeated = next) {
  await view.user.type(await screen.findByLabelText(/^Current password/), current);
  await view.user.type(screen.getByLabelText(/^New password/), next);
  await view.user.type(screen.getByLabelText(/^Repeat the new password/), repeated);
  await view.user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('user password', () => {
  test('the signed-in user changes their password and sees it confirmed', async () => {
    server = fakeApi(() => ok({ ok: true }));
    const view = renderUserPages(`/users/${ME.id}/password`);
    expect(await findLoadedUserPageHeading('Personal settings')).toBeInTheDocument();

    await fillAndSubmit(view, 'old password 1', 'a brand new passphrase');

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe(API_PATHS.passwordChange);
    expect(JSON.parse(String(posts[0]?.body))).toEqual({
      current_password: 'old password 1',
      new_password: 'a brand new passphrase',
      new_password_confirmation: 'a brand new passphrase',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(view.toasts).toEqual([]);
  });

  test('shows the server’s field error next to its field', async () => {
    server = fakeApi((request) =>
      request.method === 'POST'
        ? failure(422, { errors: [{ property: 'current_password', message: CURRENT_PASSWORD_WRONG_MESSAGE }] })
        : ok({}),
    );
    const view = renderUserPages(`/users/${ME.id}/password`);

    await fillAndSubmit(view, 'wrong password', 'a brand new passphrase');

    const field = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG_MESSAGE));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('shows a rate limit in the form', async () => {
    server = fakeApi((request) => (request.method === 'POST' ? failure(429, { message: 'Too many attempts. Try again later.' }) : ok({})));
    const view = renderUserPages(`/users/${ME.id}/password`);

    await fillAndSubmit(view, 'wrong password', 'a brand new passphrase');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  test('checks the passwords before sending them', async () => {
    server = fakeApi(() => ok({ ok: true }));
    const view = renderUserPages(`/users/${ME.id}/password`);

    await fillAndSubmit(view, 'old password 1', 'a brand new passphrase', 'something else entirely');

    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  test('on another user’s page, a colleague without account_editor is told only the user can change it', async () => {
    server = fakeApi(() => ok(COLLEAGUE));
    renderUserPages(`/users/${COLLEAGUE.id}/password`, userWithRoles(['invoices']));

    expect(await screen.findByText(/Only the user can change their own password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an account editor sends a colleague a reset link', async () => {
    server = fakeApi((request) =>
      request.method === 'POST' && request.url === apiPath(API_PATHS.companyUserPasswordReset, { id: COLLEAGUE.id })
        ? ok({ email: COLLEAGUE.email })
        : ok(COLLEAGUE),
    );
    const view = renderUserPages(`/users/${COLLEAGUE.id}/password`);
    await view.user.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    expect(await screen.findByText(resetLinkSentMessage(COLLEAGUE.email))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  test('an account editor with fewer roles gets no reset link nor two-factor reset for a colleague above them, and is told why', async () => {
    const fewer: Role[] = ['proposals', 'my_company', 'account_editor'];
    const me = userWithRoles(fewer);
    server = fakeApi((request) => (request.url === API_PATHS.currentUser ? ok(me) : ok(COLLEAGUE)));
    renderUserPages(`/users/${COLLEAGUE.id}/password`, me);
    expect(await screen.findByText(personBeyondRolesMessage(fewer, COLLEAGUE.extracted_roles))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send password reset link' })).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test('a refused reset link says why; a disabled colleague gets none', async () => {
    server = fakeApi((request) =>
      request.method === 'POST' ? failure(429, { message: 'Too many attempts. Try again in 15 minutes.' }) : ok(COLLEAGUE),
    );
    const view = renderUserPages(`/users/${COLLEAGUE.id}/password`);
    await view.user.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    view.unmount();
    server.restore();

    server = fakeApi(() => ok({ ...COLLEAGUE, enabled: false }));
    renderUserPages(`/users/${COLLEAGUE.id}/password`);
    expect(await screen.findByRole('button', { name: 'Send password reset link' })).toBeDisabled();
  });
});
