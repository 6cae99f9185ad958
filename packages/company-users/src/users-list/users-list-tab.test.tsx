import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { COLLEAGUE, ME_AS_COMPANY_USER, renderUserPages, userPage } from '../testing/render-user-pages';
import { SEARCH_DEBOUNCE_MS } from '@portal/ui';
import { NO_MATCHES } from './users-list-tab';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const DISABLED = {
  ...COLLEAGUE,
  id: '5b4c3d2e-1f0a-4b9c-8d7e-6f5a4b3c2d1e',
  first_name: 'Owen',
  last_name: 'Marsh',
  email: 'owen@acme.test',
  extracted_roles: ['proposals', 'my_company'] as const,
  group: 'interview' as const,
  enabled: false,
  pending_email: 'owen.new@acme.test',
};

function answerList(list: (search: URLSearchParams) => FakeReply) {
  return fakeApi((request) => {
    const [path, query = ''] = request.url.split('?');
    return path === API_PATHS.companyUsers ? list(new URLSearchParams(query)) : failure(404, {});
  });
}

const listSearches = () =>
  (server?.requests ?? [])
    .filter((request) => request.url.split('?')[0] === API_PATHS.companyUsers)
    .map((request) => request.url.split('?')[1] ?? '');

describe('users list', () => {
  test('lists name, e-mail, role group, status and last sign-in; names link to the user', async () => {
    server = answerList(() => ok(userPage([ME_AS_COMPANY_USER, { ...DISABLED, extracted_roles: [...DISABLED.extracted_roles] }])));
    renderUserPages('/users/list');

    await screen.findByRole('link', { name: 'Ada Lovelace' });
    const rows = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['ALAda LovelaceHead of engineering', 'ada@acme.test', 'Admin', 'Active', expect.stringMatching(/^Nov 20, 2026/)],
      ['OMOwen Marsh', 'owen@acme.testNew e-mail unconfirmed', 'Interview', 'Disabled', 'Never'],
    ]);
    expect(screen.getByRole('link', { name: 'Owen Marsh' })).toHaveAttribute('href', `/users/${DISABLED.id}/info`);
    expect(screen.getByText('2 users')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/users opens the list; an account editor may invite, others not', async () => {
    server = answerList(() => ok(userPage([ME_AS_COMPANY_USER])));
    const view = renderUserPages('/users');
    await waitFor(() => expect(currentPath(view.router)).toBe('/users/list'));
    expect(await screen.findByRole('link', { name: 'Invite user' })).toHaveAttribute('href', '/invite/create');
    view.unmount();

    renderUserPages('/users/list', userWithRoles(['invoices']));
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('link', { name: 'Invite user' })).not.toBeInTheDocument();
  });

  test('search, status and group go into the address and the API query; Clear filters drops them', async () => {
    server = answerList(() => ok(userPage([ME_AS_COMPANY_USER])));
    const view = renderUserPages('/users/list');
    await screen.findByRole('link', { name: 'Ada Lovelace' });

    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Disabled' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Role group' }));
    await view.user.click(await screen.findByRole('option', { name: 'Custom roles' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));

    await waitFor(() => expect(currentPath(view.router)).toBe('/users/list?q=ada&status=disabled&group=custom'));
    await waitFor(() => expect(listSearches().at(-1)).toBe('q=ada&status=disabled&group=custom'));

    await view.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/users/list'));
  });

  test('a deep link shows its filters; a value that makes no sense is dropped', async () => {
    server = answerList(() => ok(userPage([])));
    renderUserPages('/users/list?status=disabled&group=owners');
    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    expect(listSearches()).toEqual(['status=disabled']);
  });

  test('pages on with the next cursor', async () => {
    server = answerList((search) =>
      search.get('cursor') === 'page-2' ? ok(userPage([COLLEAGUE], null, 2)) : ok(userPage([ME_AS_COMPANY_USER], 'page-2', 2)),
    );
    const view = renderUserPages('/users/list');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await view.user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/users/list?after=page-2');
  });

  test('a failure offers a retry', async () => {
    let calls = 0;
    server = answerList(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(userPage([COLLEAGUE]));
    });
    const view = renderUserPages('/users/list');
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
  });
});
