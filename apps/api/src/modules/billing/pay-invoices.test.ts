import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, inArray, like } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import {
  createPayingCompany,
  createTestBankAccount,
  createTestCard,
  createTestInvoice,
  SANDBOX_CARD_LIMIT_MINOR,
  testSandboxProvider,
} from '../../testing/billing-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { API_PATHS, apiPath, type InvoiceTimelineEntry } from '@portal/api-schema';
import { vendors } from '../company-users/tables';
import { paymentMethodCatalog } from './payment-catalog';
import { resumeUnstartedCharges, UNSTARTED_CHARGE_AGE_MS } from './resume-unstarted-charges';
import { ALREADY_PAID_MESSAGE, EXPIRED_CARD_MESSAGE, NOT_VERIFIED_METHOD_MESSAGE, payInvoicesWithSavedMethod } from './pay-invoices';
import { invoiceEvents, invoices, paymentGroups, payments } from './tables';

const SETTLE_DELAY_MS = 3_600_000;

let context: TestContext;
let provider: ReturnType<typeof testSandboxProvider>;
const catalog = paymentMethodCatalog('marketplace');

beforeAll(async () => {
  // The app's own poller never finds a debit due: the test delivers them when it says.
  context = await createTestContext({ env: { ACH_SETTLE_DELAY_MS: String(SETTLE_DELAY_MS) } });
  provider = testSandboxProvider(context);
});
afterAll(async () => {
  provider?.close();
  await context?.close();
});

const deps = () => ({ db: context.db, provider, catalog });

async function settleDebits() {
  await provider.deliverDueEvents(new Date(Date.now() + SETTLE_DELAY_MS + 60_000));
}

async function secondVendor() {
  const [vendor] = await context.db.insert(vendors).values({ name: 'Contoso Engineering' }).returning();
  return vendor!.id;
}

async function statusOf(invoiceId: string) {
  const [row] = await context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
  return row?.status;
}

describe('paying several invoices with a saved method', () => {
  test('three invoices of two vendors by bank debit: two charges, three payments, each paid once with its receipt and timeline', async () => {
    const { companyId, payer, vendorId } = await createPayingCompany(context.db);
    const otherVendorId = await secondVendor();
    const account = await createTestBankAccount(context.db, companyId, payer.id);
    const first = await createTestInvoice(context.db, { companyId, vendorId, totalMinor: 100_000 });
    const second = await createTestInvoice(context.db, { companyId, vendorId, totalMinor: 25_050, status: 'overdue' });
    const third = await createTestInvoice(context.db, { companyId, vendorId: otherVendorId, totalMinor: 40_000 });
    const ids = [first.id, second.id, third.id];

    const result = await payInvoicesWithSavedMethod(deps(), {
      actor: { companyId, userId: payer.id },
      invoiceIds: ids,
      method: { type: 'bank_account', id: account.id },
      origin: 'pay_several',
    });

    expect(result.invoices.map((outcome) => [outcome.invoice_id, outcome.status])).toEqual(ids.map((id) => [id, 'processing']));
    expect(result.charges).toHaveLength(2);
    const byVendor = Object.fromEntries(result.charges.map((charge) => [charge.vendor_name, charge]));
    expect(byVendor['Northwind Devs']?.amount).toEqual({ currency: 'USD', added_value: 125_050 });
    expect(byVendor['Northwind Devs']?.invoice_ids.sort()).toEqual([first.id, second.id].sort());
    expect(byVendor['Contoso Engineering']?.amount).toEqual({ currency: 'USD', added_value: 40_000 });
    expect(result.charges.every((charge) => charge.reference.startsWith('CHG-'))).toBe(true);

    await settleDebits();
    for (const id of ids) expect(await statusOf(id)).toBe('paid');
    const rows = await context.db.select().from(payments).where(inArray(payments.invoiceId, ids));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === 'succeeded' && row.bankAccountId === account.id && row.groupId)).toBe(true);
    const groups = await context.db.select().from(paymentGroups).where(eq(paymentGroups.companyId, companyId));
    expect(groups.map((group) => group.status)).toEqual(['succeeded', 'succeeded']);
    for (const row of rows) {
      const receipts = await context.db
        .select()
        .from(outboxEmails)
        .where(like(outboxEmails.key, `receipt:${row.id}:%`));
      expect(receipts.length).toBeGreaterThanOrEqual(1);
      const timeline = await context.db.select().from(invoiceEvents).where(eq(invoiceEvents.paymentId, row.id));
      expect(timeline.map((event) => event.status)).toEqual(['processing', 'succeeded']);
    }

    // Each invoice's timeline names the charge that paid it with the others of the vendor.
    const timeline = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.invoiceTimeline, { id: first.id }),
      headers: bearer(await context.login(payer.email, payer.password)),
    });
    const started = dataOf<InvoiceTimelineEntry[]>(timeline).find((entry) => entry.kind === 'payment_started');
    expect(started).toMatchObject({
      bank_account_last4: account.last4,
      charge: {
        reference: byVendor['Northwind Devs']?.reference,
        invoice_count: 2,
        amount: { currency: 'USD', added_value: 125_050 },
        autopay: false,
      },
    });

    // Settling again (a replayed event) changes nothing.
    await settleDebits();
    const again = await payInvoicesWithSavedMethod(deps(), {
      actor: { companyId, userId: payer.id },
      invoiceIds: ids,
      method: { type: 'bank_account', id: account.id },
      origin: 'pay_several',
    });
    expect(again.invoices.map((outcome) => outcome.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(again.charges).toEqual([]);
    expect(await context.db.select().from(payments).where(inArray(payments.invoiceId, ids))).toHaveLength(3);
  });

  test('a card is charged at once; a declined card fails its invoices, which a retry with another card pays', async () => {
    const { companyId, payer, vendorId } = await createPayingCompany(context.db);
    const declining = await createTestCard(context.db, companyId, payer.id, { behaviour: 'declines' });
    const good = await createTestCard(context.db, companyId, payer.id, { behaviour: 'succeeds' });
    const invoice = await createTestInvoice(context.db, { companyId, vendorId, totalMinor: 10_000 });
    const actor = { companyId, userId: payer.id };

    const declined = await payInvoicesWithSavedMethod(deps(), {
      actor,
      invoiceIds: [invoice.id],
      method: { type: 'card', id: declining.id },
      origin: 'pay_several',
    });
    expect(declined.invoices[0]).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect(await statusOf(invoice.id)).toBe('open');

    const paid = await payInvoicesWithSavedMethod(deps(), {
      actor,
      invoiceIds: [invoice.id],
      method: { type: 'card', id: good.id },
      origin: 'pay_several',
    });
    expect(paid.invoices[0]?.status).toBe('succeeded');
    expect(paid.charges[0]?.status).toBe('succeeded');
    expect(await statusOf(invoice.id)).toBe('paid');
  });

  test('one charge failing leaves the other vendor paid: the failure is shown on its invoices only', async () => {
    const { companyId, payer, vendorId } = await createPayingCompany(context.db);
    const otherVendorId = await secondVendor();
    const card = await createTestCard(context.db, companyId, payer.id, { behaviour: 'succeeds' });
    const large = await createTestInvoice(context.db, { companyId, vendorId, totalMinor: SANDBOX_CARD_LIMIT_MINOR + 1 });
    const small = await createTestInvoice(context.db, { companyId, vendorId: otherVendorId, totalMinor: 9_900 });

    const result = await payInvoicesWithSavedMethod(deps(), {
      actor: { companyId, userId: payer.id },
      invoiceIds: [large.id, small.id],
      method: { type: 'card', id: card.id },
      origin: 'pay_several',
    });
    expect(result.invoices.map((outcome) => outcome.status)).toEqual(['failed', 'succeeded']);
    expect(result.invoices[0]?.message).toBe('Your card has insufficient funds.');
    expect(await statusOf(large.id)).toBe('open');
    expect(await statusOf(small.id)).toBe('paid');
  });

  test('what cannot be paid is skipped with its reason, and the rest is paid', async () => {
    const { companyId, payer, vendorId } = await createPayingCompany(context.db);
    const account = await createTestBankAccount(context.db, companyId, payer.id);
    const payable = await createTestInvoice(context.db, { companyId, vendorId });
    const paid = await createTestInvoice(context.db, { companyId, vendorId, status: 'paid' });
    const disputed = await createTestInvoice(context.db, { companyId, vendorId, status: 'disputed' });
    const euros = await createTestInvoice(context.db, { companyId, vendorId, currency: 'EUR' });
    const wireOnly = await createTestInvoice(context.db, { companyId, vendorId, paymentMethods: [{ slug: 'marketplace-wire' }] });

    const result = await payInvoicesWithSavedMethod(deps(), {
      actor: { companyId, userId: payer.id },
      invoiceIds: [payable.id, paid.id, disputed.id, euros.id, wireOnly.id],
      method: { type: 'bank_account', id: account.id },
      origin: 'pay_several',
    });
    expect(result.invoices.map((outcome) => [outcome.status, outcome.message])).toEqual([
      ['processing', null],
      ['skipped', ALREADY_PAID_MESSAGE],
      ['skipped', expect.stringContaining('disput')],
      ['skipped', 'A US bank account pays invoices in US dollars only.'],
      ['skipped', 'This invoice cannot be paid by bank transfer (ACH).'],
    ]);
    expect(result.charges).toHaveLength(1);
  });

  test("another company's invoice or method is unknown (404); a method that cannot pay is a 422 on the method", async () => {
    const mine = await createPayingCompany(context.db);
    const other = await createPayingCompany(context.db);
    const invoice = await createTestInvoice(context.db, { companyId: mine.companyId, vendorId: mine.vendorId });
    const theirs = await createTestInvoice(context.db, { companyId: other.companyId, vendorId: other.vendorId });
    const myAccount = await createTestBankAccount(context.db, mine.companyId, mine.payer.id);
    const theirAccount = await createTestBankAccount(context.db, other.companyId, other.payer.id);
    const unverified = await createTestBankAccount(context.db, mine.companyId, mine.payer.id, 'new');
    const expired = await createTestCard(context.db, mine.companyId, mine.payer.id, { behaviour: 'succeeds', expYear: 2020 });
    const actor = { companyId: mine.companyId, userId: mine.payer.id };
    const pay = (invoiceIds: string[], method: { type: 'bank_account' | 'card'; id: string }) =>
      payInvoicesWithSavedMethod(deps(), { actor, invoiceIds, method, origin: 'pay_several' });

    await expect(pay([invoice.id, theirs.id], { type: 'bank_account', id: myAccount.id })).rejects.toMatchObject({ statusCode: 404 });
    await expect(pay([invoice.id], { type: 'bank_account', id: theirAccount.id })).rejects.toMatchObject({ statusCode: 404 });
    await expect(pay([invoice.id], { type: 'card', id: myAccount.id })).rejects.toMatchObject({ statusCode: 404 });
    await expect(pay([invoice.id], { type: 'bank_account', id: unverified.id })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.any(String),
    });
    await expect(pay([invoice.id], { type: 'bank_account', id: unverified.id })).rejects.toMatchObject({
      errors: [{ property: 'method', message: NOT_VERIFIED_METHOD_MESSAGE }],
    });
    await expect(pay([invoice.id], { type: 'card', id: expired.id })).rejects.toMatchObject({
      errors: [{ property: 'method', message: EXPIRED_CARD_MESSAGE }],
    });
    expect(await context.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
  });

  test('50 identical requests at once make one charge per vendor and one payment and audit entry per invoice', async () => {
    const { companyId, payer, vendorId } = await createPayingCompany(context.db);
    const otherVendorId = await secondVendor();
    const account = await createTestBankAccount(context.db, companyId, payer.id);
    const ids = [
      (await createTestInvoice(context.db, { companyId, vendorId })).id,
      (await createTestInvoice(context.db, { companyId, vendorId })).id,
      (await createTestInvoice(context.db, { companyId, vendorId: otherVendorId })).id,
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        payInvoicesWithSavedMethod(deps(), {
          actor: { companyId, userId: payer.id },
          invoiceIds: ids,
          method: { type: 'bank_account', id: account.id },
          origin: 'pay_several',
        }),
      ),
    );
    for (const result of results)
      expect(result.invoices.map((outcome) => outcome.status)).toEqual(['processing', 'processing', 'processing']);
    const references = new Set(results.flatMap((result) => result.invoices.map((outcome) => outcome.reference)));
    expect(references.size).toBe(3);
    expect(await context.db.select().from(paymentGroups).where(eq(paymentGroups.companyId, companyId))).toHaveLength(2);
    const rows = await context.db.select().from(payments).where(inArray(payments.invoiceId, ids));
    expect(rows).toHaveLength(3);
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payment.created'),
          inArray(
            auditLog.subjectId,
            rows.map((row) => row.id),
          ),
        ),
      );
    expect(audits).toHaveLength(3);
    await settleDebits();
    for (const id of ids) expect(await statusOf(id)).toBe('paid');
  });

  test('a charge the provider did not answer stays processing, is asked again under its reference later, and is given up after a day', async () => {
    const { companyId, payer, vendorId } = await createPayingCompany(context.db);
    const card = await createTestCard(context.db, companyId, payer.id);
    const answered = await createTestInvoice(context.db, { companyId, vendorId, totalMinor: 12_300 });
    const abandoned = await createTestInvoice(context.db, { companyId, vendorId, totalMinor: 45_600 });
    const actor = { companyId, userId: payer.id };
    const silent = { ...provider, chargeSavedMethod: () => Promise.reject(new Error('socket hang up')) };

    const lost = await payInvoicesWithSavedMethod(
      { db: context.db, provider: silent, catalog },
      { actor, invoiceIds: [answered.id], method: { type: 'card', id: card.id }, origin: 'pay_several' },
    );
    expect(lost.invoices[0]).toMatchObject({ status: 'processing', message: expect.stringContaining('nothing is charged twice') });
    // Meanwhile the invoice is not paid a second time.
    const again = await payInvoicesWithSavedMethod(deps(), {
      actor,
      invoiceIds: [answered.id],
      method: { type: 'card', id: card.id },
      origin: 'pay_several',
    });
    expect(again.invoices[0]?.status).toBe('processing');
    expect(again.charges).toEqual([]);

    const later = new Date(Date.now() + UNSTARTED_CHARGE_AGE_MS + 60_000);
    expect(await resumeUnstartedCharges({ db: context.db, provider: silent }, later)).toBe(0);
    expect(await resumeUnstartedCharges(deps(), later)).toBe(1);
    expect(await statusOf(answered.id)).toBe('paid');
    expect(await resumeUnstartedCharges(deps(), later)).toBe(0);

    await payInvoicesWithSavedMethod(
      { db: context.db, provider: silent, catalog },
      { actor, invoiceIds: [abandoned.id], method: { type: 'card', id: card.id }, origin: 'pay_several' },
    );
    await resumeUnstartedCharges({ db: context.db, provider: silent }, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const [payment] = await context.db.select().from(payments).where(eq(payments.invoiceId, abandoned.id));
    expect(payment).toMatchObject({ status: 'failed', failureMessage: expect.stringContaining('Nothing was charged') });
    expect(await statusOf(abandoned.id)).toBe('open');
  });
});
