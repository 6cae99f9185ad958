import { afterEach, expect, test } from '@jest/globals';
import { FORGOT_PASSWORD_MESSAGE, RATE_LIMITED_MESSAGE } from '@portal/api-schema';
import { screen } from '@testing-library/react';
import { routes } from '../routes';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { renderLightRoutes } from '@portal/ui/testing';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

async function renderForgotPassword() {
  const view = renderLightRoutes(routes, { path: '/forgot-password' });
  await screen.findByRole('heading', { name: 'Forgot your password?' });
  return view;
}

test('shows the server’s same-for-everyone answer', async () => {
  server = fakeApi(() => ok({ message: FORGOT_PASSWORD_MESSAGE }));
  const view = await renderForgotPassword();
  await view.user.type(screen.getByLabelText(/E-mail/), 'Someone@Acme.test');
  await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
  expect(JSON.parse(String(server.requests[0]?.body))).toEqual({ email: 'someone@acme.test' });
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
});

test('validates the address first', async () => {
  server = fakeApi(() => ok({ message: FORGOT_PASSWORD_MESSAGE }));
  const view = await renderForgotPassword();
  await view.user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
  await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
  expect(server.requests).toHaveLength(0);
});

test('shows a rate limit in the form', async () => {
  server = fakeApi(() => failure(429, { message: RATE_LIMITED_MESSAGE }));
  const view = await renderForgotPassword();
  await view.user.type(screen.getByLabelText(/E-mail/), 'ada@acme.test');
  await view.user.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE);
  expect(view.toasts).toEqual([]);
});

test('links back to login', async () => {
  const view = await renderForgotPassword();
  await view.user.click(screen.getByRole('link', { name: 'Back to login' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
});
