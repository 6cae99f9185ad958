import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  CARD_METHOD_SLUG,
  DISPUTE_LIMITS,
  DISPUTE_TEXTS,
  invoiceDetailSchema,
  invoiceDisputeSchema,
  invoiceTimelineSchema,
  spendSchema,
  type InvoiceStatus,
  TOTAL_SLUG,
} from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { companyBillingContacts } from '../company-users/tables';
import { createTestInvoice, raiseTestDispute, TEST_DISPUTE_PDF, twoPayingCompanies } from '../../testing/billing-fixtures';
import { TEST_IMAGES } from '../../testing/company-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { CREDIT_NOTE_TOTAL_SLUG } from './answer-dispute';
import { invoiceDisputes, invoices, payments } from './tables';
import { vendorDisputes } from './vendor-disputes';

let context: TestContext;
let setup: Awaited<ReturnType<typeof twoPayingCompanies>>;

beforeAll(async () => {
  context = await createTestContext();
  setup = await twoPayingCompanies(context);
}, 120_000);
afterAll(() => context?.close());

const path = (template: string, id: string, extra: Record<string, string> = {}) => apiPath(template, { id, ...extra });
const invoiceOf = (status: InvoiceStatus = 'open', totals?: { subtotal: number; fee: number }) =>
  createTestInvoice(context.db, { companyId: setup.company.companyId, vendorId: setup.company.vendorId, status }).then(async (invoice) => {
    if (!totals) return invoice;
    const total = totals.subtotal + totals.fee;
    const [row] = await context.db
      .update(invoices)
      .set({
        totalMinor: total,
        totals: [
          { slug: 'subtotal', label: 'Subtotal', currency: 'USD', added_value: totals.subtotal },
          { slug: 'platform_fee', label: 'Platform fee (5%)', currency: 'USD', added_value: totals.fee },
          { slug: TOTAL_SLUG, label: 'Total', currency: 'USD', added_value: total },
        ],
      })
      .where(eq(invoices.id, invoice.id))
      .returning();
    return row ?? invoice;
  });

function post(url: string, payload: object, token = setup.token) {
  return context.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}
function get(url: string, token = setup.token) {
  return context.app.inject({ method: 'GET', url, headers: bearer(token) });
}
async function invoiceRow(id: string) {
  const [row] = await context.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}
const auditsOf = (invoiceId: string, action: string) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, invoiceId), eq(auditLog.action, action)));

const RAISE = {
  reason: 'hours_or_rate',
  message: 'We were billed 160 hours; the timesheet says 140.',
  attachment: TEST_DISPUTE_PDF,
} as const;

describe('raising a dispute', () => {
  test('an open invoice turns Disputed with the thread, its file, one audit entry and a timeline entry', async () => {
    const invoice = await invoiceOf('open');
    const response = await post(path(API_PATHS.invoiceDisputes, invoice.id), RAISE);
    expect(response.statusCode).toBe(200);
    const { can_raise, dispute } = invoiceDisputeSchema.parse(dataOf(response));
    expect(can_raise).toBe(false);
    expect(dispute).toMatchObject({ status: 'open', reason: 'hours_or_rate', invoice_status_before: 'open', credit_note: null });
    expect(dispute?.messages).toEqual([
      expect.objectContaining({
        author: 'customer',
        author_name: 'Test User',
        body: RAISE.message,
        attachment: expect.objectContaining({ name: 'timesheet.pdf', content_type: 'application/pdf', size_bytes: expect.any(Number) }),
      }),
    ]);
    expect((await invoiceRow(invoice.id))?.status).toBe('disputed');
    expect(await auditsOf(invoice.id, 'invoice.dispute_raised')).toEqual([
      expect.objectContaining({ metadata: { from: 'open', to: 'disputed', reason: 'hours_or_rate', attachment: true } }),
    ]);

    const detail = invoiceDetailSchema.parse(dataOf(await get(path(API_PATHS.invoice, invoice.id))));
    expect(detail).toMatchObject({ status: 'disputed', can_pay: false });
    const timeline = invoiceTimelineSchema.parse(dataOf(await get(path(API_PATHS.invoiceTimeline, invoice.id))));
    expect(timeline.map((entry) => entry.kind)).toContain('dispute_raised');
    expect(timeline.find((entry) => entry.kind === 'dispute_raised')?.message).toBe('Hours or rate billed wrongly');

    // The file comes back as it was sent, as a download.
    const url = dispute?.messages[0]?.attachment?.url ?? '';
    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('timesheet.pdf');
    expect(file.rawPayload.equals(Buffer.from(TEST_DISPUTE_PDF.content_base64, 'base64'))).toBe(true);
  });

  test('an overdue or in-escrow invoice can be disputed too; the same raise again answers the open dispute', async () => {
    for (const status of ['overdue', 'in_escrow'] as const) {
      const invoice = await invoiceOf(status);
      const first = await post(path(API_PATHS.invoiceDisputes, invoice.id), RAISE);
      const again = await post(path(API_PATHS.invoiceDisputes, invoice.id), RAISE);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(dataOf(again)).toEqual(dataOf(first));
      expect(await auditsOf(invoice.id, 'invoice.dispute_raised')).toHaveLength(1);
      const other = await post(path(API_PATHS.invoiceDisputes, invoice.id), { ...RAISE, reason: 'billed_twice' });
      expect(other.statusCode).toBe(409);
      expect(dataOf(other)).toEqual({ message: DISPUTE_TEXTS.alreadyDisputed });
    }
  });

  test('bad input is 422 with one message per field, and changes nothing', async () => {
    const invoice = await invoiceOf('open');
    const url = path(API_PATHS.invoiceDisputes, invoice.id);
    const cases: Array<[object, string, string]> = [
      [{ ...RAISE, reason: 'because' }, 'reason', DISPUTE_TEXTS.reasonRequired],
      [{ ...RAISE, message: '   ' }, 'message', DISPUTE_TEXTS.messageRequired],
      [{ ...RAISE, message: 'x'.repeat(DISPUTE_LIMITS.messageMaxLength + 1) }, 'message', DISPUTE_TEXTS.messageTooLong],
      [
        { ...RAISE, attachment: { name: 'page.html', content_base64: TEST_IMAGES.html.toString('base64') } },
        'attachment',
        DISPUTE_TEXTS.attachmentUnknownType,
      ],
      [
        { ...RAISE, attachment: { name: 'photo.webp', content_base64: TEST_IMAGES.webp.toString('base64') } },
        'attachment',
        DISPUTE_TEXTS.attachmentUnknownType,
      ],
      [{ ...RAISE, attachment: { name: 'empty.pdf', content_base64: '' } }, 'attachment', DISPUTE_TEXTS.attachmentEmpty],
      [
        { ...RAISE, attachment: { name: 'x.pdf', content_base64: 'not base64!' } },
        'attachment.content_base64',
        DISPUTE_TEXTS.attachmentNotBase64,
      ],
    ];
    for (const [payload, property, message] of cases) {
      const response = await post(url, payload);
      expect({ status: response.statusCode, errors: (dataOf(response) as { errors?: unknown }).errors }).toEqual({
        status: 422,
        errors: [{ property, message }],
      });
    }
    const tooLarge = Buffer.alloc(DISPUTE_LIMITS.attachmentMaxBytes + 1, 0x20);
    tooLarge.write('%PDF-1.7');
    const large = await post(url, { ...RAISE, attachment: { name: 'big.pdf', content_base64: tooLarge.toString('base64') } });
    expect(large.statusCode).toBeGreaterThanOrEqual(413);
    expect(large.statusCode).toBeLessThan(500);
    expect(JSON.stringify(dataOf(large))).toContain(DISPUTE_TEXTS.attachmentTooLarge);
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    expect(await context.db.select().from(invoiceDisputes).where(eq(invoiceDisputes.invoiceId, invoice.id))).toEqual([]);
  });

  test('a PNG or JPEG is taken, recognised by its bytes whatever its name', async () => {
    const invoice = await invoiceOf('open');
    const response = await post(path(API_PATHS.invoiceDisputes, invoice.id), {
      ...RAISE,
      attachment: { name: 'screenshot.pdf', content_base64: TEST_IMAGES.png.toString('base64') },
    });
    expect(response.statusCode).toBe(200);
    expect(invoiceDisputeSchema.parse(dataOf(response)).dispute?.messages[0]?.attachment?.content_type).toBe('image/png');
  });

  test('a paid, cancelled or delivery-accepted invoice cannot be disputed: 409 with the reason', async () => {
    for (const status of ['paid', 'cancelled', 'delivery_accepted'] as const) {
      const invoice = await invoiceOf(status);
      const response = await post(path(API_PATHS.invoiceDisputes, invoice.id), RAISE);
      expect({ status: response.statusCode, body: dataOf(response) }).toEqual({
        status: 409,
        body: { message: DISPUTE_TEXTS.notDisputable },
      });
      expect((await invoiceRow(invoice.id))?.status).toBe(status);
    }
  });

  test('an invoice whose payment already moves money cannot be disputed; a paid one says it cannot be disputed at all', async () => {
    const payment = (invoiceId: string, status: 'processing' | 'succeeded') =>
      context.db.insert(payments).values({
        reference: `PAY-${invoiceId.slice(0, 8)}-${status}`,
        invoiceId,
        companyId: setup.company.companyId,
        userId: setup.company.payer.id,
        methodSlug: 'stripe-ach',
        provider: 'sandbox',
        status,
        amountMinor: 125_050,
        currency: 'USD',
      });
    const debited = await invoiceOf('open');
    await payment(debited.id, 'processing');
    const underWay = await post(path(API_PATHS.invoiceDisputes, debited.id), RAISE);
    expect({ status: underWay.statusCode, body: dataOf(underWay) }).toEqual({
      status: 409,
      body: { message: DISPUTE_TEXTS.paymentUnderWay },
    });
    expect(invoiceDisputeSchema.parse(dataOf(await get(path(API_PATHS.invoiceDispute, debited.id))))).toEqual({
      can_raise: false,
      dispute: null,
    });

    const paid = await invoiceOf('paid');
    await payment(paid.id, 'succeeded');
    const refused = await post(path(API_PATHS.invoiceDisputes, paid.id), RAISE);
    expect({ status: refused.statusCode, body: dataOf(refused) }).toEqual({ status: 409, body: { message: DISPUTE_TEXTS.notDisputable } });
  });

  test("another company's invoice is 404 for every dispute endpoint", async () => {
    const invoice = await invoiceOf('open');
    const { dispute } = await raiseTestDispute(context.app, setup.token, invoice.id);
    const messageId = dispute?.messages[0]?.id ?? '';
    const other = setup.otherToken;
    expect((await post(path(API_PATHS.invoiceDisputes, invoice.id), RAISE, other)).statusCode).toBe(404);
    expect((await get(path(API_PATHS.invoiceDispute, invoice.id), other)).statusCode).toBe(404);
    expect((await post(path(API_PATHS.invoiceDisputeMessages, invoice.id), { message: 'Hello' }, other)).statusCode).toBe(404);
    expect((await get(path(API_PATHS.invoiceDisputeAttachment, invoice.id, { messageId }), other)).statusCode).toBe(404);
    // A message of one invoice's dispute is not found under another invoice.
    const second = await invoiceOf('open');
    expect((await get(path(API_PATHS.invoiceDisputeAttachment, second.id, { messageId }))).statusCode).toBe(404);
  });
});

describe('the spend', () => {
  test('an invoice disputed before it was paid stays outstanding, not paid', async () => {
    // Issued today, so that it falls in the spend's current month whenever the test runs.
    const today = new Date().toISOString().slice(0, 10);
    const invoice = await invoiceOf('open');
    await context.db.update(invoices).set({ issuedOn: today }).where(eq(invoices.id, invoice.id));
    const thisMonth = async () => {
      const spend = spendSchema.parse(dataOf(await get(API_PATHS.invoicesSpend)));
      return spend.currencies.find((entry) => entry.currency === 'USD')?.months.find((entry) => entry.month === today.slice(0, 7));
    };
    const before = await thisMonth();
    await raiseTestDispute(context.app, setup.token, invoice.id);
    expect(await thisMonth()).toEqual(before);
    expect(before?.outstanding).toBeGreaterThanOrEqual(invoice.totalMinor);
  });
});

describe('paying a disputed invoice', () => {
  test('every way of paying answers 409 with the one message', async () => {
    const invoice = await invoiceOf('open');
    // A card checkout started before the dispute cannot go on after it.
    const started = await post(path(API_PATHS.pay, invoice.id, { slug: CARD_METHOD_SLUG }), {});
    expect(started.statusCode).toBe(200);
    const { reference } = dataOf<{ reference: string }>(started);
    await raiseTestDispute(context.app, setup.token, invoice.id);
    const refused = { message: DISPUTE_TEXTS.payBlocked };
    const pay = await post(path(API_PATHS.pay, invoice.id, { slug: 'stripe-ach' }), {});
    expect({ status: pay.statusCode, body: dataOf(pay) }).toEqual({ status: 409, body: refused });
    const wire = await get(path(API_PATHS.invoicePaymentMetadata, invoice.id, { slug: 'marketplace-wire' }));
    expect({ status: wire.statusCode, body: dataOf(wire) }).toEqual({ status: 409, body: refused });
    const checkout = await get(apiPath(API_PATHS.paymentMetadata, { reference, slug: CARD_METHOD_SLUG }));
    expect({ status: checkout.statusCode, body: dataOf(checkout) }).toEqual({ status: 409, body: refused });
    expect(dataOf(await get(path(API_PATHS.invoicePaymentMethods, invoice.id)))).toEqual([]);
  });
});

describe('the thread', () => {
  test('a message is added once however often it is sent, and none once the dispute is settled', async () => {
    const invoice = await invoiceOf('open');
    await raiseTestDispute(context.app, setup.token, invoice.id);
    const url = path(API_PATHS.invoiceDisputeMessages, invoice.id);
    const body = {
      message: 'The timesheet is attached again.',
      attachment: { name: 'proof.jpg', content_base64: TEST_IMAGES.jpeg.toString('base64') },
    };
    const answers = await Promise.all([post(url, body), post(url, body), post(url, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const { dispute } = invoiceDisputeSchema.parse(dataOf(await get(path(API_PATHS.invoiceDispute, invoice.id))));
    expect(dispute?.messages.map((message) => message.body)).toEqual([RAISE.message, body.message]);
    expect(dispute?.messages[1]?.attachment?.content_type).toBe('image/jpeg');
    expect(await auditsOf(invoice.id, 'invoice.dispute_message_added')).toHaveLength(1);

    const invalid = await post(url, { message: '' });
    expect((dataOf(invalid) as { errors: unknown }).errors).toEqual([{ property: 'message', message: DISPUTE_TEXTS.messageRequired }]);

    await vendorDisputes({ db: context.db, publicUrl: 'http://portal.test' }).answer(dispute?.id ?? '', {
      outcome: 'resolved',
      message: 'Correct as billed.',
    });
    const late = await post(url, { message: 'One more thing' });
    expect({ status: late.statusCode, body: dataOf(late) }).toEqual({ status: 409, body: { message: DISPUTE_TEXTS.disputeClosed } });
    const none = await post(path(API_PATHS.invoiceDisputeMessages, (await invoiceOf('open')).id), { message: 'Hello' });
    expect({ status: none.statusCode, body: dataOf(none) }).toEqual({ status: 409, body: { message: DISPUTE_TEXTS.noOpenDispute } });
  });
});

describe("the vendor's answer", () => {
  const vendor = () => vendorDisputes({ db: context.db, publicUrl: 'http://portal.test' });

  test('adjusted by a credit note: the credit line, the reduced total, the status back, the e-mails, once', async () => {
    await context.db
      .insert(companyBillingContacts)
      .values({ companyId: setup.company.companyId, name: 'Accounts', email: 'accounts@buyer.test', position: 0 })
      .onConflictDoNothing();
    const invoice = await invoiceOf('open', { subtotal: 100_000, fee: 5_000 });
    const { dispute } = await raiseTestDispute(context.app, setup.token, invoice.id);
    const disputeId = dispute?.id ?? '';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => vendor().answer(disputeId, { outcome: 'adjusted', creditPercent: 10, message: 'Credited 10%.' })),
    );
    expect(answers.filter(Boolean)).toEqual([
      { disputeId, invoiceId: invoice.id, outcome: 'adjusted', creditNote: { number: `CN-${invoice.number}`, amountMinor: 10_000 } },
    ]);

    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ status: 'open', totalMinor: 95_000 });
    expect(after?.totals).toEqual([
      { slug: 'subtotal', label: 'Subtotal', currency: 'USD', added_value: 100_000 },
      { slug: 'platform_fee', label: 'Platform fee (5%)', currency: 'USD', added_value: 5_000 },
      { slug: CREDIT_NOTE_TOTAL_SLUG, label: `Credit note CN-${invoice.number}`, currency: 'USD', added_value: -10_000 },
      { slug: TOTAL_SLUG, label: 'Total', currency: 'USD', added_value: 95_000 },
    ]);
    const view = invoiceDisputeSchema.parse(dataOf(await get(path(API_PATHS.invoiceDispute, invoice.id))));
    expect(view).toMatchObject({
      can_raise: true,
      dispute: {
        status: 'adjusted',
        credit_note: { number: `CN-${invoice.number}`, amount: { currency: 'USD', added_value: 10_000 } },
        settled_at: expect.any(String),
      },
    });
    expect(view.dispute?.messages.at(-1)).toMatchObject({ author: 'vendor', author_name: 'Northwind Devs', body: 'Credited 10%.' });
    expect(await auditsOf(invoice.id, 'invoice.dispute_adjusted')).toHaveLength(1);
    const timeline = invoiceTimelineSchema.parse(dataOf(await get(path(API_PATHS.invoiceTimeline, invoice.id))));
    expect(timeline.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['dispute_raised', 'dispute_answered', 'dispute_adjusted']));
    expect(timeline.find((entry) => entry.kind === 'dispute_adjusted')?.message).toBe(`CN-${invoice.number}`);

    const mails = await context.db.select().from(outboxEmails);
    const ours = mails.filter((mail) => mail.key?.startsWith(`dispute-answer:${disputeId}:`));
    expect(ours.map((mail) => mail.to).sort()).toEqual(['accounts@buyer.test', setup.company.payer.email].sort());
    expect(ours[0]?.text).toContain(`credit note CN-${invoice.number} of $100.00`);
    expect(ours[0]?.text).toContain('$950.00');
  });

  test('resolved as billed: the invoice goes back as it was, overdue once past its due date', async () => {
    const invoice = await invoiceOf('open');
    await context.db.update(invoices).set({ dueOn: '2020-01-01' }).where(eq(invoices.id, invoice.id));
    const { dispute } = await raiseTestDispute(context.app, setup.token, invoice.id, {
      reason: 'work_not_delivered',
      message: 'Nothing arrived.',
    });
    const answered = await vendor().answer(dispute?.id ?? '', { outcome: 'resolved', message: 'Delivered on the 3rd.' });
    expect(answered).toMatchObject({ outcome: 'resolved', creditNote: null });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'overdue', totalMinor: invoice.totalMinor, totals: invoice.totals });
    expect(await vendor().answer(dispute?.id ?? '', { outcome: 'resolved', message: 'Again' })).toBeNull();

    const escrow = await invoiceOf('in_escrow');
    const raised = await raiseTestDispute(context.app, setup.token, escrow.id, { reason: 'other', message: 'Wrong project.' });
    await vendor().answer(raised.dispute?.id ?? '', { outcome: 'resolved', message: 'Right project.' });
    expect((await invoiceRow(escrow.id))?.status).toBe('in_escrow');
    // Settled, it may be disputed again.
    expect((await post(path(API_PATHS.invoiceDisputes, escrow.id), RAISE)).statusCode).toBe(200);
  });

  test('only disputes raised before the time asked for are waiting for an answer', async () => {
    const invoice = await invoiceOf('open');
    const { dispute } = await raiseTestDispute(context.app, setup.token, invoice.id);
    const early = await vendor().awaitingAnswer(new Date(Date.now() - 60_000), 100);
    expect(early.map((row) => row.id)).not.toContain(dispute?.id);
    const due = await vendor().awaitingAnswer(new Date(Date.now() + 1000), 1000);
    expect(due.map((row) => row.id)).toContain(dispute?.id);
  });
});
