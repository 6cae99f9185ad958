import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { userWithRoles } from '@portal/auth/testing';
import { API_PATHS } from '@portal/api-schema';
import { screen, within } from '@testing-library/react';
import { renderApp } from './testing/render-app';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const NO_INVOICES = { items: [], next_cursor: null, total: 0 };
const QUIET_WIDGET = { outstanding: [{ currency: 'GBP', added_value: 4200 }], overdue_count: 0, next_due: null };

function billingServer() {
  return fakeApi((request) => {
    const path = request.url.split('?')[0];
    if (path === API_PATHS.invoices) return ok(NO_INVOICES);
    if (path === API_PATHS.invoiceVendors) return ok([]);
    if (path === API_PATHS.invoicesWidget) return ok(QUIET_WIDGET);
    return failure(404, {});
  });
}

describe('billing in the portal', () => {
  test('a user with the invoices role gets the Invoices menu entry and page', async () => {
    server = billingServer();
    const view = renderApp({ path: '/dashboard', user: userWithRoles(['invoices']) });

    const menu = await screen.findByRole('navigation', { name: /main/i });
    // The dashboard's widgets load their code after its heading; jest's module loader fails when two
    // dynamic imports link the same module at once, so the click waits for them.
    await screen.findByRole('region', { name: 'Invoices' });
    await view.user.click(within(menu).getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
  });

  test('the dashboard shows the invoices widget to users with the role', async () => {
    server = billingServer();
    renderApp({ path: '/dashboard', user: userWithRoles(['invoices']) });

    const widget = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(widget).findByText('£42.00')).toBeInTheDocument();
  });

  test('without the role there is neither menu entry nor page', async () => {
    server = billingServer();
    renderApp({ path: '/invoices', user: userWithRoles(['contracts']) });

    expect(await screen.findByRole('heading', { name: /access/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });
});
