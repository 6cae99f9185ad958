import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type FakeReply } from '@portal/api-client/testing';
import { API_PATHS, CURRENT_PASSWORD_WRONG_MESSAGE, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@portal/api-schema';
import { makeUser } from '@portal/auth/testing';
import type { RecordedRequest } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { COLLEAGUE, ME, renderUserPages } from '../testing/render-user-pages';
import { TWO_FACTOR_OFF_MESSAGE, TWO_FACTOR_REQUIRED_EXPLANATION } from './own-two-factor';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from './recovery-codes-panel';
import { groupedSecret } from './two-factor-setup';

let server: FakeServer | undefined;
const createObjectURL = jest.fn<(blob: Blob) => string>();
beforeEach(() => {
  createObjectURL.mockReset().mockReturnValue('blob:codes');
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
});
afterEach(() => server?.restore());

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP = { secret: SECRET, otpauth_uri: `otpauth://totp/x?secret=${SECRET}`, qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' };
const CODES = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'aaaaa-bbbbb',
  'ccccc-ddddd',
  'eeeee-fffff',
  'ggggg-hhhhh',
  'jjjjj-kkkkk',
  'mmmmm-nnnnn',
  'ppppp-qqqqq',
];
const OFF: TwoFactorStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const ON: TwoFactorStatus = { enabled: true, enabled_at: '2026-03-01T10:00:00.000Z', recovery_codes_left: 10, required: false };

/** The API of the page: the user, their two-factor state, and `also` for the calls a test is about. */
function api(state: { status: TwoFactorStatus }, also: (request: RecordedRequest) => FakeReply | undefined = () => undefined) {
  return fakeApi((request) => {
    const answer = also(request);
    if (answer) return answer;
    if (request.url === API_PATHS.twoFactor) return ok(state.status);
    if (request.url === API_PATHS.currentUser) return ok(ME);
    if (request.url.startsWith('/api/client-cabinet/users/')) return ok(COLLEAGUE);
    return ok({ ok: true });
  });
}

const posts = (path: string) => server?.requests.filter((request) => request.method === 'POST' && request.url === path) ?? [];

async function section() {
  return within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
}

describe('two-factor sign-in on one’s own password tab', () => {
  test('set up: QR code and key, a code turns it on, the recovery codes are shown once', async () => {
    const state = { status: OFF };
    server = api(state, (request) => {
      if (request.url === API_PATHS.twoFactorSetup) return ok(SETUP);
      if (request.url === API_PATHS.twoFactorConfirm) {
        state.status = ON;
        return ok({ recovery_codes: CODES });
      }
      return undefined;
    });
    const view = renderUserPages(`/users/${ME.id}/password`);
    const region = await section();
    expect(await region.findByText('Off')).toBeInTheDocument();

    await view.user.click(region.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await region.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', SETUP.qr_code);
    expect(region.getByText(groupedSecret(SECRET))).toBeInTheDocument();
    // user-event stands in for the browser's clipboard.
    await view.user.click(region.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const code = region.getByLabelText(/6-digit code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await view.user.type(code, '123 456');
    await view.user.click(region.getByRole('button', { name: 'Turn on' }));

    const list = await region.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(JSON.parse(String(posts(API_PATHS.twoFactorConfirm)[0]?.body))).toEqual({ code: '123456' });

    await view.user.click(region.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(recoveryCodesText(ME.email, CODES));
    // jsdom cannot follow the download link: its click is only counted.
    const followed = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await view.user.click(region.getByRole('button', { name: 'Download' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(followed).toHaveBeenCalledTimes(1);
    followed.mockRestore();
    expect(RECOVERY_CODES_FILE_NAME).toMatch(/\.txt$/);

    await view.user.click(region.getByRole('button', { name: 'I have saved them' }));
    expect(await region.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(region.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(view.toasts).toEqual([]);
  });

  test('a wrong code is shown beside the field and nothing is on', async () => {
    server = api({ status: OFF }, (request) => {
      if (request.url === API_PATHS.twoFactorSetup) return ok(SETUP);
      if (request.url === API_PATHS.twoFactorConfirm) {
        return failure(422, {
          message: 'The request is not valid.',
          errors: [{ property: 'code', message: TWO_FACTOR_MESSAGES.codeWrong }],
        });
      }
      return undefined;
    });
    const view = renderUserPages(`/users/${ME.id}/password`);
    const region = await section();
    await view.user.click(await region.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const code = await region.findByLabelText(/6-digit code/);
    await view.user.click(region.getByRole('button', { name: 'Turn on' }));
    expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeRequired);
    expect(posts(API_PATHS.twoFactorConfirm)).toHaveLength(0);

    await view.user.type(code, '111111');
    await view.user.click(region.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeWrong));
    expect(region.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();

    await view.user.click(region.getByRole('button', { name: 'Cancel' }));
    expect(await region.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  test('new recovery codes with the password instead of a code', async () => {
    server = api({ status: ON }, (request) => {
      if (request.url !== API_PATHS.twoFactorRecoveryCodes) return undefined;
      const body = JSON.parse(String(request.body)) as { password?: string };
      return body.password === 'right password'
        ? ok({ recovery_codes: CODES })
        : failure(422, {
            message: 'The request is not valid.',
            errors: [{ property: 'password', message: CURRENT_PASSWORD_WRONG_MESSAGE }],
          });
    });
    const view = renderUserPages(`/users/${ME.id}/password`);
    const region = await section();
    await view.user.click(await region.findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Use your password instead' }));
    const password = within(dialog).getByLabelText(/Your password/);
    await view.user.type(password, 'wrong password');
    await view.user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(CURRENT_PASSWORD_WRONG_MESSAGE));

    await view.user.clear(password);
    await view.user.type(password, 'right password{Enter}');
    expect(await region.findByText('You have new recovery codes. The old ones no longer work.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(API_PATHS.twoFactorRecoveryCodes).map((request) => JSON.parse(String(request.body)))).toEqual([
      { password: 'wrong password' },
      { password: 'right password' },
    ]);
  });

  test('turning it off asks for a code', async () => {
    const state = { status: ON };
    server = api(state, (request) => {
      if (request.url !== API_PATHS.twoFactorDisable) return undefined;
      state.status = OFF;
      return ok({ ok: true });
    });
    const view = renderUserPages(`/users/${ME.id}/password`);
    const region = await section();
    await view.user.click(await region.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByLabelText(/6-digit code/)).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeRequired);
    await view.user.type(within(dialog).getByLabelText(/6-digit code/), '654321{Enter}');
    expect(await screen.findByText(TWO_FACTOR_OFF_MESSAGE)).toBeInTheDocument();
    expect(await region.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(JSON.parse(String(posts(API_PATHS.twoFactorDisable)[0]?.body))).toEqual({ code: '654321' });
  });

  test('an admin whose company requires it is told why, and cannot turn it off once on', async () => {
    server = api({ status: { ...OFF, required: true } });
    const first = renderUserPages(`/users/${ME.id}/password`, makeUser({ two_factor_setup_required: true }));
    expect(await screen.findByText(TWO_FACTOR_REQUIRED_EXPLANATION)).toBeInTheDocument();
    first.unmount();
    server.restore();

    server = api({ status: { ...ON, required: true } });
    renderUserPages(`/users/${ME.id}/password`);
    const region = await section();
    expect(await region.findByText(/Your company requires two-factor sign-in for admins, so it stays on/)).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(region.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
  });

  test('a failure to load offers to try again', async () => {
    let failing = true;
    server = fakeApi((request) => {
      if (request.url === API_PATHS.twoFactor) return failing ? failure(500, { message: 'Down' }) : ok(OFF);
      return ok({ ok: true });
    });
    const view = renderUserPages(`/users/${ME.id}/password`);
    const region = await section();
    expect(await region.findByText('Your two-factor sign-in could not be loaded.')).toBeInTheDocument();
    failing = false;
    await view.user.click(region.getByRole('button', { name: /Try again/ }));
    expect(await region.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });
});

describe('a colleague’s two-factor sign-in', () => {
  test('an account_editor resets it after confirming', async () => {
    let enabled = true;
    server = fakeApi((request) => {
      if (request.url === `/api/client-cabinet/users/${COLLEAGUE.id}/two-factor`) {
        if (request.method === 'DELETE') {
          enabled = false;
          return ok({ ok: true });
        }
        return ok(enabled ? { enabled: true, enabled_at: '2026-03-01T10:00:00.000Z' } : { enabled: false, enabled_at: null });
      }
      return ok(COLLEAGUE);
    });
    const view = renderUserPages(`/users/${COLLEAGUE.id}/password`);
    const region = await section();
    await view.user.click(await region.findByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Grace Hopper?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-factor sign-in of Grace Hopper is reset.')).toBeInTheDocument();
    expect(await region.findByText(/Only Grace Hopper can turn it on/)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  test('cancelling changes nothing', async () => {
    server = fakeApi((request) =>
      request.url.endsWith('/two-factor') ? ok({ enabled: true, enabled_at: '2026-03-01T10:00:00.000Z' }) : ok(COLLEAGUE),
    );
    const view = renderUserPages(`/users/${COLLEAGUE.id}/password`);
    const region = await section();
    await view.user.click(await region.findByRole('button', { name: 'Reset two-factor sign-in' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  test('someone without account_editor sees no two-factor section on a colleague’s page', async () => {
    server = fakeApi(() => ok(COLLEAGUE));
    renderUserPages(`/users/${COLLEAGUE.id}/password`, makeUser({ extracted_roles: ['invoices'] }));
    expect(await screen.findByText(/Only the user can change their own password/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.url.endsWith('/two-factor'))).toBe(false);
  });
});
