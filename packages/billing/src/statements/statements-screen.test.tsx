import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { API_PATHS, type Statement } from '@portal/api-schema';
import { defaultStatementPeriod, END_BEFORE_START, STATEMENT_PERIOD_TOO_LONG } from '@portal/api-schema/constants';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { currentPath } from '@portal/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BILLING_PATHS } from '../billing-tabs/billing-paths';
import { renderBilling } from '../testing/render-billing';
import { localIsoDay } from './statement-filters';
import { NO_LINES } from './statements-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const INVOICE_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

function makeStatement(overrides: Partial<Statement> = {}): Statement {
  const currency = overrides.currency ?? 'USD';
  const money = (added_value: number) => ({ currency, added_value });
  return {
    currency,
    currencies: ['USD', 'EUR'],
    from: '2026-10-01',
    to: '2026-12-31',
    opening_balance: money(100_000),
    total_charges: money(7_550),
    total_credits: money(50_000),
    closing_balance: money(57_550),
    lines: [
      {
        date: '2026-10-10',
        kind: 'invoice',
        document: 'INV-2026-0042',
        invoice_id: INVOICE_ID,
        description: 'Invoice from Northwind Devs, due 2026-11-16',
        amount: money(7_550),
        balance: money(107_550),
      },
      {
        date: '2026-10-15',
        kind: 'payment',
        document: 'PAY-123',
        invoice_id: OTHER_ID,
        description: 'Payment of INV-2026-0040',
        amount: money(50_000),
        balance: money(57_550),
      },
    ],
    aging: {
      buckets: [
        { bucket: 'current', count: 0, amount: money(0) },
        { bucket: 'days_1_30', count: 0, amount: money(0) },
        { bucket: 'days_31_60', count: 1, amount: money(7_550) },
        { bucket: 'days_61_90', count: 0, amount: money(0) },
        { bucket: 'over_90', count: 1, amount: money(50_000) },
      ],
      total: money(57_550),
    },
    ...overrides,
  };
}

function statementRequests(requests: RecordedRequest[]): URLSearchParams[] {
  return requests
    .filter((request) => request.url.split('?')[0] === API_PATHS.statement)
    .map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Answers each statement request with the statement of its currency and period. */
function answerStatements(request: RecordedRequest) {
  const [path, query = ''] = request.url.split('?');
  if (path !== API_PATHS.statement) return failure(404, {});
  const search = new URLSearchParams(query);
  return ok(makeStatement({ currency: search.get('currency') ?? 'USD', from: search.get('from') ?? '', to: search.get('to') ?? '' }));
}

describe('statements', () => {
  test('the statement of the address: balances, each line with its running balance, the closing balance and the aging', async () => {
    server = fakeApi(answerStatements);
    renderBilling('/invoices/statements?currency=USD&from=2026-10-01&to=2026-12-31');

    const lines = await screen.findByRole('table', { name: 'Statement lines' });
    expect(rowsOf(lines)).toEqual([
      ['Oct 1, 2026', '', 'Opening balance', '', '', '$1,000.00'],
      ['Oct 10, 2026', 'INV-2026-0042', 'Invoice from Northwind Devs, due 2026-11-16', '$75.50', '', '$1,075.50'],
      ['Oct 15, 2026', 'PAY-123', 'Payment of INV-2026-0040', '', '$500.00', '$575.50'],
      ['Dec 31, 2026', '', 'Closing balance', '$75.50', '$500.00', '$575.50'],
    ]);
    expect(within(lines).getByRole('link', { name: 'INV-2026-0042' })).toHaveAttribute('href', `/invoices/${INVOICE_ID}`);
    expect(rowsOf(screen.getByRole('table', { name: 'Aging' }))).toEqual([
      ['Current', '0 invoices', '$0.00'],
      ['1-30 days', '0 invoices', '$0.00'],
      ['31-60 days', '1 invoice', '$75.50'],
      ['61-90 days', '0 invoices', '$0.00'],
      ['Over 90 days', '1 invoice', '$500.00'],
      ['Total', '2 invoices', '$575.50'],
    ]);
    expect(screen.getByRole('heading', { name: 'Outstanding on Dec 31, 2026, by days past due' })).toBeInTheDocument();
    expect(screen.getByText('Closing balance', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$575.50');
    expect(screen.getByRole('tab', { name: 'Statements', selected: true })).toBeInTheDocument();
    expect(statementRequests(server.requests).map(String)).toEqual(['currency=USD&from=2026-10-01&to=2026-12-31']);
  });

  test('without a period in the address: this quarter so far, and the currency the API chose', async () => {
    server = fakeApi(answerStatements);
    renderBilling(BILLING_PATHS.statements);

    await screen.findByRole('table', { name: 'Statement lines' });
    const expected = defaultStatementPeriod(localIsoDay(new Date()));
    expect(statementRequests(server.requests).map(String)).toEqual([`from=${expected.from}&to=${expected.to}`]);
    expect(screen.getByLabelText('From')).toHaveValue(expected.from);
    expect(screen.getByLabelText('To')).toHaveValue(expected.to);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD');
  });

  test('another currency and another period go into the address and the request', async () => {
    server = fakeApi(answerStatements);
    const view = renderBilling('/invoices/statements?from=2026-10-01&to=2026-12-31');
    await screen.findByRole('table', { name: 'Statement lines' });

    await view.user.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['USD', 'EUR']);
    await view.user.click(screen.getByRole('option', { name: 'EUR' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/invoices/statements?currency=EUR&from=2026-10-01&to=2026-12-31'));
    expect(await screen.findAllByText('€575.50', { selector: 'strong' })).not.toHaveLength(0);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    await waitFor(() => expect(currentPath(view.router)).toBe('/invoices/statements?currency=EUR&from=2026-07-01&to=2026-12-31'));
    await waitFor(() =>
      expect(
        statementRequests(server?.requests ?? [])
          .at(-1)
          ?.toString(),
      ).toBe('currency=EUR&from=2026-07-01&to=2026-12-31'),
    );
  });

  test('an empty period says so, with its balances and aging', async () => {
    server = fakeApi(() =>
      ok(
        makeStatement({
          lines: [],
          total_charges: { currency: 'USD', added_value: 0 },
          total_credits: { currency: 'USD', added_value: 0 },
        }),
      ),
    );
    renderBilling('/invoices/statements?from=2026-10-01&to=2026-12-31');

    expect(await screen.findByText(NO_LINES)).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Statement lines' }))).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Aging' })).toBeInTheDocument();
  });

  test.each([
    ['2026-12-31', '2026-10-01', END_BEFORE_START],
    ['2020-01-01', '2026-12-31', STATEMENT_PERIOD_TOO_LONG],
  ])('a period from %s to %s is told beside To, and neither asked for nor downloadable', async (from, to, message) => {
    server = fakeApi(answerStatements);
    const view = renderBilling(`/invoices/statements?from=${from}&to=${to}`);

    expect(await screen.findByLabelText('To')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(server.requests).toEqual([]);
    expect(view.toasts).toEqual([]);
  });

  test('Download PDF and Download CSV fetch the statement shown, with the bearer token', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server = fakeApi((request) =>
      request.url.split('?')[0] === API_PATHS.statement ? answerStatements(request) : { status: 200, body: 'file' },
    );
    const view = renderBilling('/invoices/statements?currency=EUR&from=2026-10-01&to=2026-12-31');
    await screen.findByRole('table', { name: 'Statement lines' });

    await view.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await view.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual(['statement-EUR-2026-10-01-to-2026-12-31.pdf', 'statement-EUR-2026-10-01-to-2026-12-31.csv']),
    );
    const files = server.requests.filter((request) => request.url.split('?')[0] !== API_PATHS.statement);
    expect(files.map((request) => request.url)).toEqual([
      `${API_PATHS.statementPdf}?currency=EUR&from=2026-10-01&to=2026-12-31`,
      `${API_PATHS.statementCsv}?currency=EUR&from=2026-10-01&to=2026-12-31`,
    ]);
    expect(files.every((request) => request.headers.authorization === 'Bearer test-token')).toBe(true);
    click.mockRestore();
  });

  test('a failed load offers a retry', async () => {
    let calls = 0;
    server = fakeApi((request) => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : answerStatements(request);
    });
    const view = renderBilling('/invoices/statements?from=2026-10-01&to=2026-12-31');

    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Statement lines' })).toBeInTheDocument();
  });

  test('a refusal of the API is told with its message', async () => {
    server = fakeApi(() => failure(422, { errors: [{ message: 'Use a three-letter currency code', property: 'currency' }] }));
    renderBilling('/invoices/statements?currency=XYZ&from=2026-10-01&to=2026-12-31');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This statement cannot be shown.');
    expect(alert).toHaveTextContent('Use a three-letter currency code - currency');
  });
});
