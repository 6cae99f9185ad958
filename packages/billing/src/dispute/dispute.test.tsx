import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, apiPath, type Dispute, type InvoiceDetail, type InvoiceDispute, type InvoiceTimelineEntry } from '@portal/api-schema';
import { DISPUTE_TEXTS } from '@portal/api-schema/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { invoicePath } from '../billing-api';
import { makeInvoiceDetail } from '../testing/invoice-fixtures';
import { renderBilling } from '../testing/render-billing';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const INVOICE = makeInvoiceDetail();
const PAGE = `/invoices/${INVOICE.id}`;
const DISPUTE_URL = apiPath(API_PATHS.invoiceDispute, { id: INVOICE.id });
const RAISE_URL = apiPath(API_PATHS.invoiceDisputes, { id: INVOICE.id });
const MESSAGES_URL = apiPath(API_PATHS.invoiceDisputeMessages, { id: INVOICE.id });

const OPEN_DISPUTE: Dispute = {
  id: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  status: 'open',
  reason: 'hours_or_rate',
  invoice_status_before: 'open',
  created_at: '2026-11-02T10:00:00.000Z',
  settled_at: null,
  credit_note: null,
  messages: [
    {
      id: '6e7f8091-2b3c-4d4e-9f50-6b7c8d9e0f1a',
      author: 'customer',
      author_name: 'Fran Finance',
      body: 'We were billed 160 hours;\nthe timesheet says 140.',
      created_at: '2026-11-02T10:00:00.000Z',
      attachment: { name: 'timesheet.pdf', content_type: 'application/pdf', size_bytes: 2048, url: '/api/attachment/1' },
    },
  ],
};

const ADJUSTED: Dispute = {
  ...OPEN_DISPUTE,
  status: 'adjusted',
  settled_at: '2026-11-03T09:00:00.000Z',
  credit_note: { number: 'CN-INV-2026-0042', amount: { currency: 'USD', added_value: 12000 } },
  messages: [
    ...OPEN_DISPUTE.messages,
    {
      id: '7f8091a2-3c4d-4e5f-8a61-7c8d9e0f1a2b',
      author: 'vendor',
      author_name: 'Northwind Devs',
      body: 'We have issued a credit note for 10% of the subtotal.',
      created_at: '2026-11-03T09:00:00.000Z',
      attachment: null,
    },
  ],
};

/** The page's fake API: the invoice, its timeline (empty) and its dispute; `handle` answers the rest. */
function fakeDisputeApi(
  state: { invoice: InvoiceDetail; dispute: InvoiceDispute },
  handle: (request: RecordedRequest) => ReturnType<typeof ok> | undefined = () => undefined,
): FakeServer {
  return fakeApi((request) => {
    const answer = handle(request);
    if (answer) return answer;
    if (request.url === DISPUTE_URL) return ok(state.dispute);
    if (request.url === apiPath(API_PATHS.invoiceTimeline, { id: INVOICE.id })) return ok([]);
    if (request.url === invoicePath(INVOICE.id)) return ok(state.invoice);
    return failure(404, { message: 'Not found' });
  });
}

const posts = (url: string) => (server?.requests ?? []).filter((request) => request.method === 'POST' && request.url === url);

describe('disputing an invoice', () => {
  test('the dialog shows its errors next to its fields, then sends the reason, the words and the file once', async () => {
    const state = { invoice: INVOICE, dispute: { can_raise: true, dispute: null } as InvoiceDispute };
    server = fakeDisputeApi(state, (request) => {
      if (request.method !== 'POST' || request.url !== RAISE_URL) return undefined;
      state.invoice = makeInvoiceDetail({ status: 'disputed', can_pay: false });
      state.dispute = { can_raise: false, dispute: OPEN_DISPUTE };
      return ok(state.dispute);
    });
    const view = renderBilling(PAGE);

    await view.user.click(await screen.findByRole('button', { name: DISPUTE_TEXTS.action }));
    const dialog = await screen.findByRole('dialog', { name: DISPUTE_TEXTS.dialogTitle });
    await view.user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText(DISPUTE_TEXTS.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(DISPUTE_TEXTS.messageRequired)).toBeInTheDocument();
    expect(posts(RAISE_URL)).toHaveLength(0);

    await view.user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Hours or rate billed wrongly' }));
    await view.user.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'We were billed 160 hours.');
    const file = new File(['%PDF-1.7 timesheet'], 'timesheet.pdf', { type: 'application/pdf' });
    await view.user.upload(within(dialog).getByLabelText('Attachment file'), file);
    expect(within(dialog).getByText(/timesheet\.pdf/)).toBeInTheDocument();

    const send = within(dialog).getByRole('button', { name: 'Send dispute' });
    await view.user.dblClick(send);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISPUTE_TEXTS.dialogTitle })).not.toBeInTheDocument());
    expect(posts(RAISE_URL)).toHaveLength(1);
    expect(JSON.parse(String(posts(RAISE_URL)[0]?.body))).toEqual({
      reason: 'hours_or_rate',
      message: 'We were billed 160 hours.',
      attachment: { name: 'timesheet.pdf', content_base64: Buffer.from('%PDF-1.7 timesheet').toString('base64') },
    });
    expect(await screen.findByText(DISPUTE_TEXTS.raised)).toBeInTheDocument();
    // The invoice is Disputed now: the thread shows, Pay and Dispute are not offered, and the reason is said.
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(panel).getByText(DISPUTE_TEXTS.payBlocked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DISPUTE_TEXTS.action })).not.toBeInTheDocument();
  });

  test("the server's refusal of the file is shown beside the file field", async () => {
    const state = { invoice: INVOICE, dispute: { can_raise: true, dispute: null } as InvoiceDispute };
    server = fakeDisputeApi(state, (request) =>
      request.method === 'POST' && request.url === RAISE_URL
        ? failure(422, {
            message: 'Check the highlighted fields.',
            errors: [{ property: 'attachment', message: DISPUTE_TEXTS.attachmentUnknownType }],
          })
        : undefined,
    );
    const view = renderBilling(PAGE);
    await view.user.click(await screen.findByRole('button', { name: DISPUTE_TEXTS.action }));
    const dialog = await screen.findByRole('dialog', { name: DISPUTE_TEXTS.dialogTitle });
    await view.user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Something else' }));
    await view.user.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'See the file.');
    await view.user.upload(within(dialog).getByLabelText('Attachment file'), new File(['GIF89a'], 'scan.pdf', { type: 'application/pdf' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText(DISPUTE_TEXTS.attachmentUnknownType)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Choose another file/ })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a file too large or of another kind is refused before it is sent', async () => {
    server = fakeDisputeApi({ invoice: INVOICE, dispute: { can_raise: true, dispute: null } });
    const view = renderBilling(PAGE);
    await view.user.click(await screen.findByRole('button', { name: DISPUTE_TEXTS.action }));
    const dialog = await screen.findByRole('dialog', { name: DISPUTE_TEXTS.dialogTitle });
    // The picker offers PDFs and images only, so a Word file is given as a drop would.
    await act(async () => {
      const input = within(dialog).getByLabelText<HTMLInputElement>('Attachment file');
      Object.defineProperty(input, 'files', { value: [new File(['x'], 'notes.docx', { type: 'application/msword' })], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText(DISPUTE_TEXTS.attachmentUnknownType)).toBeInTheDocument();
    expect(posts(RAISE_URL)).toHaveLength(0);
  });
});

describe('a disputed invoice', () => {
  test('shows the thread with its files, why Pay is not offered, and sends a reply once', async () => {
    const state = {
      invoice: makeInvoiceDetail({ status: 'disputed', can_pay: false }),
      dispute: { can_raise: false, dispute: OPEN_DISPUTE } as InvoiceDispute,
    };
    server = fakeDisputeApi(state, (request) =>
      request.method === 'POST' && request.url === MESSAGES_URL ? ok(state.dispute) : undefined,
    );
    const view = renderBilling(PAGE);

    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(panel).getByText(`Disputed: waiting for ${INVOICE.vendor.name} to answer`)).toBeInTheDocument();
    expect(within(panel).getByText(DISPUTE_TEXTS.payBlocked)).toBeInTheDocument();
    const messages = within(within(panel).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toHaveTextContent('Fran Finance');
    expect(messages[0]).toHaveTextContent('We were billed 160 hours;');
    expect(within(messages[0]!).getByRole('button', { name: 'Download timesheet.pdf' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();

    const reply = within(panel).getByRole('form', { name: 'Add a message' });
    await view.user.click(within(reply).getByRole('button', { name: 'Send message' }));
    expect(await within(reply).findByText(DISPUTE_TEXTS.messageRequired)).toBeInTheDocument();
    await view.user.type(within(reply).getByRole('textbox', { name: 'Add a message' }), 'Signed timesheet attached.');
    await view.user.click(within(reply).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(posts(MESSAGES_URL)).toHaveLength(1));
    expect(JSON.parse(String(posts(MESSAGES_URL)[0]?.body))).toEqual({ message: 'Signed timesheet attached.', attachment: null });
    await waitFor(() => expect(within(reply).getByRole('textbox', { name: 'Add a message' })).toHaveValue(''));
  });

  test('shows the outcome once the vendor adjusts it: the credit note, its amount and the new total, and no reply', async () => {
    server = fakeDisputeApi({
      invoice: makeInvoiceDetail({ status: 'open', total: { currency: 'USD', added_value: 111450 } }),
      dispute: { can_raise: true, dispute: ADJUSTED },
    });
    renderBilling(PAGE);
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(panel).getByText('Adjusted by credit note CN-INV-2026-0042')).toBeInTheDocument();
    expect(panel).toHaveTextContent('credited $120.00');
    expect(panel).toHaveTextContent('The invoice now totals $1,114.50.');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByRole('form', { name: 'Add a message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  test('resolved as billed', async () => {
    server = fakeDisputeApi({
      invoice: INVOICE,
      dispute: { can_raise: true, dispute: { ...OPEN_DISPUTE, status: 'resolved', settled_at: '2026-11-03T09:00:00.000Z' } },
    });
    renderBilling(PAGE);
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(panel).getByText('Resolved as billed')).toBeInTheDocument();
    expect(panel).toHaveTextContent('the invoice stands as issued, $1,234.50');
  });
});

describe("a dispute's steps on the timeline", () => {
  test('raised with its reason, the vendor answered, adjusted by the credit note', async () => {
    const entry = (id: string, kind: InvoiceTimelineEntry['kind'], message: string | null): InvoiceTimelineEntry => ({
      id,
      kind,
      at: '2026-11-02T10:00:00.000Z',
      reference: null,
      method: null,
      bank_account_last4: null,
      card_last4: null,
      charge: null,
      status: null,
      message,
    });
    server = fakeDisputeApi({ invoice: INVOICE, dispute: { can_raise: true, dispute: ADJUSTED } }, (request) =>
      request.url === apiPath(API_PATHS.invoiceTimeline, { id: INVOICE.id })
        ? ok([
            entry('r', 'dispute_raised', 'Hours or rate billed wrongly'),
            entry('a', 'dispute_answered', null),
            entry('c', 'dispute_adjusted', 'CN-INV-2026-0042'),
            entry('s', 'dispute_resolved', null),
          ])
        : undefined,
    );
    renderBilling(PAGE);
    const section = await screen.findByRole('region', { name: 'Payment timeline' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Dispute raised',
      'Vendor answered',
      'Adjusted by credit note CN-INV-2026-0042',
      'Resolved as billed',
    ]);
    expect(items[0]).toHaveTextContent('Hours or rate billed wrongly');
    expect(within(items[2]!).getAllByText(/CN-INV-2026-0042/)).toHaveLength(1);
  });
});
