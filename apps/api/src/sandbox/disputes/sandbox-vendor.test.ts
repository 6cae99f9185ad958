import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { DISPUTE_REASONS } from '@portal/api-schema';
import { vendorDisputes } from '../../modules/billing';
import { invoiceDisputes, invoices } from '../../modules/billing/tables';
import { createTestInvoice, raiseTestDispute, twoPayingCompanies } from '../../testing/billing-fixtures';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createSandboxVendor, SANDBOX_CREDIT_PERCENT, sandboxAnswer } from './sandbox-vendor';

let context: TestContext;
let setup: Awaited<ReturnType<typeof twoPayingCompanies>>;

beforeAll(async () => {
  context = await createTestContext();
  setup = await twoPayingCompanies(context);
}, 120_000);
afterAll(() => context?.close());

const DELAY_MS = 60_000;
const disputes = () => vendorDisputes({ db: context.db, publicUrl: 'http://portal.test' });
const later = () => new Date(Date.now() + DELAY_MS + 1000);

async function disputed(reason: (typeof DISPUTE_REASONS)[number]) {
  const invoice = await createTestInvoice(context.db, {
    companyId: setup.company.companyId,
    vendorId: setup.company.vendorId,
    totalMinor: 50_000,
  });
  const raised = await raiseTestDispute(context.app, setup.token, invoice.id, { reason, message: 'Please check.' });
  return { invoice, disputeId: raised.dispute?.id ?? '' };
}

async function statusOf(disputeId: string) {
  const [row] = await context.db.select().from(invoiceDisputes).where(eq(invoiceDisputes.id, disputeId));
  return row;
}

describe('sandboxAnswer', () => {
  test('hours or rate billed wrongly is adjusted by a stated share; every other reason stands as billed', () => {
    for (const reason of DISPUTE_REASONS) {
      const answer = sandboxAnswer(reason);
      if (reason === 'hours_or_rate') {
        expect(answer).toMatchObject({ outcome: 'adjusted', creditPercent: SANDBOX_CREDIT_PERCENT });
        expect(answer.message).toContain(`${SANDBOX_CREDIT_PERCENT}%`);
      } else {
        expect(answer.outcome).toBe('resolved');
      }
    }
  });
});

describe('the sandbox vendor', () => {
  test('answers nothing before the delay, then each dispute by its reason', async () => {
    const adjusted = await disputed('hours_or_rate');
    const resolved = await disputed('billed_twice');
    const vendor = createSandboxVendor(disputes(), { delayMs: DELAY_MS });
    expect(await vendor.answerDue(new Date())).toBe(0);
    expect((await statusOf(adjusted.disputeId))?.status).toBe('open');

    await vendor.answerDue(later());
    expect(await statusOf(adjusted.disputeId)).toMatchObject({ status: 'adjusted', creditMinor: 5_000 });
    expect(await statusOf(resolved.disputeId)).toMatchObject({ status: 'resolved', creditMinor: null });
    const [invoice] = await context.db.select().from(invoices).where(eq(invoices.id, adjusted.invoice.id));
    expect(invoice).toMatchObject({ status: 'open', totalMinor: 45_000 });
    vendor.close();
  });

  test('two vendors (two API processes) answering at once settle each dispute once', async () => {
    const { invoice, disputeId } = await disputed('hours_or_rate');
    const first = createSandboxVendor(disputes(), { delayMs: DELAY_MS });
    const second = createSandboxVendor(disputes(), { delayMs: DELAY_MS });
    const counts = await Promise.all([first.answerDue(later()), second.answerDue(later()), first.answerDue(later())]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(disputeId)).toMatchObject({ status: 'adjusted', creditMinor: 5_000 });
    const [row] = await context.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    // Credited once: a second credit note would have taken the total below 45,000.
    expect(row?.totalMinor).toBe(45_000);
    expect(row?.totals.filter((line) => line.slug === 'credit_note')).toHaveLength(1);
    first.close();
    second.close();
  });

  test('a started vendor answers by itself once the delay has passed', async () => {
    const { disputeId } = await disputed('work_not_delivered');
    const vendor = createSandboxVendor(disputes(), { delayMs: 0, pollIntervalMs: 50 });
    vendor.start();
    try {
      for (let tries = 0; tries < 100 && (await statusOf(disputeId))?.status === 'open'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      vendor.close();
    }
    expect((await statusOf(disputeId))?.status).toBe('resolved');
  });
});
