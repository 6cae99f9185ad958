import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, type Connection, type ConnectionPage, connectionHasContractsMessage } from '@portal/api-schema';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { companyDetails, connection, renderCompanyPages } from '../testing/render-company-pages';
import { connectionEndedMessage, endConnectionTitle, NO_CONNECTIONS, NO_MATCHES } from './company-connections-tab';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

// Fewer of its contracts are active than are in force (signed ones not started, others under notice).
const NORTHWIND = connection({ active_contracts: 4, contracts_in_force: 6, open_invoices: 3, can_end: false });
const BRIGHTPATH = connection({
  id: '0b7d6a4e-5d1f-4c1e-9a43-7c0000000002',
  vendor: { id: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000002', name: 'Brightpath Engineering' },
  since: '2025-09-01',
});
const LUMEN = connection({
  id: '0b7d6a4e-5d1f-4c1e-9a43-7c0000000004',
  vendor: { id: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000004', name: 'Lumen Software Collective' },
  status: 'ended',
  ended_on: '2026-04-30',
  contact: null,
  can_end: false,
});

const page = (items: Connection[], next_cursor: string | null = null): ConnectionPage => ({ items, next_cursor, total: items.length });

function connectionsApi(items: Connection[]) {
  let current = [...items];
  return fakeApi((request) => {
    // The My Company frame loads the company itself, whichever tab is open.
    if (request.method === 'GET' && request.url === API_PATHS.company) return ok(companyDetails());
    if (request.method === 'GET' && request.url.startsWith(API_PATHS.companyConnections)) {
      const statuses = new URLSearchParams(request.url.split('?')[1] ?? '').getAll('status');
      return ok(page(statuses.length ? current.filter((item) => statuses.includes(item.status)) : current));
    }
    if (request.method === 'POST') {
      const id = request.url.split('/').at(-2);
      const target = current.find((item) => item.id === id);
      if (!target) return failure(404, { message: 'Not found.' });
      if (target.contracts_in_force > 0)
        return failure(409, { message: connectionHasContractsMessage(target.vendor.name, target.contracts_in_force) });
      const ended = { ...target, status: 'ended' as const, ended_on: '2026-11-24', can_end: false };
      current = current.map((item) => (item.id === id ? ended : item));
      return ok(ended);
    }
    return failure(404, { message: 'Not found.' });
  });
}

describe('My Company: connections', () => {
  test('lists each vendor with its status, dates, terms, counts that link to their lists, and contact', async () => {
    server = connectionsApi([BRIGHTPATH, LUMEN, NORTHWIND]);
    renderCompanyPages('/company/connections');
    const northwind = await screen.findByRole('row', { name: /Northwind Dev Studio/ });
    const table = screen.getByRole('table', { name: 'Vendor connections' });
    expect(within(northwind).getByText('Connected')).toBeInTheDocument();
    expect(within(northwind).getByText('Mar 10, 2025')).toBeInTheDocument();
    expect(within(northwind).getByLabelText('Standard Service Contract Terms, version 2026-01')).toHaveTextContent('2026-01');
    // The count is the one the refusal to end gives, and leads to exactly those contracts.
    expect(within(northwind).getByRole('link', { name: '6 in force: contracts with Northwind Dev Studio' })).toHaveTextContent(
      '6 in force',
    );
    expect(within(northwind).getByRole('link', { name: '6 in force: contracts with Northwind Dev Studio' })).toHaveAttribute(
      'href',
      '/contracts?vendor=0b7d6a4e-5d1f-4c1e-9a43-3c0000000001&status=signed&status=active&status=notice_given',
    );
    expect(within(northwind).queryByText(/active/)).not.toBeInTheDocument();
    expect(within(northwind).getByRole('link', { name: '3 open invoices from Northwind Dev Studio' })).toHaveAttribute(
      'href',
      '/invoices?vendor=0b7d6a4e-5d1f-4c1e-9a43-3c0000000001&status=open&status=overdue&status=ach_verification_pending',
    );
    expect(within(northwind).getByRole('link', { name: 'marta@northwind.example.com' })).toHaveAttribute(
      'href',
      'mailto:marta@northwind.example.com',
    );
    expect(within(northwind).getByText('6 contracts in force: end them first')).toBeInTheDocument();
    expect(within(northwind).queryByRole('button')).not.toBeInTheDocument();

    const lumen = within(table).getByRole('row', { name: /Lumen Software Collective/ });
    expect(within(lumen).getByText('Mar 10, 2025 – Apr 30, 2026')).toBeInTheDocument();
    expect(within(lumen).getByText('No contact')).toBeInTheDocument();
    expect(within(lumen).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('3 connections')).toBeInTheDocument();
  });

  test('ending a connection asks first; Cancel keeps it, End connection ends it', async () => {
    server = connectionsApi([BRIGHTPATH, NORTHWIND]);
    const view = renderCompanyPages('/company/connections');
    const end = await screen.findByRole('button', { name: 'End connection with Brightpath Engineering' });
    await view.user.click(end);
    let dialog = await screen.findByRole('dialog', { name: endConnectionTitle('Brightpath Engineering') });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await view.user.click(end);
    dialog = await screen.findByRole('dialog', { name: endConnectionTitle('Brightpath Engineering') });
    await view.user.click(within(dialog).getByRole('button', { name: 'End connection' }));
    expect(await screen.findByText(connectionEndedMessage('Brightpath Engineering'))).toBeInTheDocument();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe(`${API_PATHS.companyConnections}/${BRIGHTPATH.id}/end`);
    const row = await screen.findByRole('row', { name: /Brightpath Engineering.*Ended/ });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  test("the API's refusal is told in a toast", async () => {
    server = connectionsApi([{ ...NORTHWIND, can_end: true }]);
    const view = renderCompanyPages('/company/connections');
    await view.user.click(await screen.findByRole('button', { name: 'End connection with Northwind Dev Studio' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End connection' }));
    await waitFor(() => expect(view.toasts).toEqual([connectionHasContractsMessage('Northwind Dev Studio', 6)]));
  });

  test('filters by status in the URL, with no-match and empty states', async () => {
    server = connectionsApi([BRIGHTPATH, NORTHWIND]);
    const view = renderCompanyPages('/company/connections?status=ended');
    expect(await screen.findByText(NO_MATCHES)).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Connection filters' });
    await view.user.click(within(search).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('row', { name: /Brightpath/ })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/company/connections');
    server.restore();

    server = connectionsApi([]);
    renderCompanyPages('/company/connections');
    expect(await screen.findByText(NO_CONNECTIONS)).toBeInTheDocument();
  });

  test('a failed load offers Try again', async () => {
    server = fakeApi(() => failure(500, { message: 'Something went wrong.' }));
    renderCompanyPages('/company/connections');
    expect(await screen.findByText('The connections could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
