import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { pageNavigation } from '@portal/auth';
import { fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { makeSandboxUser, makeUser, userWithRoles } from '@portal/auth/testing';
import type { Role } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { SANDBOX_CHAT_ACKNOWLEDGEMENT } from '../chat/sandbox-chat-dialog';
import { features } from '../features';
import { renderApp } from '../testing/render-app';

let server: FakeServer | undefined;
const originalAssign = pageNavigation.assign;
afterEach(() => {
  server?.restore();
  pageNavigation.assign = originalAssign;
});

const ALL_ROLES: Role[] = ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'];

// The header over a dashboard without widgets: the widgets' code would load while a test opens a
// menu, and jest's module loader fails when two dynamic imports link the same module at once.
const FEATURES_WITHOUT_WIDGETS = features.map((feature) => ({ ...feature, widgets: [] }));

async function renderHeader(options: Parameters<typeof renderApp>[0]) {
  const view = renderApp({ path: '/dashboard', features: FEATURES_WITHOUT_WIDGETS, ...options });
  await screen.findByRole('button', { name: 'Help' });
  return view;
}

function mainMenuLabels(): string[] {
  const nav = screen.queryByRole('navigation', { name: 'Main' });
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

describe('header menu', () => {
  test.each([
    ['admin', ALL_ROLES, ['Overview', 'Hiring', 'My team', 'Contracts', 'Invoices', 'Users', 'My Company']],
    ['finance', ['invoices', 'contracts', 'my_company'], ['Overview', 'My team', 'Contracts', 'Invoices', 'Users', 'My Company']],
    ['interview', ['proposals', 'my_company'], ['Overview', 'Hiring', 'Users', 'My Company']],
  ] as const)('an %s user sees exactly their sections', async (_group, roles, expected) => {
    await renderHeader({ user: userWithRoles(roles) });
    expect(mainMenuLabels()).toEqual(expected);
  });

  test('links go to the sections', async () => {
    await renderHeader({ user: userWithRoles(ALL_ROLES) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My team' })).toHaveAttribute('href', '/my-team');
    expect(within(nav).getByRole('link', { name: 'My Company' })).toHaveAttribute('href', '/company');
  });

  test('sandbox users get no menu', async () => {
    await renderHeader({ user: makeSandboxUser({ extracted_roles: ['invoices', 'contracts'] }) });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(mainMenuLabels()).toEqual([]);
  });

  test('the active item is the one whose path the current path contains', async () => {
    await renderHeader({ user: userWithRoles(ALL_ROLES) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).not.toHaveAttribute('aria-current');
  });

  test('on a deeper page of a section, that section is active', async () => {
    // A stand-in for the contracts package's detail page.
    const view = renderApp({
      path: '/contracts/7',
      user: userWithRoles(ALL_ROLES),
      features: [
        {
          name: 'contracts-stand-in',
          routes: [
            {
              path: '/contracts/:id',
              handle: { name: 'ContractsSingle', title: 'Contract', layout: 'default', auth: true, company: true, role: 'contracts' },
              element: <h1>Contract 7</h1>,
            },
          ],
          nav: [{ label: 'Contracts', to: '/contracts', role: 'contracts', order: 40 }],
          widgets: [],
          liveTags: {},
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Contract 7' });
    expect(view.path()).toBe('/contracts/7');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Contracts' })).toHaveAttribute('aria-current', 'page');
  });

  test('the logo leads to the dashboard', async () => {
    await renderHeader({ user: makeUser() });
    expect(screen.getByRole('link', { name: 'Client Portal, go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('help menu', () => {
  test('shows the customer success manager with photo, name and e-mail', async () => {
    const view = await renderHeader({
      user: makeUser({
        customer_manager: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@vendor.test', photo: '/demo-assets/grace.jpg' },
      }),
    });
    await view.user.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(help).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(help).getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute('src', '/demo-assets/grace.jpg');
    expect(within(help).getByRole('link', { name: 'grace@vendor.test' })).toHaveAttribute('href', 'mailto:grace@vendor.test');
    expect(within(help).queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  test('without a manager: a help card with the help center in a new tab and a chat', async () => {
    const view = await renderHeader({ user: makeUser({ customer_manager: null }) });
    await view.user.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('dialog', { name: 'Help' });
    const helpCenter = within(help).getByRole('link', { name: 'Visit the help center' });
    expect(helpCenter).toHaveAttribute('href', 'https://help.example.test');
    expect(helpCenter).toHaveAttribute('target', '_blank');
    expect(helpCenter).toHaveAttribute('rel', 'noopener noreferrer');

    await view.user.click(within(help).getByRole('button', { name: 'Chat with us' }));
    const chat = await screen.findByRole('dialog', { name: 'Chat with us' });
    await view.user.type(within(chat).getByLabelText('Your message'), 'How do I add a colleague?');
    await view.user.click(within(chat).getByRole('button', { name: 'Send' }));
    const log = within(chat).getByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('How do I add a colleague?')).toBeInTheDocument();
    expect(within(log).getByText(SANDBOX_CHAT_ACKNOWLEDGEMENT)).toBeInTheDocument();
  });

  test('with HubSpot as chat provider, the chat button loads HubSpot’s widget', async () => {
    const view = await renderHeader({
      user: makeUser(),
      config: { chatProvider: 'hubspot', hubspotPortalId: '4242' },
    });
    await view.user.click(screen.getByRole('button', { name: 'Help' }));
    await view.user.click(await screen.findByRole('button', { name: 'Chat with us' }));
    expect(document.getElementById('hs-script-loader')).toHaveAttribute('src', 'https://js.hs-scripts.com/4242.js');
    document.getElementById('hs-script-loader')?.remove();
  });
});

describe('account menu', () => {
  test('has Personal Settings for client users and Log Out', async () => {
    const user = makeUser();
    const view = await renderHeader({ user });
    const avatarButton = screen.getByRole('button', { name: 'AL: Account menu' });
    expect(within(avatarButton).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    await view.user.click(avatarButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Personal Settings' })).toHaveAttribute('href', `/users/${user.id}/info`);
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });

  test('hides Personal Settings from sandbox users', async () => {
    const view = await renderHeader({ user: makeSandboxUser() });
    await view.user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Personal Settings' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });

  test('Log Out ends the session and reloads the root page', async () => {
    server = fakeApi(() => ok(null));
    const assign = jest.fn<(url: string) => void>();
    pageNavigation.assign = assign;
    const view = await renderHeader({ user: makeUser() });
    await view.user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toContain('POST /api/auth/logout');
  });
});

describe('mobile menu', () => {
  test('the burger toggles it; it has the sections, who is signed in, Personal Settings and Log Out', async () => {
    const user = userWithRoles(['proposals', 'my_company']);
    const view = await renderHeader({ user });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();

    await view.user.click(burger);
    const menu = await screen.findByRole('navigation', { name: 'Mobile menu' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Hiring', 'Users', 'My Company', 'Personal Settings']);
    expect(within(menu).getByRole('link', { name: 'Personal Settings' })).toHaveAttribute('href', `/users/${user.id}/info`);
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(menu).getByText(`${user.first_name} ${user.last_name}`)).toBeInTheDocument();
    expect(within(menu).getByText(user.email)).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
  });

  test('a click outside closes it', async () => {
    const view = await renderHeader({ user: makeUser() });
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Mobile menu' })).toBeInTheDocument();
    await view.user.click(await screen.findByRole('heading', { level: 1 }));
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
  });

  test('choosing an entry navigates and closes it', async () => {
    const view = await renderHeader({ user: makeUser() });
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    await view.user.click(within(await screen.findByRole('navigation', { name: 'Mobile menu' })).getByRole('link', { name: 'Invoices' }));
    await waitFor(() => expect(view.path()).toBe('/invoices'));
    expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument();
  });
});
