import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer } from '@portal/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { COLLEAGUE, fakeUsersApi, ME, ME_AS_COMPANY_USER, renderUserPages } from '../testing/render-user-pages';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

describe("a user's page", () => {
  test('a user who is not in the company is only the not-found state with the way back: no tabs, no user', async () => {
    server = fakeApi(() => failure(404, { message: 'Not found.' }));
    renderUserPages(`/users/${COLLEAGUE.id}/info`);

    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/users');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'User not found' })).toHaveLength(1);
  });

  test('while the user loads, no tabs yet', async () => {
    server = fakeApi(() => new Promise(() => undefined));
    renderUserPages(`/users/${COLLEAGUE.id}/info`);
    expect(await screen.findByRole('progressbar', { name: 'Loading the user' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  test('the own page is Personal settings in the document title; another user’s keeps its tab’s name', async () => {
    // As the shell titles the document from the route's handle.
    document.title = 'User access · Client Portal';
    server = fakeUsersApi([ME_AS_COMPANY_USER, COLLEAGUE]);
    const own = renderUserPages(`/users/${ME.id}/access`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Personal settings · Client Portal'));
    own.unmount();

    document.title = 'User access · Client Portal';
    renderUserPages(`/users/${COLLEAGUE.id}/access`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('User access · Client Portal');
  });
});
