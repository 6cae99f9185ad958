import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { tokenStorage } from '@portal/api-client';
import { ACCOUNT_DISABLED_MESSAGE, LOGIN_FAILED_MESSAGE, RATE_LIMITED_MESSAGE } from '@portal/api-schema';
import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '../browser/page-navigation';
import { routes } from '../routes';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath, renderLightRoutes } from '@portal/ui/testing';
import { makeUser } from '../testing/users';

let server: FakeServer | undefined;
const originalAssign = pageNavigation.assign;
const assign = jest.fn<(url: string) => void>();
beforeEach(() => {
  pageNavigation.assign = assign;
});
afterEach(() => {
  server?.restore();
  pageNavigation.assign = originalAssign;
});

const session = { token: 'new-token', expires_at: '2030-01-01T00:00:00.000Z', user: makeUser() };

async function renderLogin(path = '/login') {
  const view = renderLightRoutes(routes, { path });
  await screen.findByRole('heading', { name: 'Log in' });
  return view;
}

async function fillAndSubmit(view: Awaited<ReturnType<typeof renderLogin>>, email: string, password: string) {
  await view.user.type(screen.getByLabelText(/E-mail/), email);
  await view.user.type(screen.getByLabelText(/^Password/), password);
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  test('signs in, keeps the token and loads the wanted page', async () => {
    server = fakeApi(() => ok(session));
    const view = await renderLogin('/login?next=%2Finvoices%2F42');
    await fillAndSubmit(view, ' Ada@Acme.TEST ', 'correct horse');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/invoices/42'));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.url).toBe('/api/auth/login');
    expect(JSON.parse(String(server.requests[0]?.body))).toEqual({ email: 'ada@acme.test', password: 'correct horse' });
    expect(tokenStorage.get()).toBe('new-token');
    // The page is being replaced: the form stays busy instead of inviting a second submit.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  test('goes to the dashboard without a next page, and ignores other sites', async () => {
    server = fakeApi(() => ok(session));
    const view = await renderLogin('/login?next=https%3A%2F%2Fevil.test');
    await fillAndSubmit(view, 'ada@acme.test', 'correct horse');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });

  test('does not send a token left from an earlier session', async () => {
    server = fakeApi(() => ok(session));
    const view = await renderLogin();
    tokenStorage.set('stale-token');
    await fillAndSubmit(view, 'ada@acme.test', 'correct horse');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  test('shows wrong credentials in the form, not as a toast', async () => {
    server = fakeApi(() => failure(401, { message: LOGIN_FAILED_MESSAGE }));
    const view = await renderLogin();
    await fillAndSubmit(view, 'ada@acme.test', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE);
    expect(view.toasts).toEqual([]);
    expect(view.unauthorizedCalls()).toBe(0);
    expect(tokenStorage.get()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(currentPath(view.router)).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test.each([
    ['disabled accounts', 403, ACCOUNT_DISABLED_MESSAGE],
    ['rate limits', 429, RATE_LIMITED_MESSAGE],
  ])('shows %s in the form', async (_case, status, message) => {
    server = fakeApi(() => failure(status, { message }));
    const view = await renderLogin();
    await fillAndSubmit(view, 'ada@acme.test', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(view.toasts).toEqual([]);
  });

  test('a new verdict replaces the banner of the last answer: a field that fails its check, or another submit', async () => {
    server = fakeApi(() => failure(403, { message: ACCOUNT_DISABLED_MESSAGE }));
    const view = await renderLogin();
    await fillAndSubmit(view, 'disabled@acme.test', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_DISABLED_MESSAGE);

    const email = screen.getByLabelText(/E-mail/);
    await view.user.clear(email);
    await view.user.type(email, 'not-an-address');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.queryByText(ACCOUNT_DISABLED_MESSAGE)).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(1);

    // Fixing the field does not bring the old answer back; the next answer is the one shown.
    await view.user.clear(email);
    await view.user.type(email, 'disabled@acme.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    server.restore();
    server = fakeApi(() => failure(401, { message: LOGIN_FAILED_MESSAGE }));
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('the banner goes as soon as a field shows its own error while being corrected', async () => {
    server = fakeApi(() => failure(403, { message: ACCOUNT_DISABLED_MESSAGE }));
    const view = await renderLogin();
    await fillAndSubmit(view, 'disabled@acme.test', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_DISABLED_MESSAGE);
    await view.user.clear(screen.getByLabelText(/^Password/));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(screen.queryByText(ACCOUNT_DISABLED_MESSAGE)).not.toBeInTheDocument();
  });

  test('without an answer from the server, says something went wrong', async () => {
    server = fakeApi(() => 'network-error');
    const view = await renderLogin();
    await fillAndSubmit(view, 'ada@acme.test', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  test('puts field errors of the server next to their fields', async () => {
    server = fakeApi(() => failure(422, { errors: [{ message: 'This address is not allowed.', property: 'email' }] }));
    const view = await renderLogin();
    await fillAndSubmit(view, 'ada@acme.test', 'secret');

    const email = screen.getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This address is not allowed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('checks the fields before asking the server', async () => {
    server = fakeApi(() => ok(session));
    const view = await renderLogin();
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter your password.');
    await view.user.type(screen.getByLabelText(/E-mail/), 'ada@acme');
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(server.requests).toHaveLength(0);
  });

  test('the password can be shown and hidden again', async () => {
    const view = await renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await view.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await view.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  test('can be used with the keyboard alone', async () => {
    server = fakeApi(() => ok(session));
    const view = await renderLogin();
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    await view.user.keyboard('ada@acme.test');
    await view.user.tab();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await view.user.keyboard('correct horse{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });

  test('links to the forgotten-password screen and to sign-up', async () => {
    const view = await renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await view.user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
