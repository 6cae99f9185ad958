import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  CARD_METHOD_SLUG,
  type InvoiceDetail,
  type InvoicePage,
  type InvoiceTimelineEntry,
  type PaymentResult,
  type WireMetadata,
} from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { vendors } from '../company-users/tables';
import { createTestInvoice, signWebhookPayload, twoPayingCompanies } from '../../testing/billing-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { WIRE_RECEIVED_EVENT } from './payment-provider';
import { NOT_A_WIRE_MESSAGE, NOT_PAYABLE_MESSAGE, WIRE_ON_ITS_WAY_MESSAGE } from './payment-rules';
import { invoiceEvents, invoices, payments } from './tables';

const WEBHOOK_SECRET = 'test-payment-webhook-secret';
const PRODUCT_WIRE = 'marketplace-wire';
const LOCAL_WIRE = 'payoneer-local-wire';
const SWIFT_WIRE = 'payoneer-swift-wire';
const PAYONEER_ACCOUNT = 'payoneer-account-wire';
const EVERY_WIRE = [PRODUCT_WIRE, LOCAL_WIRE, SWIFT_WIRE, PAYONEER_ACCOUNT];

let context: TestContext;
let company: Awaited<ReturnType<typeof twoPayingCompanies>>['company'];
let token: string;
let otherToken: string;

beforeAll(async () => {
  // The vendor confirms nothing by itself here: the tests post the provider's event themselves.
  context = await createTestContext({ env: { WIRE_CONFIRM_DELAY_MS: '3600000', PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  ({ company, token, otherToken } = await twoPayingCompanies(context));
  await context.db
    .update(vendors)
    .set({
      wireDetails: {
        [PRODUCT_WIRE]: [
          { label: 'Bank name', value: 'First <Century> Bank' },
          { label: 'Account number', value: '4017 8890 1234' },
          { label: 'Reference', value: 'NWD-58213' },
        ],
        [`${LOCAL_WIRE}:EUR`]: [{ label: 'IBAN', value: 'LU41 4080 0000 4510 1234' }],
        [LOCAL_WIRE]: [{ label: 'Account number', value: '1111 2222' }],
        [SWIFT_WIRE]: [{ label: 'SWIFT', value: 'CITIUS33' }],
        [PAYONEER_ACCOUNT]: [{ label: 'Recipient e-mail', value: 'payments@northwind.example' }],
      },
    })
    .where(eq(vendors.id, company.vendorId));
}, 120_000);
afterAll(() => context?.close());

const newInvoice = (input: Partial<Parameters<typeof createTestInvoice>[1]> = {}) =>
  createTestInvoice(context.db, {
    companyId: company.companyId,
    vendorId: company.vendorId,
    paymentMethods: [...EVERY_WIRE.map((slug) => ({ slug })), { slug: CARD_METHOD_SLUG }],
    ...input,
  });

const announce = (invoiceId: string, slug: string, auth = token) =>
  context.app.inject({ method: 'POST', url: apiPath(API_PATHS.announceWire, { id: invoiceId, slug }), headers: bearer(auth) });

const get = (url: string, auth = token) => context.app.inject({ method: 'GET', url, headers: bearer(auth) });

const wireMetadata = async (invoiceId: string, slug: string) => {
  const response = await get(apiPath(API_PATHS.invoicePaymentMetadata, { id: invoiceId, slug }));
  expect(response.statusCode).toBe(200);
  return dataOf<WireMetadata>(response);
};

const paymentsOf = (invoiceId: string) => context.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));

async function timeline(invoiceId: string): Promise<InvoiceTimelineEntry[]> {
  return dataOf<InvoiceTimelineEntry[]>(await get(apiPath(API_PATHS.invoiceTimeline, { id: invoiceId })));
}

function postWireReceived(payment: { reference: string; providerPaymentId: string | null }, eventId = `evt_${payment.reference}`) {
  const body = JSON.stringify({
    id: eventId,
    type: WIRE_RECEIVED_EVENT,
    data: { object: { id: payment.providerPaymentId, metadata: { reference: payment.reference } } },
  });
  return context.app.inject({
    method: 'POST',
    url: API_PATHS.paymentWebhook,
    headers: { 'content-type': 'application/json', 'portal-signature': signWebhookPayload(WEBHOOK_SECRET, body) },
    payload: body,
  });
}

describe('the wire details of each method', () => {
  test("each method shows the vendor's own rows, escaped, and the invoice number as the one reference", async () => {
    const invoice = await newInvoice({ currency: 'EUR' });
    const product = await wireMetadata(invoice.id, PRODUCT_WIRE);
    expect(product.title).toContain(`quoting invoice ${invoice.number}`);
    expect(product.billing_details).toContain('<th>Bank name</th><td>First &lt;Century&gt; Bank</td>');
    expect(product.billing_details).toContain(`<th>Reference</th><td>${invoice.number}</td>`);
    // The vendor's own reference is dropped: one reference to quote.
    expect(product.billing_details).not.toContain('NWD-58213');

    // A local transfer in the invoice's currency, before the method's own rows.
    const local = await wireMetadata(invoice.id, LOCAL_WIRE);
    expect(local.billing_details).toContain('LU41 4080 0000 4510 1234');
    expect(local.billing_details).not.toContain('1111 2222');
    const usd = await newInvoice({ currency: 'USD' });
    expect((await wireMetadata(usd.id, LOCAL_WIRE)).billing_details).toContain('1111 2222');

    expect((await wireMetadata(invoice.id, SWIFT_WIRE)).billing_details).toContain('CITIUS33');

    // A Payoneer balance payment: the recipient and the steps, no bank details.
    const account = await wireMetadata(invoice.id, PAYONEER_ACCOUNT);
    expect(account.billing_details).toContain('payments@northwind.example');
    expect(account.billing_details).toContain('<ol><li>Sign in to your Payoneer account.</li>');
    expect(account.billing_details).toContain(`Write ${invoice.number} in the payment's description`);
    expect(account.billing_details).not.toMatch(/IBAN|SWIFT|Account number/);
  });

  test("a method without rows falls back to the vendor's billing details, sanitized, with the reference", async () => {
    const [vendor] = await context.db
      .insert(vendors)
      .values({ name: 'Old Vendor', billingDetails: '<p>Bank: Old Bank</p><script>alert(1)</script>' })
      .returning();
    if (!vendor) throw new Error('No vendor');
    const invoice = await newInvoice({ vendorId: vendor.id });
    const metadata = await wireMetadata(invoice.id, SWIFT_WIRE);
    expect(metadata.billing_details).toBe(`<p>Bank: Old Bank</p><p>Reference: <strong>${invoice.number}</strong></p>`);
  });
});

describe('announcing a wire', () => {
  test('needs the invoices role; another company’s invoice is unknown (404)', async () => {
    const invoice = await newInvoice();
    const noRole = await createTestUser(context.db, { companyId: company.companyId, roles: ['contracts'] });
    const noRoleToken = await context.login(noRole.email, noRole.password);
    expect((await announce(invoice.id, PRODUCT_WIRE, noRoleToken)).statusCode).toBe(403);
    expect((await announce(invoice.id, PRODUCT_WIRE, otherToken)).statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'POST', url: apiPath(API_PATHS.announceWire, { id: invoice.id, slug: PRODUCT_WIRE }) }))
        .statusCode,
    ).toBe(401);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
  });

  test('a method that is not a wire, not offered or sent elsewhere is 422 and changes nothing', async () => {
    const invoice = await newInvoice({
      paymentMethods: [
        { slug: PRODUCT_WIRE },
        { slug: CARD_METHOD_SLUG },
        { slug: SWIFT_WIRE, redirectUrl: 'https://payoneer.example.com/pay' },
      ],
    });
    const card = await announce(invoice.id, CARD_METHOD_SLUG);
    expect(card.statusCode).toBe(422);
    expect(dataOf<{ message: string }>(card).message).toBe(NOT_A_WIRE_MESSAGE);
    expect((await announce(invoice.id, LOCAL_WIRE)).statusCode).toBe(422);
    expect((await announce(invoice.id, SWIFT_WIRE)).statusCode).toBe(422);
    expect((await announce(invoice.id, 'no-such-method')).statusCode).toBe(422);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
  });

  test('an invoice that cannot be paid is 409 with the reason', async () => {
    const invoice = await newInvoice({ status: 'paid' });
    const response = await announce(invoice.id, PRODUCT_WIRE);
    expect(response.statusCode).toBe(409);
    expect(dataOf<{ message: string }>(response).message).toBe(NOT_PAYABLE_MESSAGE);
  });

  test('records a processing payment once, with its timeline entry, audit entry and the invoice still open', async () => {
    const invoice = await newInvoice({ totalMinor: 98_765 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => announce(invoice.id, LOCAL_WIRE)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const results = responses.map((response) => dataOf<PaymentResult>(response));
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
    expect(results[0]).toMatchObject({ status: 'processing', paid_to: 'Northwind Devs', amount: { currency: 'USD', added_value: 98_765 } });

    const [payment, ...more] = await paymentsOf(invoice.id);
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({ status: 'processing', methodSlug: LOCAL_WIRE, amountMinor: 98_765, userId: company.payer.id });
    expect(payment?.providerPaymentId).toBe(`sandbox_wire_${payment?.reference}`);
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.wire_announced'), eq(auditLog.subjectId, payment?.id ?? '')));
    expect(audits).toHaveLength(1);
    expect(await context.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoice.id))).toHaveLength(1);

    const entries = await timeline(invoice.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['issued', 'wire_announced']);
    // The reference the customer quoted with the wire.
    expect(entries[1]).toMatchObject({ reference: invoice.number, method: 'Local bank transfer (Payoneer)' });

    const detail = dataOf<InvoiceDetail>(await get(apiPath(API_PATHS.invoice, { id: invoice.id })));
    expect(detail).toMatchObject({
      status: 'open',
      can_pay: false,
      payment_on_its_way: {
        payment_reference: payment?.reference,
        reference: invoice.number,
        method: 'Local bank transfer (Payoneer)',
        method_kind: 'wire',
        amount: { currency: 'USD', added_value: 98_765 },
      },
    });
  });

  test('while a wire is on its way, no other payment of the invoice starts: 409 saying why', async () => {
    const invoice = await newInvoice();
    expect((await announce(invoice.id, PRODUCT_WIRE)).statusCode).toBe(200);
    for (const response of [
      await announce(invoice.id, SWIFT_WIRE),
      await context.app.inject({
        method: 'POST',
        url: apiPath(API_PATHS.pay, { id: invoice.id, slug: CARD_METHOD_SLUG }),
        headers: bearer(token),
      }),
      await get(apiPath(API_PATHS.invoicePaymentMetadata, { id: invoice.id, slug: SWIFT_WIRE })),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(dataOf<{ message: string }>(response).message).toBe(WIRE_ON_ITS_WAY_MESSAGE);
    }
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  test("cancels the invoice's open card checkout, which could take the money too", async () => {
    const invoice = await newInvoice();
    const started = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.pay, { id: invoice.id, slug: CARD_METHOD_SLUG }),
      headers: bearer(token),
    });
    expect(started.statusCode).toBe(200);
    expect((await announce(invoice.id, PRODUCT_WIRE)).statusCode).toBe(200);
    const statuses = (await paymentsOf(invoice.id)).map((payment) => `${payment.methodSlug}:${payment.status}`).sort();
    expect(statuses).toEqual([`${PRODUCT_WIRE}:processing`, `${CARD_METHOD_SLUG}:canceled`].sort());
  });

  test('shows in the list and leaves the dashboard’s invoices to pay', async () => {
    const invoice = await newInvoice();
    const toPay = async () => {
      const actions = dataOf<{ groups: Array<{ kind: string; count: number }> }>(await get(API_PATHS.dashboardActions));
      return actions.groups.find((group) => group.kind === 'invoice_to_pay')?.count ?? 0;
    };
    const before = await toPay();
    expect((await announce(invoice.id, PRODUCT_WIRE)).statusCode).toBe(200);
    expect(await toPay()).toBe(before - 1);
    const page = dataOf<InvoicePage>(await get(`${API_PATHS.invoices}?limit=100`));
    expect(page.items.find((item) => item.id === invoice.id)?.payment_on_its_way).toBe(true);
  });
});

describe('the vendor confirms the receipt', () => {
  test("the provider's signed event: the payment succeeds, the invoice is paid, one receipt, the timeline says so", async () => {
    const invoice = await newInvoice();
    expect((await announce(invoice.id, SWIFT_WIRE)).statusCode).toBe(200);
    const [payment] = await paymentsOf(invoice.id);
    if (!payment) throw new Error('No payment');

    expect((await postWireReceived(payment)).statusCode).toBe(200);
    // A replay of the same event, and another event for the same payment, change nothing more.
    expect((await postWireReceived(payment)).statusCode).toBe(200);
    expect((await postWireReceived(payment, `evt_again_${payment.reference}`)).statusCode).toBe(200);

    const [settled] = await paymentsOf(invoice.id);
    expect(settled?.status).toBe('succeeded');
    const [row] = await context.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe('paid');
    const receipts = await context.db.select().from(outboxEmails).where(eq(outboxEmails.to, company.payer.email));
    expect(receipts.filter((mail) => mail.subject === `Receipt for invoice ${invoice.number}`)).toHaveLength(1);
    expect((await timeline(invoice.id)).map((entry) => entry.kind)).toEqual(['issued', 'wire_announced', 'wire_received', 'paid']);

    const detail = dataOf<InvoiceDetail>(await get(apiPath(API_PATHS.invoice, { id: invoice.id })));
    expect(detail).toMatchObject({ status: 'paid', can_pay: false, payment_on_its_way: null });
    // Done again once paid: nothing to announce.
    expect((await announce(invoice.id, SWIFT_WIRE)).statusCode).toBe(409);
  });
});

describe('the sandbox vendor', () => {
  test('confirms an announced wire by itself after WIRE_CONFIRM_DELAY_MS, through the webhook route', async () => {
    const quick = await createTestContext({ env: { WIRE_CONFIRM_DELAY_MS: '50' } });
    try {
      const { company: payer, token: payerToken } = await twoPayingCompanies(quick);
      const invoice = await createTestInvoice(quick.db, { companyId: payer.companyId, vendorId: payer.vendorId });
      const response = await quick.app.inject({
        method: 'POST',
        url: apiPath(API_PATHS.announceWire, { id: invoice.id, slug: PRODUCT_WIRE }),
        headers: bearer(payerToken),
      });
      expect(response.statusCode).toBe(200);
      const started = Date.now();
      let status: string | undefined;
      while (status !== 'paid' && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        [{ status } = { status: undefined }] = await quick.db
          .select({ status: invoices.status })
          .from(invoices)
          .where(eq(invoices.id, invoice.id));
      }
      expect(status).toBe('paid');
      const [payment] = await quick.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
      expect(payment?.status).toBe('succeeded');
    } finally {
      await quick.close();
    }
  }, 120_000);
});
