import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { userWithRoles } from '@portal/auth/testing';
import { type ActionItems, API_PATHS } from '@portal/api-schema';
import { screen, within } from '@testing-library/react';
import { features } from '../../features';
import { renderApp } from '../../testing/render-app';
import { ALL_DONE_TEXT, NEEDS_ACTION_TITLE } from './needs-action';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

// The shell's dashboard without the features' widgets (tested in their packages).
const shellFeatures = features.map((feature) => ({ ...feature, widgets: [] }));

const invoice = (id: string, number: string, overdue: boolean, due_on: string) => ({
  id,
  title: number,
  detail: 'Northwind Dev Studio',
  href: `/invoices/${id}`,
  due_on,
  overdue,
  amount: { currency: 'USD', added_value: 123_450 },
});

const ACTIONS: ActionItems = {
  total: 9,
  groups: [
    {
      kind: 'invoice_to_pay',
      label: 'Invoices to pay',
      count: 7,
      lines: 7,
      // As many as the API lists at most (ACTION_ITEMS_LIMIT): the other four are left out.
      items: [
        invoice('i-1', 'INV-2026-0006', true, '2026-10-13'),
        invoice('i-2', 'INV-2026-0001', false, '2026-12-16'),
        invoice('i-3', 'INV-2026-0002', false, '2026-12-20'),
      ],
      list_href: '/invoices?status=open&status=overdue&sort=due_on',
    },
    {
      kind: 'contract_to_sign',
      label: 'Contracts to sign',
      count: 1,
      lines: 1,
      items: [
        { id: 'c-1', title: 'CTR-1', detail: 'Mira Chen, Northwind', href: '/contracts/c-1', due_on: null, overdue: false, amount: null },
      ],
      list_href: '/contracts?status=awaiting_signature',
    },
    {
      kind: 'invitation_expiring',
      label: 'Invitations about to expire',
      count: 1,
      lines: 1,
      items: [
        {
          id: 'v-1',
          title: 'Sam Lee',
          detail: 'sam@acme.test',
          href: '/users/invites',
          due_on: '2026-11-26',
          overdue: false,
          amount: null,
        },
      ],
      list_href: '/users/invites',
    },
  ],
};

function serve(actions: ActionItems | null) {
  server = fakeApi((request) => (request.url === API_PATHS.dashboardActions && actions ? ok(actions) : failure(500, { message: 'Down' })));
}

describe('needs your action', () => {
  test('comes first on the dashboard, lists each kind in the order the API gives, each item a link to where it is done', async () => {
    serve(ACTIONS);
    renderApp({ path: '/dashboard', user: userWithRoles(['invoices', 'contracts', 'account_editor']), features: shellFeatures });
    const card = await screen.findByRole('region', { name: NEEDS_ACTION_TITLE });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(NEEDS_ACTION_TITLE);

    const groups = await within(card).findAllByRole('heading', { level: 3 });
    // Each heading names the kind and how many there are in all.
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Invoices to pay7',
      'Contracts to sign1',
      'Invitations about to expire1',
    ]);
    const invoices = within(card).getByRole('region', { name: /Invoices to pay/ });
    const links = within(invoices).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['INV-2026-0006', 'INV-2026-0001', 'INV-2026-0002', 'and 4 more']);
    expect(links[0]).toHaveAttribute('href', '/invoices/i-1');
    expect(links[3]).toHaveAttribute('href', '/invoices?status=open&status=overdue&sort=due_on');
    expect(links[0]?.closest('li')).toHaveTextContent('Northwind Dev Studio, was due Oct 13, 2026$1,234.50Overdue');
    expect(links[1]?.closest('li')).toHaveTextContent('due Dec 16, 2026');
    expect(within(card).getByRole('link', { name: 'CTR-1' })).toHaveAttribute('href', '/contracts/c-1');
    expect(within(card).getByRole('link', { name: 'Sam Lee' }).closest('li')).toHaveTextContent('expires Nov 26, 2026');
  });

  test('"and N more" counts the lines left out: none when every line is listed, however many things they hold', async () => {
    const request = (id: string, title: string, proposals: number) => ({
      id,
      title,
      detail: `${proposals} new proposals`,
      href: `/hiring/rfp/${id}`,
      due_on: null,
      overdue: false,
      amount: null,
    });
    serve({
      total: 6,
      groups: [
        {
          kind: 'proposal_to_review',
          label: 'Proposals to review',
          count: 6,
          lines: 2,
          items: [request('r-1', 'Backend engineer (Go)', 2), request('r-2', 'Senior React engineer', 4)],
          list_href: '/hiring/rfp',
        },
      ],
    });
    renderApp({ path: '/dashboard', user: userWithRoles(['proposals']), features: shellFeatures });
    const card = await screen.findByRole('region', { name: NEEDS_ACTION_TITLE });
    const proposals = await within(card).findByRole('region', { name: /Proposals to review/ });
    expect(within(proposals).getByRole('heading', { level: 3 })).toHaveTextContent('Proposals to review6');
    expect(
      within(proposals)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Backend engineer (Go)', 'Senior React engineer']);
    expect(within(proposals).queryByText(/more/)).not.toBeInTheDocument();
  });

  test('with nothing waiting: a short "all done"', async () => {
    serve({ groups: [], total: 0 });
    renderApp({ path: '/dashboard', user: userWithRoles(['proposals']), features: shellFeatures });
    expect(await screen.findByText(ALL_DONE_TEXT)).toBeInTheDocument();
  });

  test('the cards stay out of sight under one placeholder until the first data is in, then appear together', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const held = new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve));
    server = fakeApi((request) => (request.url === API_PATHS.dashboardActions ? held : failure(500, { message: 'Down' })));
    renderApp({ path: '/dashboard', user: userWithRoles(['invoices', 'contracts', 'account_editor']), features: shellFeatures });
    expect(await screen.findByRole('progressbar', { name: 'Loading your dashboard' })).toBeInTheDocument();
    // Rendered (its request is on its way) but hidden: neither read out nor focusable.
    expect(screen.queryByRole('region', { name: NEEDS_ACTION_TITLE })).not.toBeInTheDocument();
    expect(screen.getByText(NEEDS_ACTION_TITLE)).not.toBeVisible();

    answer(ok(ACTIONS));
    const card = await screen.findByRole('region', { name: NEEDS_ACTION_TITLE });
    expect(within(card).getByRole('link', { name: 'CTR-1' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Loading your dashboard' })).not.toBeInTheDocument();
  });

  test('a failed load offers a retry in place', async () => {
    serve(null);
    renderApp({ path: '/dashboard', user: userWithRoles(['invoices']), features: shellFeatures });
    expect(await screen.findByRole('alert')).toHaveTextContent('What needs your action could not be loaded.');
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
