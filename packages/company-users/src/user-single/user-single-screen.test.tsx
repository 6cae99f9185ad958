import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer } from '@portal/api-client/testing';
import { usePageTitleOverride } from '@portal/ui/light';
import { render, screen, waitFor } from '@testing-library/react';
import { COLLEAGUE, fakeUsersApi, findLoadedUserPageHeading, ME, ME_AS_COMPANY_USER, renderUserPages } from '../testing/render-user-pages';

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

  test('the own page names itself Personal settings for the document title; another user’s keeps its tab’s name', async () => {
    // The shell titles the document with what a page names itself, else with the route's title.
    function TitleProbe() {
      return <output aria-label="Page title">{usePageTitleOverride() ?? 'the route’s'}</output>;
    }
    render(<TitleProbe />);
    server = fakeUsersApi([ME_AS_COMPANY_USER, COLLEAGUE]);
    const own = renderUserPages(`/users/${ME.id}/access`);
    expect(await findLoadedUserPageHeading('Personal settings')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Page title' })).toHaveTextContent('Personal settings'));
    own.unmount();
    expect(screen.getByRole('status', { name: 'Page title' })).toHaveTextContent('the route’s');

    renderUserPages(`/users/${COLLEAGUE.id}/access`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Page title' })).toHaveTextContent('the route’s');
  });
});
