import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, USER_MESSAGES } from '@portal/api-schema';
import { renderLightRoutes } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../routes';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const TOKEN = 'a-confirmation-token';

describe('confirming a new e-mail address', () => {
  test('opening the link changes nothing; Confirm does, and says the new address', async () => {
    server = fakeApi(() => ok({ email: 'ada.new@example.com' }));
    renderLightRoutes(routes, { path: `/confirm-email/${TOKEN}` });
    const confirm = await screen.findByRole('button', { name: 'Confirm e-mail address' });
    expect(server.requests).toEqual([]);

    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is now ada.new@example.com.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(server.requests.map((request) => [request.method, request.url, JSON.parse(String(request.body))])).toEqual([
      ['POST', API_PATHS.emailConfirmation, { token: TOKEN }],
    ]);
  });

  test('a used or expired link says so', async () => {
    server = fakeApi(() => failure(422, { errors: [{ property: 'token', message: USER_MESSAGES.emailChangeTokenExpired }] }));
    renderLightRoutes(routes, { path: `/confirm-email/${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(USER_MESSAGES.emailChangeTokenExpired);
  });

  test('a link too long to be one is refused at once', async () => {
    server = fakeApi(() => ok({}));
    renderLightRoutes(routes, { path: `/confirm-email/${'x'.repeat(300)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.emailChangeTokenInvalid);
    expect(server.requests).toEqual([]);
  });
});
