import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { API_PATHS, type Spend } from '@portal/api-schema';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { makeUser, signedIn } from '@portal/auth/testing';
import { fakeIntersectionObserver, removeFakeIntersectionObserver, renderRoutes } from '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';

// jsdom has no structuredClone, which the chart's gesture handling needs: the chart module is
// replaced by one that shows what it was given, and counts when it is loaded.
let chartLoads = 0;
jest.unstable_mockModule('./spend-chart', () => {
  chartLoads += 1;
  return {
    default: ({ currency, months }: { currency: string; months: unknown[] }) => (
      <div data-testid={`spend-chart-${currency}`}>{months.length}</div>
    ),
  };
});
const { widgets } = await import('../routes');

let server: FakeServer | undefined;
afterEach(() => {
  server?.restore();
  removeFakeIntersectionObserver();
});

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function makeSpend(): Spend {
  const zero = (month: string) => ({ month, paid: 0, outstanding: 0 });
  return {
    months: MONTHS,
    currencies: [
      {
        currency: 'EUR',
        months: MONTHS.map((month) => (month === '2026-11' ? { month, paid: 123_450, outstanding: 50_000 } : zero(month))),
      },
      { currency: 'USD', months: MONTHS.map((month) => (month === '2026-01' ? { month, paid: 200_000, outstanding: 0 } : zero(month))) },
    ],
  };
}

function renderWidget() {
  const widget = widgets.find((candidate) => candidate.id === 'spend');
  if (!widget) throw new Error('billing has no spend widget');
  const { Component } = widget;
  return renderRoutes([{ path: '/dashboard', element: <Component /> }], { path: '/dashboard', session: signedIn(makeUser()) });
}

describe('spend widget', () => {
  test('takes the whole width and is shown to users with the invoices role', () => {
    expect(widgets.find((widget) => widget.id === 'spend')).toMatchObject({ role: 'invoices', wide: true });
  });

  test('without invoices it says so, and no chart is loaded for nothing', async () => {
    server = fakeApi(() => ok({ months: MONTHS, currencies: [] }));
    renderWidget();
    expect(await screen.findByText('No invoices in the last 12 months.')).toBeInTheDocument();
    expect(chartLoads).toBe(0);
  });

  test('the figures are in a table, formatted as money, and the chart is drawn beside them', async () => {
    server = fakeApi((request) => (request.url === API_PATHS.invoicesSpend ? ok(makeSpend()) : failure(404, {})));
    const view = renderWidget();

    const table = await screen.findByRole('table', { name: 'Spend in EUR per month' });
    const november = within(table).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr');
    expect(november).toHaveTextContent('€1,234.50');
    expect(november).toHaveTextContent('€500.00');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 1);
    expect(within(table).getByRole('rowheader', { name: 'Mar 2026' }).closest('tr')).toHaveTextContent('Mar 2026–none–none');
    expect(await screen.findByTestId('spend-chart-EUR')).toHaveTextContent('12');
    expect(chartLoads).toBe(1);

    await view.user.click(screen.getByRole('button', { name: 'USD' }));
    const usd = await screen.findByRole('table', { name: 'Spend in USD per month' });
    expect(within(usd).getByRole('rowheader', { name: 'Jan 2026' }).closest('tr')).toHaveTextContent('$2,000.00');
  });

  test('the figures are built once the card, at the foot of the dashboard, comes near the viewport', async () => {
    const observers = fakeIntersectionObserver();
    server = fakeApi((request) => (request.url === API_PATHS.invoicesSpend ? ok(makeSpend()) : failure(404, {})));
    renderWidget();

    // The figures' place is watched once the spend has loaded; until it is near, it shows progress.
    await waitFor(() => expect(observers.some((observer) => observer.margin === '300px')).toBe(true));
    const card = observers.find((observer) => observer.margin === '300px');
    expect(screen.getByRole('progressbar', { name: 'Loading spend' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'USD' })).not.toBeInTheDocument();

    act(() => card?.report(true));
    expect(await screen.findByRole('table', { name: 'Spend in EUR per month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'USD' })).toBeInTheDocument();
  });

  test('the charting library is loaded only by the chart, lazily', () => {
    const widgetSource = readFileSync(new URL('./spend-widget.tsx', import.meta.url), 'utf8');
    expect(widgetSource).not.toMatch(/x-charts|spend-chart/);
    expect(widgetSource).toMatch(/lazy\(\(\) => import\('\.\/spend-figures'\)\)/);
    const figuresSource = readFileSync(new URL('./spend-figures.tsx', import.meta.url), 'utf8');
    expect(figuresSource).not.toMatch(/from '@mui\/x-charts/);
    expect(figuresSource).toMatch(/lazy\(\(\) => import\('\.\/spend-chart'\)\)/);
    const routesSource = readFileSync(new URL('../routes.ts', import.meta.url), 'utf8');
    expect(routesSource).not.toMatch(/x-charts|spend-chart/);
  });
});
