import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, TWO_FACTOR_MESSAGES, type TwoFactorAdmin, type TwoFactorPolicy } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { renderUserPages } from '../testing/render-user-pages';
import { missingSummary, REQUIRE_LABEL } from './users-security-tab';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const admin = (id: string, first: string, enabled: boolean): TwoFactorAdmin => ({
  id,
  first_name: first,
  last_name: 'Admin',
  email: `${first.toLowerCase()}@acme.test`,
  two_factor_enabled: enabled,
});
const ADMINS = [admin('0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'Ada', false), admin('1c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'Grace', true)];

function policyApi(
  state: { policy: TwoFactorPolicy },
  onPut?: (body: { require_for_admins: boolean }) => ReturnType<typeof ok> | undefined,
) {
  return fakeApi((request) => {
    if (request.url !== API_PATHS.twoFactorPolicy) return ok({ ok: true });
    if (request.method === 'PUT') {
      const body = JSON.parse(String(request.body)) as { require_for_admins: boolean };
      const answer = onPut?.(body);
      if (answer) return answer;
      state.policy = { ...state.policy, require_for_admins: body.require_for_admins };
    }
    return ok(state.policy);
  });
}

describe('the security tab of the users page', () => {
  test('lists the admins, those without two-factor sign-in first, and says how many lack it', async () => {
    server = policyApi({ policy: { require_for_admins: false, admins: ADMINS } });
    renderUserPages('/users/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await screen.findByText('Ada Admin');
    const table = await screen.findByRole('table', { name: 'Admins and their two-factor sign-in' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ada Admin', 'ada@acme.test', 'Not set up'],
      ['Grace Admin', 'grace@acme.test', 'Set up'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ada Admin' })).toHaveAttribute(
      'href',
      `/users/${ADMINS[0]?.id}/password`,
    );
    expect(screen.getByText(/1 of 2 admins have not set it up/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL })).not.toBeChecked();
  });

  test('requiring it asks first, saying who is affected; then the switch is on', async () => {
    const state = { policy: { require_for_admins: false, admins: ADMINS } };
    server = policyApi(state);
    const view = renderUserPages('/users/security');
    const toggle = await screen.findByRole('switch', { name: REQUIRE_LABEL });
    await view.user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor sign-in for admins?' });
    expect(dialog).toHaveTextContent('One admin has not set it up');
    await view.user.click(within(dialog).getByRole('button', { name: 'Require' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: REQUIRE_LABEL })).toBeChecked());
    expect(await screen.findByText('Admins now need two-factor sign-in.')).toBeInTheDocument();
    const puts = server.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => JSON.parse(String(request.body)))).toEqual([{ require_for_admins: true }]);
  });

  test('cancelling leaves it as it was; stopping the requirement asks too', async () => {
    const state = { policy: { require_for_admins: true, admins: ADMINS } };
    server = policyApi(state);
    const view = renderUserPages('/users/security');
    const toggle = await screen.findByRole('switch', { name: REQUIRE_LABEL });
    expect(toggle).toBeChecked();
    await view.user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Stop requiring two-factor sign-in?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL })).toBeChecked();
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await view.user.click(toggle);
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop requiring' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: REQUIRE_LABEL })).not.toBeChecked());
  });

  test('a refusal is shown above the switch, which stays off', async () => {
    server = policyApi({ policy: { require_for_admins: false, admins: ADMINS } }, () =>
      failure(409, { message: TWO_FACTOR_MESSAGES.requireOwnFirst }),
    );
    const view = renderUserPages('/users/security');
    await view.user.click(await screen.findByRole('switch', { name: REQUIRE_LABEL }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Require' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.requireOwnFirst);
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL })).not.toBeChecked();
    expect(view.toasts).toEqual([]);
  });

  test('a company without admins says so; a failure offers to try again', async () => {
    let failing = true;
    server = fakeApi(() => (failing ? failure(500, {}) : ok({ require_for_admins: false, admins: [] })));
    const view = renderUserPages('/users/security');
    expect(await screen.findByText('The security settings could not be loaded.')).toBeInTheDocument();
    failing = false;
    await view.user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'No admins' })).toBeInTheDocument();
  });

  test('the summary reads well for every count', () => {
    expect(missingSummary([])).toBe('Your company has no admins.');
    expect(missingSummary([admin('a', 'A', true)])).toBe('The admin has set it up.');
    expect(missingSummary([admin('a', 'A', false)])).toBe('1 of 1 admin has not set it up.');
    expect(missingSummary(ADMINS)).toBe('1 of 2 admins have not set it up.');
    expect(missingSummary([admin('a', 'A', true), admin('b', 'B', true)])).toBe('All 2 admins have set it up.');
  });
});
