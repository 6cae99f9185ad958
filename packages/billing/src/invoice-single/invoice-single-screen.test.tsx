import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { userWithRoles } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import { acceptDeliveryQuestion, API_PATHS, apiPath, type InvoiceDetail, type InvoiceTimelineEntry } from '@portal/api-schema';
import { formatDate, formatDateTime } from '@portal/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { billingApi, invoicePath } from '../billing-api';
import { makeInvoiceDetail } from '../testing/invoice-fixtures';
import { renderBilling } from '../testing/render-billing';
import { deliveryAcceptedText } from './accept-delivery-action';

interface PayInvoiceProps {
  invoice: InvoiceDetail;
  open: boolean;
  onClose(): void;
  onPaid(): void;
}

// The payment flow is its own module, loaded on the first click on Pay; here a stand-in records
// when it is loaded and what it is given.
const payInvoiceLoads = jest.fn();
jest.unstable_mockModule('../payment/pay-invoice', () => {
  payInvoiceLoads();
  return {
    default: ({ invoice, open, onClose, onPaid }: PayInvoiceProps) =>
      open ? (
        <div role="dialog" aria-label={`Pay ${invoice.number}`}>
          <button onClick={onPaid}>Finish payment</button>
          <button onClick={onClose}>Close payment</button>
        </div>
      ) : null,
  };
});

let server: FakeServer | undefined;
afterEach(() => server?.restore());
beforeEach(() => {
  payInvoiceLoads.mockClear();
});

const INVOICE = makeInvoiceDetail();
const PAGE = `/invoices/${INVOICE.id}`;

const TIMELINE: InvoiceTimelineEntry[] = [
  {
    id: 'issued',
    kind: 'issued',
    at: '2026-10-01',
    reference: null,
    method: null,
    bank_account_last4: null,
    card_last4: null,
    charge: null,
    status: null,
    message: null,
  },
  {
    id: 'p1',
    kind: 'payment_started',
    at: '2026-10-05T14:30:00.000Z',
    reference: 'PAY-1',
    method: 'Credit or debit card',
    bank_account_last4: null,
    card_last4: null,
    charge: null,
    status: null,
    message: null,
  },
  {
    id: 'p1-failed',
    kind: 'payment_failed',
    at: '2026-10-05T14:31:00.000Z',
    reference: 'PAY-1',
    method: 'Credit or debit card',
    bank_account_last4: null,
    card_last4: null,
    charge: null,
    status: null,
    message: 'Your card was declined.',
  },
  {
    id: 'e1',
    kind: 'ach_deposits_sent',
    at: '2026-10-06T09:00:00.000Z',
    reference: 'PAY-2',
    method: 'Bank transfer (ACH)',
    bank_account_last4: '4444',
    card_last4: null,
    charge: null,
    status: null,
    message: null,
  },
  {
    id: 'paid',
    kind: 'paid',
    at: '2026-10-09T18:00:00.000Z',
    reference: null,
    method: null,
    bank_account_last4: null,
    card_last4: null,
    charge: null,
    status: null,
    message: null,
  },
];

/** The fake API of the page: the timeline at its own path, everything else from `handler`. */
function fakeInvoiceApi(handler: Parameters<typeof fakeApi>[0]): FakeServer {
  return fakeApi((request) => (request.url === apiPath(API_PATHS.invoiceTimeline, { id: INVOICE.id }) ? ok(TIMELINE) : handler(request)));
}

function invoiceRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.method === 'GET' && request.url === invoicePath(INVOICE.id));
}

describe('invoice page', () => {
  test('shows the invoice: number, vendor, dates, period, status, description and totals', async () => {
    server = fakeInvoiceApi(() => ok(INVOICE));
    renderBilling(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0042' })).toBeInTheDocument();
    // The content comes one render after the heading.
    const details = (await screen.findByText('Vendor')).closest('dl') as HTMLElement;
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Vendor')).toBe('Northwind Devs');
    expect(value('Issued')).toBe('Oct 1, 2026');
    expect(value('Due')).toBe('Oct 31, 2026');
    expect(value('Period')).toBe('Sep 1, 2026 – Sep 30, 2026');
    expect(value('Status')).toBe('Open');
    expect(screen.getByText('Development services, September')).toBeInTheDocument();

    const totals = within(screen.getByRole('list', { name: 'Totals' })).getAllByRole('listitem');
    expect(totals.map((item) => item.textContent)).toEqual(['Subtotal$1,200.00', 'Service fee$34.50', 'Total$1,234.50']);
    expect(within(totals[2]!).getByText('$1,234.50').tagName).toBe('STRONG');
    expect(within(totals[0]!).getByText('$1,200.00').tagName).not.toBe('STRONG');
  });

  test('shows the line items: developer, period, hours or quantity, rate and amount, then the totals they add up to', async () => {
    server = fakeInvoiceApi(() => ok(INVOICE));
    renderBilling(PAGE);

    const table = await screen.findByRole('table', { name: 'Line items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Developer or item', 'Period', 'Hours / qty', 'Rate', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual([
      ['Ada LovelaceSenior backend developer', 'Sep 1, 2026 – Sep 30, 2026', '140.5 hours', '$80.00 / hour', '$1,124.00'],
      ['Cloud hosting', '—', '1 item', '$76.00', '$76.00'],
    ]);
    const subtotal = INVOICE.totals.find((line) => line.slug === 'subtotal')?.added_value;
    expect(INVOICE.line_items.reduce((sum, line) => sum + line.amount.added_value, 0)).toBe(subtotal);
    // The totals follow the lines.
    expect(table.compareDocumentPosition(screen.getByRole('list', { name: 'Totals' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('names both parties with their addresses and tax ids, the PO number and the cost centre', async () => {
    server = fakeInvoiceApi(() => ok(INVOICE));
    renderBilling(PAGE);

    const from = await screen.findByRole('region', { name: 'From' });
    expect(from).toHaveTextContent('Northwind Devs LLC1201 Third AvenueSeattle, WA 98101United StatesTax ID: EIN 91-2234871');
    expect(within(from).getByText('Seattle, WA 98101').closest('address')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Bill to' })).toHaveTextContent(
      'Acme Robotics, Inc.PO Box 773194120 San FranciscoTax ID: 94-3187642',
    );
    const references = screen.getByRole('region', { name: 'References' });
    expect(references).toHaveTextContent("PO numberPO-2026-0415Company's default");
    expect(references).toHaveTextContent("Cost centreCC-4100 EngineeringCompany's default");
  });

  test('links the contract for a user who may open contracts, and names it for one who may not', async () => {
    server = fakeInvoiceApi(() => ok(INVOICE));
    const { unmount } = renderBilling(PAGE);
    const link = await screen.findByRole('link', { name: 'CTR-2026-0007 · Senior backend developer' });
    expect(link).toHaveAttribute('href', '/contracts/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d');
    unmount();

    renderBilling(PAGE, userWithRoles(['invoices']));
    const details = (await screen.findByText('Contract')).closest('dl') as HTMLElement;
    expect(within(details).getByText('Contract').nextElementSibling?.textContent).toBe('CTR-2026-0007 · Senior backend developer');
    expect(screen.queryByRole('link', { name: /CTR-2026-0007/ })).not.toBeInTheDocument();
  });

  test('an invoice without a contract, lines, PO number or cost centre says so', async () => {
    server = fakeInvoiceApi(() =>
      ok(
        makeInvoiceDetail({
          contract: null,
          line_items: [],
          po_number: '',
          cost_centre: '',
          references: {
            po_number: { value: '', is_company_default: false, company_default: '' },
            cost_centre: { value: '', is_company_default: false, company_default: '' },
          },
        }),
      ),
    );
    renderBilling(PAGE);

    expect(await screen.findByText('This invoice lists no line items.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Line items' })).not.toBeInTheDocument();
    const references = screen.getByRole('region', { name: 'References' });
    expect(references).toHaveTextContent('PO numberNot set');
    expect(references).toHaveTextContent('Cost centreNot set');
    expect(screen.queryByText('Contract')).not.toBeInTheDocument();
  });

  test("shows the payment timeline in order, with methods, reasons and times in the viewer's zone", async () => {
    server = fakeInvoiceApi(() => ok(INVOICE));
    renderBilling(PAGE);

    const section = await screen.findByRole('region', { name: 'Payment timeline' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Invoice issued',
      'Payment started: Credit or debit card',
      'Payment failed',
      'Two deposits sent to bank account •••• 4444 to verify it',
      'Invoice paid',
    ]);
    expect(items[0]).toHaveTextContent('Oct 1, 2026');
    expect(items[2]).toHaveTextContent('Your card was declined.');
    expect(items[2]).toHaveTextContent('Reference PAY-1');
    const paidTime = within(items[4]!).getByText(formatDateTime('2026-10-09T18:00:00.000Z'));
    expect(paidTime.tagName).toBe('TIME');
    expect(paidTime).toHaveAttribute('datetime', '2026-10-09T18:00:00.000Z');
  });

  test('a payment made in one charge with other invoices names the card, the charge and the others; autopay says so', async () => {
    const charged: InvoiceTimelineEntry = {
      ...TIMELINE[1]!,
      id: 'c1',
      reference: 'PAY-7',
      card_last4: '4242',
      charge: { reference: 'CHG-1', invoice_count: 3, amount: { currency: 'USD', added_value: 165050 }, autopay: false },
    };
    const byAutopay: InvoiceTimelineEntry = {
      ...TIMELINE[1]!,
      id: 'c2',
      reference: 'PAY-8',
      method: 'Bank transfer (ACH)',
      bank_account_last4: '6789',
      charge: { reference: 'CHG-2', invoice_count: 1, amount: { currency: 'USD', added_value: 40000 }, autopay: true },
    };
    server = fakeApi((request) =>
      request.url === apiPath(API_PATHS.invoiceTimeline, { id: INVOICE.id }) ? ok([TIMELINE[0], charged, byAutopay]) : ok(INVOICE),
    );
    renderBilling(PAGE);

    const section = await screen.findByRole('region', { name: 'Payment timeline' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    const [, first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('Payment started: Credit or debit card');
    expect(first).toHaveTextContent('Card •••• 4242');
    expect(first).toHaveTextContent('Charged $1,650.50 as CHG-1, with 2 other invoices of the vendor');
    expect(second).toHaveTextContent('Autopay started a payment: Bank transfer (ACH)');
    expect(second).toHaveTextContent('Bank account •••• 6789');
    expect(second).toHaveTextContent('Charged $400.00 as CHG-2');
  });

  test('offers Pay only when the invoice can be paid', async () => {
    server = fakeInvoiceApi(() => ok(makeInvoiceDetail({ can_pay: false, status: 'paid' })));
    renderBilling(PAGE);

    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0042' });
    // The actions come one render after the heading: wait for them before asserting absences.
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept delivery' })).not.toBeInTheDocument();
  });

  test('a wire on its way: the notice says when, how much, how and the reference; Pay is not offered', async () => {
    const onItsWay = makeInvoiceDetail({
      can_pay: false,
      payment_on_its_way: {
        payment_reference: 'PAY-9',
        reference: 'INV-2026-0042',
        method: 'SWIFT wire (Payoneer)',
        method_kind: 'wire',
        started_at: '2026-11-20T12:00:00.000Z',
        amount: { currency: 'USD', added_value: 123450 },
      },
    });
    server = fakeApi((request) =>
      request.url === apiPath(API_PATHS.invoiceTimeline, { id: INVOICE.id })
        ? ok([TIMELINE[0], { ...TIMELINE[1], id: 'w1', kind: 'wire_announced', method: 'SWIFT wire (Payoneer)', reference: 'PAY-9' }])
        : ok(onItsWay),
    );
    renderBilling(PAGE);

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Payment on its way');
    expect(notice).toHaveTextContent(
      `Wire announced on ${formatDate('2026-11-20T12:00:00.000Z')}: $1,234.50 by SWIFT wire (Payoneer), reference INV-2026-0042. We are waiting for the vendor to confirm receipt`,
    );
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Payment timeline' });
    expect(await within(section).findByText('Wire announced: SWIFT wire (Payoneer)')).toBeInTheDocument();
  });

  test('loads the payment flow on the first click on Pay and reloads the invoice once paid', async () => {
    server = fakeInvoiceApi(() => ok(INVOICE));
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(payInvoiceLoads).toHaveBeenCalledTimes(1));
    const before = invoiceRequests(server.requests).length;

    await view.user.click(await screen.findByRole('button', { name: 'Finish payment' }));
    await waitFor(() => expect(invoiceRequests(server?.requests ?? []).length).toBe(before + 1));
    expect(screen.queryByRole('dialog', { name: 'Pay INV-2026-0042' })).not.toBeInTheDocument();
  });

  test('the payment flow is not loaded before Pay is clicked', async () => {
    server = fakeInvoiceApi(() => ok(INVOICE));
    renderBilling(PAGE);

    await screen.findByRole('button', { name: 'Pay' });
    expect(payInvoiceLoads).not.toHaveBeenCalled();
  });

  test('reads Verify bank account while an ACH payment waits for its deposits', async () => {
    server = fakeInvoiceApi(() => ok(makeInvoiceDetail({ pending_ach: { reference: 'pay_123', bank_account_id: INVOICE.id } })));
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByRole('dialog', { name: 'Pay INV-2026-0042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  test('offers Verify bank account for an invoice that waits for its ACH deposits, though it cannot be paid otherwise', async () => {
    server = fakeInvoiceApi(() =>
      ok(
        makeInvoiceDetail({
          status: 'ach_verification_pending',
          can_pay: false,
          pending_ach: { reference: 'pay_123', bank_account_id: INVOICE.id },
        }),
      ),
    );
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByRole('dialog', { name: 'Pay INV-2026-0042' })).toBeInTheDocument();
  });

  test('the payment flow stays open to its last step when the payment changes the invoice', async () => {
    let invoice: InvoiceDetail = INVOICE;
    server = fakeInvoiceApi(() => ok(invoice));
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: 'Pay INV-2026-0042' });
    const before = invoiceRequests(server.requests).length;

    invoice = makeInvoiceDetail({ status: 'paid', can_pay: false });
    view.store.dispatch(billingApi.util.invalidateTags([{ type: 'Invoice', id: INVOICE.id }]));
    await waitFor(() => expect(invoiceRequests(server?.requests ?? []).length).toBe(before + 1));
    await screen.findByText('Paid');

    expect(screen.getByRole('dialog', { name: 'Pay INV-2026-0042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  test('accepting delivery asks first, sends once however often Confirm is hit, then shows the new status', async () => {
    let accepted = false;
    let releaseAccept: (() => void) | undefined;
    const inEscrow = makeInvoiceDetail({ status: 'in_escrow', can_pay: false, can_accept_delivery: true });
    const afterAccept = makeInvoiceDetail({ status: 'delivery_accepted', can_pay: false, can_accept_delivery: false });
    server = fakeInvoiceApi((request) => {
      if (request.method === 'POST' && request.url === apiPath(API_PATHS.acceptDelivery, { id: INVOICE.id })) {
        return new Promise((resolve) => {
          releaseAccept = () => {
            accepted = true;
            resolve(ok(afterAccept));
          };
        });
      }
      return ok(accepted ? afterAccept : inEscrow);
    });
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Accept delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept delivery' });
    expect(dialog).toHaveTextContent(acceptDeliveryQuestion('Northwind Devs', 'INV-2026-0042'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Accept delivery' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Accept delivery' })).getByRole('button', {
      name: 'Confirm',
    });
    await view.user.dblClick(confirm);
    // Past the busy button's `pointer-events: none`, as a fast double tap can be.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(releaseAccept).toBeDefined());
    releaseAccept?.();

    expect(await screen.findByText(deliveryAcceptedText('INV-2026-0042'))).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept delivery' })).not.toBeInTheDocument());
    expect(screen.getByText('Delivery accepted')).toBeInTheDocument();
  });

  test('a refused acceptance is told in a toast and the dialog stays for another try', async () => {
    server = fakeInvoiceApi((request) =>
      request.method === 'POST'
        ? failure(409, { message: 'The invoice is no longer in escrow.' })
        : ok(makeInvoiceDetail({ status: 'in_escrow', can_pay: false, can_accept_delivery: true })),
    );
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Accept delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept delivery' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(view.toasts).toEqual(['The invoice is no longer in escrow.']));
    // The toast is recorded as the request fails, a moment before the mutation settles.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.queryByText(deliveryAcceptedText('INV-2026-0042'))).not.toBeInTheDocument();
  });

  test('downloads the PDF with the bearer token', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:invoice');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    server = fakeInvoiceApi(() => ok(INVOICE));
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(clicked).toEqual(['INV-2026-0042.pdf']));
    const pdfRequest = server.requests.find((request) => request.url === apiPath(API_PATHS.invoicePdf, { id: INVOICE.id }));
    expect(pdfRequest?.headers.authorization).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  test('an unknown invoice shows a not-found state with a way back to the list', async () => {
    server = fakeInvoiceApi(() => failure(404, { message: 'Not found.' }));
    const view = renderBilling(PAGE);

    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    await waitFor(() => expect(currentPath(view.router)).toBe('/invoices'));
  });

  test('shows a loading state, and offers a retry when loading fails', async () => {
    let calls = 0;
    let releaseFirst: (() => void) | undefined;
    server = fakeInvoiceApi(() => {
      calls += 1;
      if (calls > 1) return ok(INVOICE);
      return new Promise((resolve) => {
        releaseFirst = () => resolve(failure(500, {}));
      });
    });
    const view = renderBilling(PAGE);

    expect(await screen.findByRole('progressbar', { name: 'Loading the invoice' })).toBeInTheDocument();
    await waitFor(() => expect(releaseFirst).toBeDefined());
    releaseFirst?.();
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0042' })).toBeInTheDocument();
  });
});
