import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import {
  API_PATHS,
  type InvoicePaymentOutcome,
  type InvoiceSummary,
  type PayInvoicesResult,
  type SavedBankAccount,
  type SavedCard,
  type SavedPaymentMethods,
} from '@portal/api-schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTOSO, makeInvoiceDetail, makeInvoiceSummary, makePage, NORTHWIND } from '../testing/invoice-fixtures';
import { renderBilling } from '../testing/render-billing';
import { plannedCharges, totalsPerCurrency } from './invoice-selection';
import { SELECT_PAGE_LABEL } from './selection-bar';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const invoice = (n: number, overrides: Partial<InvoiceSummary> = {}) =>
  makeInvoiceSummary({ id: id(n), number: `INV-2026-010${n}`, po_number: '', ...overrides });

const FIRST = invoice(1, { total: { currency: 'USD', added_value: 100_000 } });
const SECOND = invoice(2, { total: { currency: 'USD', added_value: 50_050 } });
const THIRD = invoice(3, { vendor: CONTOSO, total: { currency: 'EUR', added_value: 20_000 }, status: 'overdue' });
const PAID = invoice(4, { status: 'paid' });
const ON_ITS_WAY = invoice(5, { payment_on_its_way: true });
const NEXT_PAGE = invoice(6, { vendor: CONTOSO, total: { currency: 'USD', added_value: 1_000 } });

const ACCOUNT: SavedBankAccount = {
  id: id(100),
  last4: '6789',
  bank_name: 'STRIPE TEST BANK',
  routing_number: '110000000',
  status: 'verified',
  attempts_left: 3,
  is_default: true,
  awaiting_payment: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const WAITING: SavedBankAccount = { ...ACCOUNT, id: id(101), last4: '1116', status: 'new', is_default: false };
const CARD: SavedCard = {
  id: id(200),
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  expired: false,
  is_default: false,
  created_at: '2026-11-01T10:00:00.000Z',
};
const methods = (bank_accounts: SavedBankAccount[], cards: SavedCard[] = []): SavedPaymentMethods => ({
  provider: 'sandbox',
  public_key: null,
  bank_accounts,
  cards,
});

const outcome = (of: InvoiceSummary, status: InvoicePaymentOutcome['status'], message: string | null = null): InvoicePaymentOutcome => ({
  invoice_id: of.id,
  invoice_number: of.number,
  vendor_name: of.vendor.name,
  amount: of.total,
  status,
  reference: status === 'skipped' ? null : `PAY-${of.number}`,
  charge_reference: status === 'skipped' ? null : `CHG-${of.vendor.name}`,
  message,
});

interface Serve {
  pages?: InvoiceSummary[][];
  saved?: SavedPaymentMethods;
  /** The invoices whose page says paid. */
  settled?: Set<string>;
  pay?: (body: { invoice_ids: string[]; method: { type: string; id: string } }) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;
}

/** The list (pages by `cursor`), its count, the vendors, the saved methods and the payment. */
function serve({
  pages = [[FIRST, SECOND, THIRD, PAID, ON_ITS_WAY]],
  saved = methods([ACCOUNT, WAITING], [CARD]),
  pay,
  settled = new Set<string>(),
}: Serve) {
  const payments: RecordedRequest[] = [];
  server = fakeApi((request) => {
    const [path, query = ''] = request.url.split('?');
    if (path === API_PATHS.invoiceVendors) return ok([NORTHWIND, CONTOSO]);
    if (path === API_PATHS.invoicesCount) return ok({ total: pages.flat().length });
    if (path === API_PATHS.invoices) {
      const cursor = Number(new URLSearchParams(query).get('cursor') ?? '0');
      const page = makePage(pages[cursor] ?? []);
      return ok({ ...page, next_cursor: cursor + 1 < pages.length ? String(cursor + 1) : null });
    }
    if (path === API_PATHS.savedPaymentMethods) return ok(saved);
    // The invoices whose debit is under way, followed by the results: settled when `settled` says.
    const followed = pages.flat().find((invoice) => path === `/api/client-cabinet/invoice/${invoice.id}`);
    if (followed) {
      const { id, number, vendor, total, status } = followed;
      const paid = settled.has(id) ? { status: 'paid' as const, paid_at: '2026-12-07T10:00:00.000Z' } : { status };
      return ok(makeInvoiceDetail({ id, number, vendor, total, ...paid }));
    }
    if (path === API_PATHS.payInvoices && request.method.toUpperCase() === 'POST') {
      payments.push(request);
      const body = JSON.parse(String(request.body)) as Parameters<NonNullable<Serve['pay']>>[0];
      return pay ? pay(body) : failure(500, {});
    }
    return failure(404, {});
  });
  return { payments, bodies: () => payments.map((request) => JSON.parse(String(request.body)) as unknown) };
}

const checkbox = (of: InvoiceSummary) => screen.getByRole('checkbox', { name: `Select ${of.number} to pay` });
const bar = () => screen.getByRole('region', { name: 'Selected invoices' });

describe('the selection of payable invoices', () => {
  test('sums per currency and plans one charge per vendor and currency', () => {
    expect(totalsPerCurrency([FIRST, SECOND, THIRD])).toEqual([
      { currency: 'USD', added_value: 150_050 },
      { currency: 'EUR', added_value: 20_000 },
    ]);
    expect(
      plannedCharges([FIRST, THIRD, SECOND]).map(({ vendorName, total, invoiceNumbers }) => ({ vendorName, total, invoiceNumbers })),
    ).toEqual([
      { vendorName: 'Contoso Engineering', total: { currency: 'EUR', added_value: 20_000 }, invoiceNumbers: ['INV-2026-0103'] },
      {
        vendorName: 'Northwind Devs',
        total: { currency: 'USD', added_value: 150_050 },
        invoiceNumbers: ['INV-2026-0101', 'INV-2026-0102'],
      },
    ]);
  });

  test('payable rows get a checkbox; select all takes the page, the bar counts and totals per currency', async () => {
    serve({});
    const view = renderBilling('/invoices');
    await screen.findByRole('link', { name: FIRST.number });
    // Paid, or with a payment on its way: nothing to select.
    expect(screen.queryByRole('checkbox', { name: `Select ${PAID.number} to pay` })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: `Select ${ON_ITS_WAY.number} to pay` })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected invoices' })).not.toBeInTheDocument();

    // Ticking a box does not open the invoice.
    await view.user.click(checkbox(FIRST));
    expect(view.router.state.location.pathname).toBe('/invoices');
    expect(bar()).toHaveTextContent('1 invoice selected');
    expect(bar()).toHaveTextContent('Total $1,000.00');

    const all = screen.getByRole('checkbox', { name: SELECT_PAGE_LABEL });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await view.user.click(all);
    expect(bar()).toHaveTextContent('3 invoices selected');
    expect(bar()).toHaveTextContent('Total $1,500.50 + €200.00');
    await view.user.click(all);
    expect(screen.queryByRole('region', { name: 'Selected invoices' })).not.toBeInTheDocument();
  });

  test('the selection survives paging; Clear empties it', async () => {
    serve({ pages: [[FIRST, SECOND], [NEXT_PAGE]] });
    const view = renderBilling('/invoices');
    await screen.findByRole('link', { name: FIRST.number });
    await view.user.click(checkbox(FIRST));
    await view.user.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByRole('link', { name: NEXT_PAGE.number });
    await view.user.click(checkbox(NEXT_PAGE));
    expect(bar()).toHaveTextContent('2 invoices selected');
    expect(bar()).toHaveTextContent('Total $1,010.00');
    await view.user.click(screen.getByRole('button', { name: /previous/i }));
    await screen.findByRole('link', { name: FIRST.number });
    expect(checkbox(FIRST)).toBeChecked();
    await view.user.click(within(bar()).getByRole('button', { name: 'Clear' }));
    expect(checkbox(FIRST)).not.toBeChecked();
  });
});

test('the selection survives filtering: invoices the filters hide stay selected and counted', async () => {
  serve({});
  const view = renderBilling('/invoices');
  await screen.findByRole('link', { name: FIRST.number });
  await view.user.click(checkbox(FIRST));
  await view.user.click(checkbox(THIRD));
  await act(() => view.router.navigate('/invoices?status=overdue'));
  await waitFor(() => expect(view.router.state.location.search).toBe('?status=overdue'));
  expect(bar()).toHaveTextContent('2 invoices selected');
  expect(bar()).toHaveTextContent('Total $1,000.00 + €200.00');
});

describe('Pay selected', () => {
  async function openDialog(view: ReturnType<typeof renderBilling>, invoices: InvoiceSummary[]) {
    await screen.findByRole('link', { name: FIRST.number });
    for (const of of invoices) await view.user.click(checkbox(of));
    await view.user.click(within(bar()).getByRole('button', { name: 'Pay selected' }));
    return screen.findByRole('dialog', { name: 'Pay selected invoices' });
  }

  test('shows the charges, preselects the default, explains an unverified account, and pays once however often it is clicked', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const { bodies } = serve({ pay: () => new Promise((resolve) => (answer = resolve)), settled: new Set([SECOND.id, THIRD.id]) });
    const view = renderBilling('/invoices');
    const dialog = await openDialog(view, [FIRST, SECOND, THIRD]);

    const charges = within(dialog).getAllByRole('listitem');
    expect(charges.map((item) => item.textContent)).toEqual([
      'Contoso EngineeringINV-2026-0103€200.00',
      'Northwind DevsINV-2026-0101, INV-2026-0102$1,500.50',
    ]);
    expect(await within(dialog).findByRole('radio', { name: 'Bank account •••• 6789 (default)' })).toBeChecked();
    const waiting = within(dialog).getByRole('radio', { name: 'Bank account •••• 1116' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription(/verify it on Billing › Payment methods/);
    expect(within(dialog).getByRole('radio', { name: 'Visa •••• 4242' })).toBeEnabled();
    // A bank account pays dollars only: the euro invoice would be skipped, which the dialog tells before paying.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('the EUR invoices will be skipped');
    await view.user.click(within(dialog).getByRole('radio', { name: 'Visa •••• 4242' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Bank account •••• 6789 (default)' }));

    const confirm = within(dialog).getByRole('button', { name: 'Pay 3 invoices' });
    // A double click: both clicks land before the dialog re-renders with the button disabled.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toEqual({ invoice_ids: [FIRST.id, SECOND.id, THIRD.id], method: { type: 'bank_account', id: ACCOUNT.id } });
    expect(within(dialog).getByRole('button', { name: 'Pay 3 invoices' })).toBeDisabled();

    const result: PayInvoicesResult = {
      invoices: [outcome(FIRST, 'processing'), outcome(SECOND, 'processing'), outcome(THIRD, 'processing')],
      charges: [
        {
          reference: 'CHG-1',
          vendor_name: NORTHWIND.name,
          amount: { currency: 'USD', added_value: 150_050 },
          status: 'processing',
          invoice_ids: [FIRST.id, SECOND.id],
          message: null,
        },
        {
          reference: 'CHG-2',
          vendor_name: CONTOSO.name,
          amount: { currency: 'EUR', added_value: 20_000 },
          status: 'processing',
          invoice_ids: [THIRD.id],
          message: null,
        },
      ],
    };
    answer(ok(result));
    const done = await screen.findByRole('dialog', { name: 'Payment of the selected invoices' });
    const outcomes = within(within(done).getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(outcomes).toHaveLength(3);
    expect(outcomes[0]).toHaveTextContent('Processing — paid when the bank debit settles');
    // A debit that settled shows on its invoice: its line says Paid; a charge, once all of its invoices are.
    await waitFor(() => expect(outcomes[1]).toHaveTextContent(/Paid$/));
    await waitFor(() => expect(outcomes[2]).toHaveTextContent(/Paid$/));
    const chargeLines = within(within(done).getByRole('list', { name: 'Charges' })).getAllByRole('listitem');
    expect(chargeLines[0]).toHaveTextContent(/CHG-1 · Processing$/);
    expect(chargeLines[1]).toHaveTextContent(/CHG-2 · Paid$/);
    expect(within(within(done).getByRole('list', { name: 'Charges' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(done).queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
    // The selection is cleared once paid.
    expect(screen.queryByRole('region', { name: 'Selected invoices' })).not.toBeInTheDocument();
    await view.user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('failures and skips are told per invoice; Retry failed sends only the failed ones with the method now chosen', async () => {
    const { bodies } = serve({
      pay: (body) =>
        body.method.type === 'card'
          ? ok({
              invoices: [
                outcome(FIRST, 'failed', 'Your card was declined.'),
                outcome(SECOND, 'succeeded'),
                outcome(THIRD, 'skipped', 'This invoice is already paid.'),
              ],
              charges: [],
            })
          : ok({ invoices: [outcome(FIRST, 'processing')], charges: [] }),
    });
    const view = renderBilling('/invoices');
    const dialog = await openDialog(view, [FIRST, SECOND, THIRD]);
    await view.user.click(await within(dialog).findByRole('radio', { name: 'Visa •••• 4242' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Pay 3 invoices' }));

    const done = await screen.findByRole('dialog', { name: 'Payment of the selected invoices' });
    const outcomes = () =>
      within(within(done).getByRole('list', { name: 'Invoices' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(outcomes()).toEqual([
      expect.stringContaining('Failed: Your card was declined.'),
      expect.stringContaining('Paid'),
      expect.stringContaining('Skipped: This invoice is already paid.'),
    ]);
    await view.user.click(within(done).getByRole('radio', { name: 'Bank account •••• 6789 (default)' }));
    await view.user.click(within(done).getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() => expect(outcomes()[0]).toContain('Processing — paid when the bank debit settles'));
    expect(bodies()[1]).toEqual({ invoice_ids: [FIRST.id], method: { type: 'bank_account', id: ACCOUNT.id } });
    expect(within(done).queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  });

  test('a refusal of the method shows beside it; without a usable method, the way to Billing › Payment methods', async () => {
    serve({
      pay: () =>
        failure(422, {
          message: 'This bank account is not verified.',
          errors: [{ property: 'method', message: 'This bank account is not verified.' }],
        }),
    });
    const view = renderBilling('/invoices');
    const dialog = await openDialog(view, [FIRST]);
    await within(dialog).findByRole('radio', { name: 'Bank account •••• 6789 (default)' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Pay 1 invoice' }));
    expect(await within(dialog).findByText('This bank account is not verified.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pay selected invoices' })).toBeInTheDocument();

    server?.restore();
    serve({ saved: methods([WAITING]) });
    const other = renderBilling('/invoices');
    const empty = await openDialog(other, [FIRST]);
    expect(await within(empty).findByRole('link', { name: 'Add one on Billing › Payment methods' })).toHaveAttribute(
      'href',
      '/invoices/payment-methods',
    );
    expect(within(empty).getByRole('button', { name: 'Pay 1 invoice' })).toBeDisabled();
  });
});
