import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { tokenStorage } from '@portal/api-client';
import { pageNavigation } from '@portal/auth';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { makeSandboxUser, makeUser, TEST_TOKEN, userWithRoles } from '@portal/auth/testing';
import { API_PATHS, SESSION_EXPIRED_MESSAGE } from '@portal/api-schema';
import type { RouteHandle } from '@portal/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { features, type PortalFeature } from '../../features';
import { renderApp } from '../../testing/render-app';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const invoicesHandle: RouteHandle = {
  name: 'Invoices',
  title: 'Invoices',
  layout: 'default',
  auth: true,
  company: true,
  role: 'invoices',
};

function InvoiceWidget() {
  return <section aria-label="Open invoices">3 open invoices</section>;
}

/** A stand-in for a feature package: one role-gated route and one dashboard widget. */
const billingStandIn: PortalFeature = {
  name: 'billing-stand-in',
  routes: [{ path: '/invoices', handle: invoicesHandle, element: <h1>Invoice list</h1> }],
  nav: [],
  widgets: [{ id: 'open-invoices', role: 'invoices', order: 1, Component: InvoiceWidget }],
  liveTags: {},
};
// The shell's own behaviour, without the real billing screens and the features' widgets (tested in
// their own packages); the header entries stay, as in the portal.
const shellFeatures = features.map((feature) => ({ ...feature, widgets: [], routes: feature.name === 'billing' ? [] : feature.routes }));
const withBilling = [...shellFeatures, billingStandIn];

describe('navigation guard in the shell', () => {
  test('a visitor is sent to login, which returns to the wanted page', async () => {
    const view = renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(view.path()).toBe('/login?next=%2Fdashboard');
    expect(screen.getByRole('complementary', { name: 'Why teams hire here' })).toBeInTheDocument();
    expect(document.title).toBe('Log in · Client Portal');
  });

  test('the root leads visitors to login and users to the dashboard', async () => {
    const visitor = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Log in' });
    expect(visitor.path()).toBe('/login');
    visitor.unmount();

    const member = renderApp({ path: '/', user: makeUser() });
    await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), Ada$/ });
    expect(member.path()).toBe('/dashboard');
  });

  test('a signed-in user is sent from login to the dashboard', async () => {
    const view = renderApp({ path: '/forgot-password', user: makeUser() });
    await screen.findByRole('heading', { name: /^Good/ });
    expect(view.path()).toBe('/dashboard');
  });

  test('a signed-in user is sent from register to the wizard', async () => {
    const view = renderApp({ path: '/register', user: makeUser() });
    await waitFor(() => expect(view.path()).toBe('/wizard'));
  });

  test('a role-gated page without the role explains what is missing, inside the layout', async () => {
    renderApp({ path: '/invoices', user: userWithRoles(['contracts', 'my_company']), features: withBilling });
    expect(await screen.findByRole('heading', { name: 'You don’t have access to this page' })).toBeInTheDocument();
    expect(screen.getByText(/needs the “Invoices” access/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invoice list' })).not.toBeInTheDocument();
  });

  test('a company page sends a sandbox user to the dashboard', async () => {
    const view = renderApp({ path: '/invoices', user: makeSandboxUser(), features: withBilling });
    expect(await screen.findByRole('heading', { name: 'Your account is being set up' })).toBeInTheDocument();
    expect(view.path()).toBe('/dashboard');
  });

  test('a user with the role gets the page and its title', async () => {
    renderApp({ path: '/invoices', user: userWithRoles(['invoices']), features: withBilling });
    expect(await screen.findByRole('heading', { name: 'Invoice list' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Invoices · Client Portal'));
  });

  test('every navigation starts at the top of the page', async () => {
    const view = renderApp({ path: '/dashboard', user: makeUser() });
    await screen.findByRole('heading', { name: /^Good/ });
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    await view.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contracts' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

describe('a page that fails', () => {
  function Crashing(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'map')");
  }
  const failing: PortalFeature = {
    name: 'failing-stand-in',
    routes: [
      {
        path: '/invoices',
        handle: invoicesHandle,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/invoices-1a2b.js')),
      },
      { path: '/crashing', handle: { ...invoicesHandle, name: 'Crashing', title: 'Crashing' }, element: <Crashing /> },
    ],
    nav: [],
    widgets: [],
    liveTags: {},
  };

  test('whose code could not be fetched says the connection was lost, inside the frame, and is not reported', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/invoices', user: userWithRoles(['invoices']), features: [...shellFeatures, failing] });
    expect(await screen.findByRole('heading', { name: 'The connection was lost' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByText(/has been reported/)).not.toBeInTheDocument();
    expect(consoleError.mock.calls.some(([, context]) => (context as { where?: string } | undefined)?.where === 'route')).toBe(false);
    consoleError.mockRestore();
  });

  test('that crashed is reported as ours, and the header stays', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/crashing', user: userWithRoles(['invoices']), features: [...shellFeatures, failing] });
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText(/has been reported/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(consoleError.mock.calls.some(([, context]) => (context as { where?: string } | undefined)?.where === 'route')).toBe(true);
    consoleError.mockRestore();
  });
});

describe('first load', () => {
  test('a visitor’s sign-in pages render without loading the full app', async () => {
    const view = renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Why teams hire here' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(view.core.started).toBe(false);
  });

  test('another layout loads the full app, which then renders the sign-in pages too', async () => {
    const replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => {});
    const view = renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Log in' });
    await view.user.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(view.core.started).toBe(false);
    replace.mockRestore();

    await act(() => view.router.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(view.core.current).not.toBeNull();
    await view.user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  test('an expired token found at start-up leads to login, with the toast and without the token', async () => {
    server = fakeApi(() => failure(401, { message: SESSION_EXPIRED_MESSAGE }));
    const view = renderApp({ path: '/dashboard', token: 'expired-or-forged-token', showToasts: true });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(view.path()).toBe('/login');
    expect(tokenStorage.get()).toBeNull();
  });
});

describe('not found', () => {
  test('for visitors: explanation and a way to login', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at \/no\/such\/page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
  });

  test('for users: inside the main layout, with the header and its menu, and a way back to the dashboard', async () => {
    renderApp({ path: '/no/such/page', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Invoices' }).length).toBeGreaterThan(0);
  });
});

describe('dashboard', () => {
  test('greets by first name with the company and links the sections the user can open', async () => {
    renderApp({ path: '/dashboard', user: userWithRoles(['invoices', 'contracts', 'my_company']), features: shellFeatures });
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ada$/ })).toBeInTheDocument();
    expect(screen.getByText('Acme Robotics')).toBeInTheDocument();
    // The cards appear once the page's first data is in.
    const sections = await screen.findByRole('list', { name: 'Your sections' });
    expect(
      within(sections)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['My team', 'Contracts', 'Invoices', 'Users', 'My Company']);
    expect(within(sections).getByRole('link', { name: /Invoices/ })).toHaveAttribute('href', '/invoices');
    expect(within(sections).getByText(/Pay open invoices/)).toBeInTheDocument();
  });

  test('shows the widgets the user’s roles allow instead of the section cards', async () => {
    renderApp({ path: '/dashboard', user: userWithRoles(['invoices']), features: withBilling });
    expect(await screen.findByRole('region', { name: 'Open invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your sections' })).not.toBeInTheDocument();
  });

  test('leaves out widgets of roles the user lacks', async () => {
    renderApp({ path: '/dashboard', user: userWithRoles(['contracts']), features: withBilling });
    expect(await screen.findByRole('list', { name: 'Your sections' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open invoices' })).not.toBeInTheDocument();
  });

  test('tells a sandbox user the account is being set up and leads to the wizard', async () => {
    renderApp({ path: '/dashboard', user: makeSandboxUser() });
    expect(await screen.findByRole('heading', { name: 'Your account is being set up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the setup' })).toHaveAttribute('href', '/wizard');
  });
});

describe('session', () => {
  test('a user who has not agreed to the terms is asked on signed-in pages', async () => {
    renderApp({ path: '/dashboard', user: makeUser({ is_agreed: false }) });
    const dialog = await screen.findByRole('dialog', { name: 'Please accept our terms' });
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://help.example.test/terms-of-service',
    );
  });

  test('when the user cannot be loaded, the shell offers to try again', async () => {
    let reply = failure(503, { message: 'Down for maintenance.' });
    server = fakeApi((request) => (request.url === API_PATHS.dashboardActions ? ok({ groups: [], total: 0 }) : reply));
    const view = renderApp({ path: '/dashboard', token: TEST_TOKEN, features: shellFeatures });
    expect(await screen.findByRole('heading', { name: 'We could not load your account' })).toBeInTheDocument();

    reply = ok(makeUser());
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /^Good/ })).toBeInTheDocument();
  });
});
