import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { InvoiceStatus, PayInvoicesResult } from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { addVerifiedBankAccount } from '../../testing/autopay-fixtures';
import { createPayingCompany, createTestInvoice } from '../../testing/billing-fixtures';
import { bearer, createTestContext, createTestUser, type TestContext } from '../../testing/test-app';
import { companyBillingContacts } from '../company-users/tables';
import { type AutopayDeps, type PayInvoices, runAutopay } from './run-autopay';
import { autopayAttempts, invoices } from './tables';
import { API_PATHS } from '@portal/api-schema';
import { paymentMethodCatalog } from './payment-catalog';

const NOW = new Date('2026-12-07T09:00:00Z');
const TODAY = '2026-12-07';
const PUBLIC_URL = 'http://portal.test';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ env: { ACH_SETTLE_DELAY_MS: '3600000' } });
}, 60_000);
afterAll(() => context?.close());

/** A stand-in for the charging core: answers what the test says for each invoice, and counts the calls. */
function fakeCore(answer: (invoiceId: string) => Partial<PayInvoicesResult['invoices'][number]> | Error) {
  const calls: Array<Parameters<PayInvoices>[1]> = [];
  const payInvoices: PayInvoices = async (_deps, input) => {
    calls.push(input);
    const invoiceId = input.invoiceIds[0] ?? '';
    const given = answer(invoiceId);
    if (given instanceof Error) throw given;
    return {
      invoices: [
        {
          invoice_id: invoiceId,
          invoice_number: 'INV',
          vendor_name: 'Vendor',
          amount: { currency: 'USD', added_value: 1 },
          status: 'succeeded',
          reference: 'PAY-1',
          charge_reference: null,
          message: null,
          ...given,
        },
      ],
      charges: [],
    };
  };
  return { calls, payInvoices };
}

const depsWith = (payInvoices: PayInvoices): AutopayDeps => ({
  db: context.db,
  provider: null as never,
  catalog: paymentMethodCatalog('marketplace'),
  payInvoices,
  publicUrl: PUBLIC_URL,
});

/** A company with autopay on (through the API, by an account editor) paying with a verified account, and a billing contact. */
async function autopayCompany(limit: { currency: string; added_value: number } | null = null) {
  const company = await createPayingCompany(context.db);
  const editor = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices', 'account_editor'] });
  const token = await context.login(editor.email, editor.password);
  const account = await addVerifiedBankAccount(context, token);
  const response = await context.app.inject({
    method: 'PUT',
    url: API_PATHS.autopaySettings,
    headers: bearer(token),
    payload: { enabled: true, method: { type: 'bank_account', id: account.id }, limit },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  await context.db
    .insert(companyBillingContacts)
    .values({ companyId: company.companyId, name: 'Accounts', email: `ap-${company.companyId}@tests.test`, position: 0 });
  return { ...company, editor, account };
}

async function invoiceDue(
  company: { companyId: string; vendorId: string },
  dueOn: string,
  options: { status?: InvoiceStatus; totalMinor?: number; currency?: string } = {},
) {
  const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId, ...options });
  await context.db.update(invoices).set({ dueOn }).where(eq(invoices.id, invoice.id));
  return { ...invoice, dueOn };
}

const attemptsOf = (invoiceIds: string[]) =>
  context.db.select().from(autopayAttempts).where(inArray(autopayAttempts.invoiceId, invoiceIds));
const autopayAudits = (companyId: string) =>
  context.db
    .select({ action: auditLog.action, subjectId: auditLog.subjectId, metadata: auditLog.metadata })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), like(auditLog.action, 'autopay.%')));
const mailsAbout = (number: string) =>
  context.db
    .select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text })
    .from(outboxEmails)
    .where(like(outboxEmails.subject, `%${number}%`));

describe('an autopay run', () => {
  test('pays a due invoice once with the autopay method in the name of whoever turned it on; a second run does nothing', async () => {
    const company = await autopayCompany();
    const due = await invoiceDue(company, TODAY);
    const late = await invoiceDue(company, '2026-11-20', { status: 'overdue' });
    const core = fakeCore(() => ({ status: 'processing' }));
    const first = await runAutopay(depsWith(core.payInvoices), { now: NOW });
    expect(first).toMatchObject({ paid: 2, failed: 0, skipped: 0, emails: 0 });
    expect(core.calls).toEqual([
      {
        actor: { companyId: company.companyId, userId: company.editor.id },
        invoiceIds: [late.id],
        method: { type: 'bank_account', id: company.account.id },
        origin: 'autopay',
      },
      {
        actor: { companyId: company.companyId, userId: company.editor.id },
        invoiceIds: [due.id],
        method: { type: 'bank_account', id: company.account.id },
        origin: 'autopay',
      },
    ]);
    expect((await attemptsOf([due.id, late.id])).map((attempt) => attempt.status)).toEqual(['paid', 'paid']);
    expect(
      (await autopayAudits(company.companyId)).map((entry) => entry.action).filter((action) => action === 'autopay.paid'),
    ).toHaveLength(2);

    const second = await runAutopay(depsWith(core.payInvoices), { now: NOW });
    expect(second).toMatchObject({ paid: 0, failed: 0, skipped: 0 });
    expect(core.calls).toHaveLength(2);
  });

  test('leaves alone an invoice not due yet, a disputed one, one paid, and companies with autopay off', async () => {
    const company = await autopayCompany();
    const tomorrow = await invoiceDue(company, '2026-12-08');
    const disputed = await invoiceDue(company, '2026-12-01', { status: 'disputed' });
    const paid = await invoiceDue(company, '2026-12-01', { status: 'paid' });
    const off = await createPayingCompany(context.db);
    const notOn = await invoiceDue(off, '2026-12-01');
    const core = fakeCore(() => ({}));
    await runAutopay(depsWith(core.payInvoices), { now: NOW });
    const ids = [tomorrow.id, disputed.id, paid.id, notOn.id];
    expect(core.calls.filter((call) => ids.includes(call.invoiceIds[0] ?? ''))).toEqual([]);
    expect(await attemptsOf(ids)).toEqual([]);
    // Its day comes: paid then.
    await runAutopay(depsWith(core.payInvoices), { now: new Date('2026-12-08T00:30:00Z') });
    expect(core.calls.map((call) => call.invoiceIds[0])).toContain(tomorrow.id);
  });

  test('skips an invoice above the limit or of another currency, telling finance and the billing contacts once each, on the dashboard too', async () => {
    const company = await autopayCompany({ currency: 'USD', added_value: 100_000 });
    const colleague = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices', 'contracts', 'my_company'] });
    const notTold = await createTestUser(context.db, { companyId: company.companyId, roles: ['proposals'] });
    const within = await invoiceDue(company, TODAY, { totalMinor: 100_000 });
    const over = await invoiceDue(company, TODAY, { totalMinor: 100_001 });
    const euros = await invoiceDue(company, TODAY, { totalMinor: 500, currency: 'EUR' });
    const core = fakeCore(() => ({}));
    const result = await runAutopay(depsWith(core.payInvoices), { now: NOW });
    expect(result).toMatchObject({ paid: 1, skipped: 2 });
    expect(core.calls.map((call) => call.invoiceIds[0])).toEqual([within.id]);
    const [overAttempt] = await attemptsOf([over.id]);
    expect(overAttempt).toMatchObject({
      status: 'skipped',
      message:
        'Not paid automatically: its $1,000.01 is above your autopay limit of $1,000.00 per invoice. Pay it from the invoice, or raise the limit.',
    });
    const told = [company.payer.email, company.editor.email, colleague.email, `ap-${company.companyId}@tests.test`].sort();
    const mails = await mailsAbout(over.number);
    expect(mails.map((mail) => mail.to).sort()).toEqual(told);
    expect(mails.map((mail) => mail.to)).not.toContain(notTold.email);
    expect(mails[0]?.subject).toBe(`Invoice ${over.number} was not paid automatically`);
    expect(mails[0]?.text).toContain('above your autopay limit of $1,000.00');
    expect(mails[0]?.text).toContain(`invoice ${over.number} from Northwind Devs ($1,000.01, due Dec 7, 2026)`);
    expect((await mailsAbout(euros.number)).map((mail) => mail.to).sort()).toEqual(told);

    await runAutopay(depsWith(core.payInvoices), { now: NOW });
    expect(await mailsAbout(over.number)).toHaveLength(told.length);
    expect((await autopayAudits(company.companyId)).map((entry) => entry.action).sort()).toEqual([
      'autopay.enabled',
      'autopay.paid',
      'autopay.skipped',
      'autopay.skipped',
    ]);

    const payerToken = await context.login(company.payer.email, company.payer.password);
    const actions = (await context.app.inject({ method: 'GET', url: API_PATHS.dashboardActions, headers: bearer(payerToken) })).json() as {
      data: { groups: Array<{ kind: string; count: number; items: Array<{ title: string }> }> };
    };
    const problems = actions.data.groups.find((group) => group.kind === 'autopay_problem');
    expect(problems?.count).toBe(2);
    expect(problems?.items.map((item) => item.title).sort()).toEqual([over.number, euros.number].sort());
  });

  test('a failed charge is recorded with its message and told once per recipient; a refusal of the core too; never charged again for that due date', async () => {
    const company = await autopayCompany();
    const declined = await invoiceDue(company, TODAY);
    const refused = await invoiceDue(company, TODAY);
    const { HttpError } = await import('../../platform/http/errors');
    const core = fakeCore((invoiceId) =>
      invoiceId === declined.id
        ? { status: 'failed', message: 'The bank refused the debit: insufficient funds.' }
        : new HttpError(422, 'Check the fields.', [{ property: 'method', message: 'Verify this bank account before paying with it.' }]),
    );
    const result = await runAutopay(depsWith(core.payInvoices), { now: NOW });
    expect(result).toMatchObject({ paid: 0, failed: 2 });
    expect((await attemptsOf([declined.id])).map((attempt) => [attempt.status, attempt.message])).toEqual([
      ['failed', 'The bank refused the debit: insufficient funds.'],
    ]);
    expect((await attemptsOf([refused.id]))[0]?.message).toBe('Verify this bank account before paying with it.');
    const mails = await mailsAbout(declined.number);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [company.payer.email, company.editor.email, `ap-${company.companyId}@tests.test`].sort(),
    );
    expect(mails[0]?.subject).toBe(`Autopay could not pay invoice ${declined.number}`);
    await runAutopay(depsWith(core.payInvoices), { now: NOW });
    expect(core.calls).toHaveLength(2);
    expect(await mailsAbout(declined.number)).toHaveLength(3);
    const failedAudit = (await autopayAudits(company.companyId)).find(
      (entry) => entry.action === 'autopay.failed' && entry.subjectId === declined.id,
    );
    expect(failedAudit?.metadata).toMatchObject({ due_on: TODAY, message: 'The bank refused the debit: insufficient funds.' });
  });

  test('two passes at once claim each invoice once', async () => {
    const company = await autopayCompany();
    const due = await Promise.all([1, 2, 3].map(() => invoiceDue(company, TODAY)));
    const core = fakeCore(() => ({ status: 'succeeded' }));
    const results = await Promise.all([
      runAutopay(depsWith(core.payInvoices), { now: NOW }),
      runAutopay(depsWith(core.payInvoices), { now: NOW }),
    ]);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(3);
    expect(core.calls.map((call) => call.invoiceIds[0]).sort()).toEqual(due.map((invoice) => invoice.id).sort());
  });
});
