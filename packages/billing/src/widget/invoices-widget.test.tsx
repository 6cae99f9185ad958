import { afterEach, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { makeUser, signedIn } from '@portal/auth/testing';
import { currentPath, renderRoutes } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { widgets } from '../routes';
import { makeInvoiceSummary, makeWidget } from '../testing/invoice-fixtures';
import './invoices-widget';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function renderWidget() {
  const widget = widgets.find((candidate) => candidate.id === 'invoices');
  if (!widget) throw new Error('billing has no invoices widget');
  const { Component } = widget;
  return renderRoutes([{ path: '/dashboard', element: <Component /> }], { path: '/dashboard', session: signedIn(makeUser()) });
}

describe('invoices widget', () => {
  test('is shown to users with the invoices role only', () => {
    expect(widgets.map((widget) => [widget.id, widget.role])).toEqual([
      ['invoices', 'invoices'],
      ['spend', 'invoices'],
    ]);
  });

  test('shows the outstanding total per currency, the overdue count and the next invoice due', async () => {
    server = fakeApi((request) => (request.url === API_PATHS.invoicesWidget ? ok(makeWidget()) : failure(404, {})));
    const view = renderWidget();

    const card = await screen.findByRole('region', { name: 'Invoices' });
    // Two currencies are two amounts, each with its code, under a term that says so.
    expect(await within(card).findByText('Outstanding in 2 currencies')).toBeInTheDocument();
    expect(within(card).getByText('$1,234.50 USD', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).getByText('€500.00 EUR', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).getByText('2 invoices')).toBeInTheDocument();
    const nextDue = within(card).getByText('Next due').nextElementSibling;
    expect(nextDue).toHaveTextContent('INV-2026-0042 from Northwind Devs, due Oct 31, 2026: $1,234.50');

    await view.user.click(within(card).getByRole('link', { name: 'INV-2026-0042' }));
    await waitFor(() => expect(currentPath(view.router)).toBe(`/invoices/${makeInvoiceSummary().id}`));
  });

  test('the next invoice due says when its payment is on its way', async () => {
    server = fakeApi(() => ok(makeWidget({ next_due: makeInvoiceSummary({ payment_on_its_way: true }) })));
    renderWidget();
    const card = await screen.findByRole('region', { name: 'Invoices' });
    const nextDue = (await within(card).findByText('Next due')).nextElementSibling;
    expect(nextDue).toHaveTextContent('INV-2026-0042 from Northwind Devs, due Oct 31, 2026: $1,234.50 (payment on its way)');
  });

  test('one currency is one amount under Outstanding', async () => {
    server = fakeApi(() => ok(makeWidget({ outstanding: [{ currency: 'usd', added_value: 123450 }] })));
    renderWidget();
    const card = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(card).findByText('$1,234.50', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).getByText('Outstanding')).toBeInTheDocument();
  });

  test('says when nothing is outstanding or due, and links to the invoices', async () => {
    server = fakeApi(() => ok(makeWidget({ outstanding: [], overdue_count: 0, next_due: null })));
    const view = renderWidget();

    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
    expect(screen.getByText('0 invoices')).toBeInTheDocument();
    expect(screen.getByText('No invoice due')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'View invoices' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/invoices'));
  });

  test('a failed load offers a retry', async () => {
    let calls = 0;
    server = fakeApi(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : ok(makeWidget());
    });
    const view = renderWidget();

    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice summary could not be loaded.');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('€500.00 EUR')).toBeInTheDocument();
  });
});
