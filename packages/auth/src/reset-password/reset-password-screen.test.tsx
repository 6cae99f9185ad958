import { afterEach, expect, test } from '@jest/globals';
import { RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema';
import { screen } from '@testing-library/react';
import { routes } from '../routes';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { renderLightRoutes } from '@portal/ui/testing';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const NEW_PASSWORD = 'a long new passphrase';

async function renderReset(token = 'reset-token-123') {
  const view = renderLightRoutes(routes, { path: `/resetting/reset/${token}` });
  await screen.findByRole('heading', { name: 'Choose a new password' });
  return view;
}

async function submitPasswords(view: Awaited<ReturnType<typeof renderReset>>, password: string, confirmation: string) {
  await view.user.type(screen.getByLabelText(/^New password/), password);
  await view.user.type(screen.getByLabelText(/^Repeat the new password/), confirmation);
  await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('sets the new password with the token of the link, then leads to login', async () => {
  server = fakeApi(() => ok({ message: 'Password changed.' }));
  const view = await renderReset();
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);

  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  expect(JSON.parse(String(server.requests[0]?.body))).toEqual({
    token: 'reset-token-123',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  await view.user.click(screen.getByRole('link', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
});

test('applies the API schema’s password rules before sending', async () => {
  server = fakeApi(() => ok(null));
  const view = await renderReset();
  const password = screen.getByLabelText(/^New password/);
  expect(password).toHaveAttribute('autocomplete', 'new-password');
  await submitPasswords(view, 'short', 'short');
  expect(password).toHaveAccessibleDescription('Use at least 10 characters.');

  await view.user.clear(password);
  await view.user.type(password, NEW_PASSWORD);
  await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(screen.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription('The passwords do not match.');
  expect(server.requests).toHaveLength(0);
});

test('an invalid or expired link offers to request a new one', async () => {
  server = fakeApi(() => failure(422, { errors: [{ message: RESET_TOKEN_INVALID_MESSAGE, property: 'token' }] }));
  const view = await renderReset('expired');
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);

  expect(await screen.findByText(RESET_TOKEN_INVALID_MESSAGE)).toBeInTheDocument();
  expect(view.toasts).toEqual([]);
  await view.user.click(screen.getByRole('link', { name: 'Request a new link' }));
  expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
});

test('a malformed link is recognised without asking the server', async () => {
  server = fakeApi(() => ok(null));
  const view = await renderReset('x'.repeat(201));
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);
  expect(await screen.findByText(RESET_TOKEN_INVALID_MESSAGE)).toBeInTheDocument();
  expect(server.requests).toHaveLength(0);
});

test('other field errors of the server stay next to their fields', async () => {
  server = fakeApi(() => failure(422, { errors: [{ message: 'This password appeared in a data breach.', property: 'password' }] }));
  const view = await renderReset();
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);
  expect(await screen.findByText('This password appeared in a data breach.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
});
