import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, apiPath } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderTeamContracts } from '../testing/render-team-contracts';
import { serviceTerms } from '../testing/team-fixtures';
import { routes } from '../routes';
import { VERSION_NOT_FOUND, versionLine } from './contract-terms-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function termsApi() {
  server = fakeApi((request) => {
    if (request.method !== 'GET') return failure(405, {});
    if (request.url === API_PATHS.serviceContractTerms) return ok(serviceTerms('2.0'));
    if (request.url === apiPath(API_PATHS.serviceContractTermsVersion, { version: '2.0' })) return ok(serviceTerms('2.0'));
    if (request.url === apiPath(API_PATHS.serviceContractTermsVersion, { version: '1.0' })) return ok(serviceTerms('1.0'));
    return failure(404, { message: 'Not found.' });
  });
  return server;
}

describe('the Standard Service Contract Terms', () => {
  test('any client user with a company may open them: the route asks for no role', () => {
    const route = routes.find((each) => 'path' in each && each.path === '/service-contract-terms');
    expect(route?.handle).toEqual({
      name: 'ContractTerms',
      title: 'Standard Service Contract Terms',
      layout: 'default',
      auth: true,
      company: true,
    });
  });

  test('the current version: title, version and date, sections as headings and paragraphs of plain text', async () => {
    termsApi();
    renderTeamContracts('/service-contract-terms', userWithRoles(['proposals']));
    // The loading page has the same heading: wait for the version.
    expect(await screen.findByText('Version 2.0, published Jun 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Standard Service Contract Terms' })).toBeInTheDocument();
    // The content renders one pass after the heading and its version line.
    expect(await screen.findByText('Current version')).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Standard Service Contract Terms, version 2.0' });
    const scope = within(article).getByRole('region', { name: '1. Scope' });
    expect(within(scope).getByText('These terms govern every service contract (version 2.0).')).toBeInTheDocument();
    expect(within(scope).getByText('The contract names the developer.')).toBeInTheDocument();
    expect(within(article).getByText('<b>The Vendor</b> provides the services.')).toBeInTheDocument();
    expect(article.querySelector('b')).toBeNull();
  });

  test('the version switcher marks the current version and the one shown, and leads to each by its URL', async () => {
    termsApi();
    const view = renderTeamContracts('/service-contract-terms');
    const versions = await screen.findByRole('navigation', { name: 'Versions of the terms' });
    const current = within(versions).getByRole('link', { name: '2.0 (current) · Jun 1, 2026' });
    expect(current).toHaveAttribute('href', '/service-contract-terms');
    expect(current).toHaveAttribute('aria-current', 'page');
    const earlier = within(versions).getByRole('link', { name: '1.0 · Jan 15, 2025' });
    expect(earlier).toHaveAttribute('href', '/service-contract-terms?version=1.0');

    await view.user.click(earlier);
    expect(await screen.findByText('Version 1.0, published Jan 15, 2025')).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/service-contract-terms?version=1.0');
    // The content renders one pass after the version line.
    expect(await screen.findByText('These terms govern every service contract (version 1.0).')).toBeInTheDocument();
    expect(screen.queryByText('Current version')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This is an earlier version. New contracts are made under version 2.0, the current terms.',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Versions of the terms' })).getByRole('link', { name: '1.0 · Jan 15, 2025' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a deep link to a version opens it on reload', async () => {
    const api = termsApi();
    renderTeamContracts('/service-contract-terms?version=1.0');
    expect(await screen.findByText(versionLine({ version: '1.0', published_on: '2025-01-15' }))).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual([apiPath(API_PATHS.serviceContractTermsVersion, { version: '1.0' })]);
  });

  test('an unknown version is not found, and a malformed one is not even asked for', async () => {
    const api = termsApi();
    const view = renderTeamContracts('/service-contract-terms?version=9.9');
    expect(await screen.findByRole('heading', { name: 'Version not found' })).toBeInTheDocument();
    expect(screen.getByText(VERSION_NOT_FOUND)).toBeInTheDocument();
    view.unmount();

    renderTeamContracts('/service-contract-terms?version=..%2F..%2Fusers');
    expect(await screen.findByRole('heading', { name: 'Version not found' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Read the current terms' }));
    expect(await screen.findByText('Version 2.0, published Jun 1, 2026')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual([
      apiPath(API_PATHS.serviceContractTermsVersion, { version: '9.9' }),
      API_PATHS.serviceContractTerms,
    ]);
  });

  test('Print prints the page', async () => {
    termsApi();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const view = renderTeamContracts('/service-contract-terms');
    await view.user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  test('loading, then a failure with Try again', async () => {
    let fail = true;
    let answer = () => undefined as void;
    // The first answer waits until the loading state has been seen.
    const held = new Promise<void>((resolve) => (answer = resolve));
    server = fakeApi(async () => {
      await held;
      return fail ? failure(500, { message: 'Something went wrong.' }) : ok(serviceTerms());
    });
    const view = renderTeamContracts('/service-contract-terms');
    expect(await screen.findByRole('progressbar', { name: 'Loading the terms' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'The terms could not be loaded.' })).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Version 2.0, published Jun 1, 2026')).toBeInTheDocument());
  });
});
