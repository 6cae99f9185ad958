import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { tokenStorage } from '@portal/api-client';
import { LOGIN_FAILED_MESSAGE, TWO_FACTOR_CHALLENGE_EXPIRED_CODE, TWO_FACTOR_MESSAGES, signInRateLimitedMessage } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath, renderLightRoutes } from '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '../browser/page-navigation';
import { routes } from '../routes';
import { makeUser } from '../testing/users';

let server: FakeServer | undefined;
const originalAssign = pageNavigation.assign;
const assign = jest.fn<(url: string) => void>();
beforeEach(() => {
  pageNavigation.assign = assign;
  assign.mockClear();
});
afterEach(() => {
  server?.restore();
  pageNavigation.assign = originalAssign;
});

const session = { token: 'two-factor-token', expires_at: '2030-01-01T00:00:00.000Z', user: makeUser() };
const challenge = { two_factor_required: true, challenge: 'challenge-1', expires_at: '2030-01-01T00:05:00.000Z' };

/** The API: the password answers a challenge; the second step answers what `second` says. */
function twoFactorApi(second: (body: Record<string, string>) => ReturnType<typeof ok>) {
  return fakeApi((request) => {
    if (request.url === '/api/auth/login') return ok(challenge);
    return second(JSON.parse(String(request.body)) as Record<string, string>);
  });
}

async function passwordStep(path = '/login') {
  const view = renderLightRoutes(routes, { path });
  await screen.findByRole('heading', { name: 'Log in' });
  await view.user.type(screen.getByLabelText(/E-mail/), 'ada@acme.test');
  await view.user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Two-factor sign-in' });
  return view;
}

describe('the code step of a sign-in', () => {
  test('asks for the code of the app, with the one-time-code hints, and signs in with it', async () => {
    server = twoFactorApi(() => ok(session));
    const view = await passwordStep('/login?next=%2Finvoices');
    expect(tokenStorage.get()).toBeNull();
    const code = screen.getByLabelText(/Authentication code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await view.user.keyboard('123 456{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/invoices'));
    expect(server.requests[1]?.url).toBe('/api/auth/login/two-factor');
    expect(JSON.parse(String(server.requests[1]?.body))).toEqual({ challenge: 'challenge-1', code: '123456' });
    expect(tokenStorage.get()).toBe('two-factor-token');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  test('checks the code before asking the server', async () => {
    server = twoFactorApi(() => ok(session));
    const view = await passwordStep();
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText(/Authentication code/)).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeRequired);
    await view.user.type(screen.getByLabelText(/Authentication code/), '12ab');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText(/Authentication code/)).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeInvalid);
    expect(server.requests).toHaveLength(1);
  });

  test('shows a wrong code beside the field, and a rate limit above it', async () => {
    let answer = failure(422, {
      message: 'The request is not valid.',
      errors: [{ property: 'code', message: TWO_FACTOR_MESSAGES.codeWrong }],
    });
    server = twoFactorApi(() => answer);
    const view = await passwordStep();
    await view.user.type(screen.getByLabelText(/Authentication code/), '111111{Enter}');
    const field = screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeWrong));
    expect(field).toHaveFocus();

    answer = failure(429, { message: signInRateLimitedMessage(900) });
    await view.user.clear(field);
    await view.user.type(field, '222222{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 15 minutes.');
    expect(view.toasts).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  test('a recovery code instead, and back to the app', async () => {
    server = twoFactorApi(() => ok(session));
    const view = await passwordStep();
    await view.user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = await screen.findByLabelText(/Recovery code/);
    await waitFor(() => expect(recovery).toHaveFocus());
    expect(screen.queryByLabelText(/Authentication code/)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(recovery).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.recoveryCodeRequired);

    await view.user.click(screen.getByRole('button', { name: 'Use the authenticator app' }));
    expect(await screen.findByLabelText(/Authentication code/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await view.user.type(await screen.findByLabelText(/Recovery code/), 'K7M2P X9QTE{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(JSON.parse(String(server.requests[1]?.body))).toEqual({ challenge: 'challenge-1', recovery_code: 'k7m2p-x9qte' });
  });

  test('a spent or expired sign-in goes back to the password with the reason', async () => {
    server = twoFactorApi(() => failure(401, { message: TWO_FACTOR_MESSAGES.challengeExpired, code: TWO_FACTOR_CHALLENGE_EXPIRED_CODE }));
    const view = await passwordStep();
    await view.user.type(screen.getByLabelText(/Authentication code/), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.challengeExpired);
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ada@acme.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(view.unauthorizedCalls()).toBe(0);
    expect(currentPath(view.router)).toBe('/login');
  });

  test('Back returns to the e-mail and password', async () => {
    server = twoFactorApi(() => ok(session));
    const view = await passwordStep();
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ada@acme.test');
  });

  test('a wrong password never reaches the code step', async () => {
    server = fakeApi(() => failure(401, { message: LOGIN_FAILED_MESSAGE }));
    const view = renderLightRoutes(routes, { path: '/login' });
    await screen.findByRole('heading', { name: 'Log in' });
    await view.user.type(screen.getByLabelText(/E-mail/), 'ada@acme.test');
    await view.user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
  });
});
