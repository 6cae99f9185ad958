import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { companyUserPath } from '../endpoints/company-users-api';
import { COLLEAGUE, renderUserPages } from '../testing/render-user-pages';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

describe('user info', () => {
  test('shows the user: name, e-mail, type, access rights and state', async () => {
    server = fakeApi((request) => (request.url === companyUserPath(COLLEAGUE.id) ? ok(COLLEAGUE) : failure(404, {})));
    renderUserPages(`/users/${COLLEAGUE.id}/info`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
    expect(screen.getAllByText('grace@acme.test').length).toBeGreaterThan(0);
    expect(screen.getByText('Client user')).toBeInTheDocument();
    const access = screen.getByRole('list', { name: 'Access rights' });
    expect(within(access).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Invoices', 'Account editor']);
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  });

  test('says so when the user is not in the company', async () => {
    server = fakeApi(() => failure(404, { message: 'Not found.' }));
    renderUserPages(`/users/${COLLEAGUE.id}/info`);

    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('offers a retry when loading fails', async () => {
    let calls = 0;
    server = fakeApi(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(COLLEAGUE);
    });
    const view = renderUserPages(`/users/${COLLEAGUE.id}/info`);

    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
  });

  test('the user page opens on its info tab', async () => {
    server = fakeApi(() => ok(COLLEAGUE));
    const view = renderUserPages(`/users/${COLLEAGUE.id}`);

    await waitFor(() => expect(currentPath(view.router)).toBe(`/users/${COLLEAGUE.id}/info`));
    expect(await screen.findByText('Client user')).toBeInTheDocument();
  });
});
