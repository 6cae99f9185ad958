import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, like, sql } from 'drizzle-orm';
import { API_PATHS, apiPath, CARD_METHOD_SLUG } from '@portal/api-schema';
import { outboxEmails } from '../../platform/outbox/tables';
import { createTestInvoice, twoPayingCompanies } from '../../testing/billing-fixtures';
import { sandboxLinkQuery } from '../../testing/sandbox-links';
import { bearer, createTestContext, dataOf, postForm, type TestContext } from '../../testing/test-app';
import { invoices, payments } from './tables';

let context: TestContext;
let company: Awaited<ReturnType<typeof twoPayingCompanies>>['company'];
let token: string;

beforeAll(async () => {
  context = await createTestContext();
  ({ company, token } = await twoPayingCompanies(context));
});
afterAll(() => context?.close());

/** A card payment of a new invoice that the sandbox provider has taken, not yet reported to billing. */
async function takenCardPayment() {
  const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
  const paid = await context.app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.pay, { id: invoice.id, slug: CARD_METHOD_SLUG }),
    headers: bearer(token),
  });
  const { reference } = dataOf<{ reference: string }>(paid);
  const query = await sandboxLinkQuery(context.db, 'checkout', reference);
  const decision = await context.app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${reference}${query}`,
    payload: { action: 'pay', card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });
  expect(decision.statusCode).toBe(200);
  return { invoice, reference };
}

const settle = (reference: string) =>
  postForm(
    context.app,
    apiPath(API_PATHS.setPaymentStatus, { reference }),
    { 'set-payment-status': 'sandbox', reference, status: 'succeeded', raw_request: '{}' },
    token,
  );

const receiptsOf = (invoiceNumber: string) =>
  context.db
    .select()
    .from(outboxEmails)
    .where(like(outboxEmails.subject, `Receipt for invoice ${invoiceNumber}`));

describe('the receipt of a payment', () => {
  test('a failure between the status change and the receipt leaves neither; the next report makes both, and one receipt', async () => {
    const { invoice, reference } = await takenCardPayment();
    // The receipt's insert fails as if the process had died at that moment.
    await context.db.execute(
      sql.raw(
        `create function fail_receipt() returns trigger language plpgsql as $$ begin raise exception 'the process died here'; end $$`,
      ),
    );
    await context.db.execute(
      sql.raw(`create trigger fail_receipt before insert on outbox_emails
        for each row when (new.subject like 'Receipt for invoice %') execute function fail_receipt()`),
    );
    try {
      expect((await settle(reference)).statusCode).toBe(500);
    } finally {
      await context.db.execute(sql.raw('drop trigger fail_receipt on outbox_emails'));
      await context.db.execute(sql.raw('drop function fail_receipt()'));
    }
    const [payment] = await context.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment?.status).toBe('pending');
    const [unpaid] = await context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(unpaid?.status).toBe('open');
    expect(await receiptsOf(invoice.number)).toHaveLength(0);

    // The provider reports again (the customer's page asks again, or the webhook is redelivered).
    expect((await settle(reference)).statusCode).toBe(200);
    expect((await settle(reference)).statusCode).toBe(200);
    const [paidInvoice] = await context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(paidInvoice?.status).toBe('paid');
    const receipts = await receiptsOf(invoice.number);
    expect(receipts.map((mail) => mail.to)).toEqual([company.payer.email]);
    expect(receipts[0]?.text).toContain(reference);
  });
});
