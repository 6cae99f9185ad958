import { afterEach, expect, test } from '@jest/globals';
import { API_PATHS, RESET_TOKEN_INVALID_MESSAGE } from '@portal/api-schema';
import { screen } from '@testing-library/react';
import { routes } from '../routes';
import { failure, fakeApi, type FakeAnswer, type FakeServer, ok } from '@portal/api-client/testing';
import { renderLightRoutes } from '@portal/ui/testing';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const NEW_PASSWORD = 'a long new passphrase';
const deadLinkAnswer = () => failure(422, { errors: [{ message: RESET_TOKEN_INVALID_MESSAGE, property: 'token' }] });

/** The API: the link's check answers `check` (a live link by default), the reset `reset`. */
function fakeResetApi(reset: () => FakeAnswer, check: () => FakeAnswer = () => ok({ ok: true })) {
  return fakeApi((request) => (request.url === API_PATHS.resetPasswordCheck ? check() : reset()));
}

const resetRequests = () => server?.requests.filter((request) => request.url === API_PATHS.resetPassword) ?? [];

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
  server = fakeResetApi(() => ok({ message: 'Password changed.' }));
  const view = await renderReset();
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);

  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  expect(JSON.parse(String(resetRequests()[0]?.body))).toEqual({
    token: 'reset-token-123',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  await view.user.click(screen.getByRole('link', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
});

test('applies the API schema’s password rules before sending', async () => {
  server = fakeResetApi(() => ok(null));
  const view = await renderReset();
  const password = screen.getByLabelText(/^New password/);
  expect(password).toHaveAttribute('autocomplete', 'new-password');
  await submitPasswords(view, 'short', 'short');
  expect(password).toHaveAccessibleDescription('Use at least 10 characters.');

  await view.user.clear(password);
  await view.user.type(password, NEW_PASSWORD);
  await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(screen.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription('The passwords do not match.');
  expect(resetRequests()).toHaveLength(0);
});

test('a link that dies while the form is open offers to request a new one', async () => {
  server = fakeResetApi(deadLinkAnswer);
  const view = await renderReset('expired');
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);

  expect(await screen.findByText(RESET_TOKEN_INVALID_MESSAGE)).toBeInTheDocument();
  expect(view.toasts).toEqual([]);
  await view.user.click(screen.getByRole('link', { name: 'Request a new link' }));
  expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
});

test('checks the link when the page opens: a used or unknown one says so before any password is typed', async () => {
  let answerCheck = () => {};
  const checked = new Promise<void>((resolve) => {
    answerCheck = resolve;
  });
  server = fakeApi(async (request) => {
    if (request.url !== API_PATHS.resetPasswordCheck) return ok(null);
    await checked;
    return deadLinkAnswer();
  });
  const view = renderLightRoutes(routes, { path: '/resetting/reset/used-token' });
  expect(await screen.findByRole('progressbar', { name: 'Checking the reset link' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Choose a new password' })).not.toBeInTheDocument();
  answerCheck();

  expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  expect(screen.getByText(RESET_TOKEN_INVALID_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  expect(server.requests).toHaveLength(1);
  expect(server.requests[0]).toMatchObject({ method: 'POST', url: API_PATHS.resetPasswordCheck });
  expect(JSON.parse(String(server.requests[0]?.body))).toEqual({ token: 'used-token' });
  expect(view.toasts).toEqual([]);
  await view.user.click(screen.getByRole('link', { name: 'Request a new link' }));
  expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
});

test('a live link shows the form once checked, and the check does not use it up', async () => {
  server = fakeResetApi(() => ok(null));
  await renderReset('live-token');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^New password/)).toHaveFocus();
  expect(server.requests.map((request) => request.url)).toEqual([API_PATHS.resetPasswordCheck]);
});

test.each([
  ['offline', (): FakeAnswer => 'network-error'],
  ['too many attempts', (): FakeAnswer => failure(429, { message: 'Too many attempts. Try again in 15 minutes.' })],
])('without a verdict on the link (%s) the form shows, and its submit tells', async (_case, check) => {
  server = fakeResetApi(deadLinkAnswer, check);
  const view = await renderReset();
  expect(view.toasts).toEqual([]);
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);
  expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
});

test('a malformed link is recognised without asking the server', async () => {
  server = fakeResetApi(() => ok(null));
  renderLightRoutes(routes, { path: `/resetting/reset/${'x'.repeat(201)}` });
  expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  expect(screen.getByText(RESET_TOKEN_INVALID_MESSAGE)).toBeInTheDocument();
  expect(server.requests).toHaveLength(0);
});

test('other field errors of the server stay next to their fields', async () => {
  server = fakeResetApi(() => failure(422, { errors: [{ message: 'This password appeared in a data breach.', property: 'password' }] }));
  const view = await renderReset();
  await submitPasswords(view, NEW_PASSWORD, NEW_PASSWORD);
  expect(await screen.findByText('This password appeared in a data breach.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
});
