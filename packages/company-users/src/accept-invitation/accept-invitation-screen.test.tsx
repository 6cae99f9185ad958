import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { tokenStorage } from '@portal/api-client/light';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, AUTH_FIELD_MESSAGES, INVITATION_MESSAGES, type InvitationPreview } from '@portal/api-schema';
import { pageNavigation } from '@portal/auth/light';
import { makeUser } from '@portal/auth/testing';
import { renderLightRoutes } from '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { routes } from '../routes';
import './accept-invitation-screen';

let server: FakeServer | undefined;
const originalAssign = pageNavigation.assign;
const assign = jest.fn<(url: string) => void>();
beforeEach(() => {
  pageNavigation.assign = assign;
  assign.mockClear();
  tokenStorage.clear();
});
afterEach(() => {
  server?.restore();
  pageNavigation.assign = originalAssign;
  tokenStorage.clear();
});

const TOKEN = 'a-link-token-of-the-e-mail-0123456789abcdef';

const PREVIEW: InvitationPreview = {
  company: { name: 'Acme Robotics' },
  inviter: { first_name: 'Ada', last_name: 'Lindqvist' },
  email: 'nora@acme.test',
  first_name: 'Nora',
  last_name: 'Newcomr',
  roles: ['proposals', 'my_company'],
  expires_at: '2026-12-01T10:00:00.000Z',
};

const session = {
  token: 'the-new-session',
  expires_at: '2030-01-01T00:00:00.000Z',
  user: makeUser({ email: 'nora@acme.test', extracted_roles: ['proposals', 'my_company'] }),
};

function renderAccept(token = TOKEN) {
  return renderLightRoutes(routes, { path: `/invitation/${token}` });
}

async function choosePassword(view: ReturnType<typeof renderAccept>, password = 'a-long-passphrase', confirmation = password) {
  await view.user.type(screen.getByLabelText(/^Password/), password);
  await view.user.type(screen.getByLabelText(/^Repeat the password/), confirmation);
  await view.user.click(screen.getByRole('button', { name: 'Accept invitation' }));
}

describe('the invitation link', () => {
  test('names the company, the inviter and the access, and lands signed in on the dashboard', async () => {
    server = fakeApi((request) => (request.method === 'GET' ? ok(PREVIEW) : ok(session, 201)));
    const view = renderAccept();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme Robotics' })).toBeInTheDocument();
    expect(screen.getByText(/Ada Lindqvist invited you to join Acme Robotics/)).toBeInTheDocument();
    expect(screen.getByText('nora@acme.test')).toBeInTheDocument();
    expect(screen.getByText(/with this access: Interview\./)).toBeInTheDocument();
    expect(server.requests[0]?.url).toBe(API_PATHS.invitationLookup);
    expect(server.requests[0]?.params).toEqual({ token: TOKEN });

    // The invitee corrects the name the inviter typed.
    await view.user.clear(screen.getByLabelText(/^Last name/));
    await view.user.type(screen.getByLabelText(/^Last name/), 'Newcomer');
    await choosePassword(view);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    const accept = server.requests[1];
    expect(accept?.method).toBe('POST');
    expect(accept?.url).toBe(API_PATHS.invitationAccept);
    expect(JSON.parse(String(accept?.body))).toEqual({
      token: TOKEN,
      first_name: 'Nora',
      last_name: 'Newcomer',
      password: 'a-long-passphrase',
      password_confirmation: 'a-long-passphrase',
    });
    expect(tokenStorage.get()).toBe('the-new-session');
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeDisabled();
  });

  test('an expired, used or unknown link says so and to ask for a new invitation', async () => {
    server = fakeApi(() => failure(404, { message: INVITATION_MESSAGES.linkInvalid }));
    renderAccept();
    expect(await screen.findByRole('heading', { name: 'This invitation link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /expired, has already been used or was withdrawn\. Ask the person who invited you to send a new invitation\./,
    );
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });

  test('a link used meanwhile says so on accepting', async () => {
    server = fakeApi((request) => (request.method === 'GET' ? ok(PREVIEW) : failure(404, { message: INVITATION_MESSAGES.linkInvalid })));
    const view = renderAccept();
    await screen.findByRole('heading', { name: 'Join Acme Robotics' });
    await choosePassword(view);
    expect(await screen.findByRole('heading', { name: 'This invitation link no longer works' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  test('checks the password and names before sending, and shows what the API refuses beside its field', async () => {
    server = fakeApi((request) =>
      request.method === 'GET'
        ? ok(PREVIEW)
        : failure(422, {
            message: 'The request is not valid.',
            errors: [{ property: 'first_name', message: 'This field contains characters that are not allowed.' }],
          }),
    );
    const view = renderAccept();
    await screen.findByRole('heading', { name: 'Join Acme Robotics' });
    await view.user.clear(screen.getByLabelText(/^First name/));
    await choosePassword(view, 'short', 'other');
    expect(await screen.findByText(INVITATION_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_FIELD_MESSAGES.newPasswordTooShort)).toBeInTheDocument();
    expect(screen.getByText(AUTH_FIELD_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);

    await view.user.type(screen.getByLabelText(/^First name/), 'Nora');
    await view.user.clear(screen.getByLabelText(/^Password/));
    await view.user.clear(screen.getByLabelText(/^Repeat the password/));
    await choosePassword(view);
    expect(await screen.findByText('This field contains characters that are not allowed.')).toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('an address that has an account says to log in', async () => {
    server = fakeApi((request) =>
      request.method === 'GET' ? ok(PREVIEW) : failure(409, { message: INVITATION_MESSAGES.acceptedAccountExists }),
    );
    const view = renderAccept();
    await screen.findByRole('heading', { name: 'Join Acme Robotics' });
    await choosePassword(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.acceptedAccountExists);
  });

  test('someone signed in in this browser is told the new account replaces theirs', async () => {
    server = fakeApi((request) => (request.method === 'GET' ? ok(PREVIEW) : ok(session, 201)));
    const view = renderAccept();
    // After the render: the test harness starts without a session.
    tokenStorage.set('another-session');
    expect(await screen.findByRole('status')).toHaveTextContent('Another account is signed in in this browser.');
    await choosePassword(view);
    await waitFor(() => expect(tokenStorage.get()).toBe('the-new-session'));
    expect(server.requests[1]?.headers).not.toHaveProperty('authorization');
  });

  test('a failed look-up offers a retry', async () => {
    let calls = 0;
    server = fakeApi(() => {
      calls += 1;
      return calls === 1 ? 'network-error' : ok(PREVIEW);
    });
    const view = renderAccept();
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Acme Robotics' })).toBeInTheDocument();
  });

  test('too many attempts from here say when to try again', async () => {
    server = fakeApi(() => failure(429, { message: 'Too many attempts. Try again in 15 minutes.' }));
    renderAccept();
    expect(await screen.findByRole('heading', { name: 'The invitation could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
