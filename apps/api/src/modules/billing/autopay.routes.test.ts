import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, eq } from 'drizzle-orm';
import { API_PATHS, apiPath, type AutopaySettings, type SavedBankAccount } from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { addVerifiedBankAccount, insertBankAccount, insertSavedCard } from '../../testing/autopay-fixtures';
import { createPayingCompany, createTestInvoice } from '../../testing/billing-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { autopayAttempts, billingSettings } from './tables';

let context: TestContext;
type Company = Awaited<ReturnType<typeof createPayingCompany>>;

beforeAll(async () => {
  context = await createTestContext({ env: { ACH_SETTLE_DELAY_MS: '3600000' } });
}, 60_000);
afterAll(() => context?.close());

/** A company whose signed-in editor holds the invoices and account editor roles, with a verified account. */
async function editorCompany() {
  const company = await createPayingCompany(context.db);
  const editor = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices', 'account_editor'] });
  const token = await context.login(editor.email, editor.password);
  const account = await addVerifiedBankAccount(context, token);
  return { company, editor, token, account };
}

const read = (token: string) => context.app.inject({ method: 'GET', url: API_PATHS.autopaySettings, headers: bearer(token) });
const put = (token: string, payload: unknown) =>
  context.app.inject({ method: 'PUT', url: API_PATHS.autopaySettings, headers: bearer(token), payload: payload as object });
const on = (account: Pick<SavedBankAccount, 'id'>, limit: { currency: string; added_value: number } | null = null) => ({
  enabled: true,
  method: { type: 'bank_account', id: account.id },
  limit,
});
const audits = (companyId: string, action?: string) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.createdAt));
const autopayAudits = async (companyId: string) =>
  (await audits(companyId)).filter((entry) => entry.action.startsWith('autopay.')).map((entry) => entry.action);

describe('autopay settings', () => {
  test('off by default; an account editor with the invoices role turns it on, changes its limit and turns it off, each audited with before and after', async () => {
    const { company, editor, token, account } = await editorCompany();
    expect(dataOf<AutopaySettings>(await read(token))).toEqual({
      enabled: false,
      method: null,
      limit: null,
      enabled_by: null,
      can_change: true,
      problems: [],
    });

    const turnedOn = await put(token, on(account));
    expect(turnedOn.statusCode).toBe(200);
    expect(dataOf<AutopaySettings>(turnedOn)).toMatchObject({
      enabled: true,
      method: { type: 'bank_account', id: account.id },
      limit: null,
      enabled_by: { id: editor.id, name: 'Test User' },
    });
    const [settings] = await context.db.select().from(billingSettings).where(eq(billingSettings.companyId, company.companyId));
    expect(settings).toMatchObject({ autopayEnabled: true, autopayBankAccountId: account.id, autopayEnabledBy: editor.id });

    const limited = await put(token, on(account, { currency: 'USD', added_value: 250_000 }));
    expect(dataOf<AutopaySettings>(limited).limit).toEqual({ currency: 'USD', added_value: 250_000 });
    const off = await put(token, { enabled: false, method: null, limit: null });
    // Off keeps the method and limit for the form to offer again.
    expect(dataOf<AutopaySettings>(off)).toMatchObject({
      enabled: false,
      method: { type: 'bank_account', id: account.id },
      limit: { currency: 'USD', added_value: 250_000 },
      enabled_by: null,
    });
    expect(await autopayAudits(company.companyId)).toEqual(['autopay.enabled', 'autopay.changed', 'autopay.disabled']);
    const [changed] = await audits(company.companyId, 'autopay.changed');
    expect(changed?.metadata).toEqual({
      before: { enabled: true, method: { type: 'bank_account', id: account.id }, limit: null },
      after: {
        enabled: true,
        method: { type: 'bank_account', id: account.id, label: `Bank account ending ${account.last4}` },
        limit: { currency: 'USD', amount_minor: 250_000 },
      },
    });
    expect(changed).toMatchObject({ actorUserId: editor.id, subjectType: 'bank_account', subjectId: account.id });
  });

  test('a user with the invoices role alone reads it (can_change false) and may not change it (403); without the role, 403 both', async () => {
    const { company, token, account } = await editorCompany();
    expect((await put(token, on(account))).statusCode).toBe(200);
    const payer = await context.login(company.payer.email, company.payer.password);
    expect(dataOf<AutopaySettings>(await read(payer))).toMatchObject({ enabled: true, can_change: false });
    expect((await put(payer, { enabled: false })).statusCode).toBe(403);
    const editorOnly = await createTestUser(context.db, { companyId: company.companyId, roles: ['account_editor'] });
    const editorToken = await context.login(editorOnly.email, editorOnly.password);
    expect((await read(editorToken)).statusCode).toBe(403);
    expect((await put(editorToken, { enabled: false })).statusCode).toBe(403);
    expect(dataOf<AutopaySettings>(await read(token)).enabled).toBe(true);
  });

  test("another company's bank account or card is a 404, and changes nothing", async () => {
    const { company, token } = await editorCompany();
    const other = await createPayingCompany(context.db);
    const foreignAccount = await insertBankAccount(context.db, { companyId: other.companyId, userId: other.payer.id, status: 'verified' });
    const foreignCard = await insertSavedCard(context.db, { companyId: other.companyId, userId: other.payer.id });
    expect((await put(token, on(foreignAccount))).statusCode).toBe(404);
    expect((await put(token, { enabled: true, method: { type: 'card', id: foreignCard.id }, limit: null })).statusCode).toBe(404);
    expect(await autopayAudits(company.companyId)).toEqual([]);
  });

  test('a method that cannot pay is refused next to method: waiting for deposits, locked, removed, an expired or removed card; bad fields each by name', async () => {
    const { company, token } = await editorCompany();
    const { companyId, payer } = company;
    const refusal = async (payload: unknown) => {
      const response = await put(token, payload);
      expect(response.statusCode).toBe(422);
      return (response.json() as { data: { errors: Array<{ property: string; message: string }> } }).data.errors;
    };
    const account = (status: 'new' | 'verification_failed', removed = false) =>
      insertBankAccount(context.db, { companyId, userId: payer.id, status, removed });
    expect(await refusal(on(await account('new')))).toEqual([
      { property: 'method', message: 'Verify this bank account with its two deposits before autopay pays with it.' },
    ]);
    expect((await refusal(on(await account('verification_failed'))))[0]?.message).toMatch(/locked after failed verification attempts/);
    const removed = await insertBankAccount(context.db, { companyId, userId: payer.id, status: 'verified', removed: true });
    expect((await refusal(on(removed)))[0]?.message).toBe('This bank account was removed. Choose another bank account or a card.');
    const expired = await insertSavedCard(context.db, { companyId, userId: payer.id, expYear: 2020 });
    expect(await refusal({ enabled: true, method: { type: 'card', id: expired.id }, limit: null })).toEqual([
      { property: 'method', message: 'This card has expired. Choose another card or a bank account.' },
    ]);
    const removedCard = await insertSavedCard(context.db, { companyId, userId: payer.id, removed: true });
    expect((await refusal({ enabled: true, method: { type: 'card', id: removedCard.id }, limit: null }))[0]?.property).toBe('method');

    expect(await refusal({ enabled: true, method: null, limit: null })).toEqual([
      { property: 'method', message: 'Choose the bank account or card autopay pays with.' },
    ]);
    expect((await refusal({ method: null }))[0]?.property).toBe('enabled');
    expect((await refusal({ enabled: true, method: { type: 'cheque', id: removed.id } }))[0]?.property).toBe('method.type');
    const limitErrors = async (limit: unknown) => (await refusal({ ...on(removed), limit })).map((error) => error.property);
    expect(await limitErrors({ currency: 'USD', added_value: 0 })).toEqual(['limit.added_value']);
    expect(await limitErrors({ currency: 'USD', added_value: -5 })).toEqual(['limit.added_value']);
    expect(await limitErrors({ currency: 'USD', added_value: 10.5 })).toEqual(['limit.added_value']);
    expect(await limitErrors({ currency: 'usd', added_value: 100 })).toEqual(['limit.currency']);
    expect(await autopayAudits(companyId)).toEqual([]);
  });

  test('a verified card of the company is a method too', async () => {
    const { company, token } = await editorCompany();
    const card = await insertSavedCard(context.db, { companyId: company.companyId, userId: company.payer.id });
    const response = await put(token, {
      enabled: true,
      method: { type: 'card', id: card.id },
      limit: { currency: 'EUR', added_value: 100_000 },
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<AutopaySettings>(response)).toMatchObject({ enabled: true, method: { type: 'card', id: card.id } });
    const [entry] = await audits(company.companyId, 'autopay.enabled');
    expect(entry).toMatchObject({ subjectType: 'saved_card', subjectId: card.id });
  });

  test('50 concurrent identical requests turn it on once: one change, one audit entry; sending it again changes nothing', async () => {
    const { company, token, account } = await editorCompany();
    const body = on(account, { currency: 'USD', added_value: 900_000 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => put(token, body)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const [settings] = await context.db.select().from(billingSettings).where(eq(billingSettings.companyId, company.companyId));
    expect(settings?.version).toBe(1);
    expect(await autopayAudits(company.companyId)).toEqual(['autopay.enabled']);
    expect((await put(token, body)).statusCode).toBe(200);
    const offs = await Promise.all(Array.from({ length: 50 }, () => put(token, { enabled: false })));
    expect(new Set(offs.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(await autopayAudits(company.companyId)).toEqual(['autopay.enabled', 'autopay.disabled']);
  });

  test('the bank account autopay pays with cannot be removed while it is on; once off it can', async () => {
    const { token, account } = await editorCompany();
    expect((await put(token, on(account))).statusCode).toBe(200);
    const removal = () =>
      context.app.inject({ method: 'DELETE', url: apiPath(API_PATHS.savedBankAccount, { id: account.id }), headers: bearer(token) });
    const refused = await removal();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      data: { message: 'Autopay pays with this bank account. Choose another method for autopay or turn it off first.' },
    });
    expect((await put(token, { enabled: false })).statusCode).toBe(200);
    expect((await removal()).statusCode).toBe(200);
  });
});

describe('dismissing an autopay problem', () => {
  async function problemOf(company: Company) {
    const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
    const [attempt] = await context.db
      .insert(autopayAttempts)
      .values({
        invoiceId: invoice.id,
        companyId: company.companyId,
        dueOn: invoice.dueOn,
        status: 'failed',
        message: 'The bank refused the debit.',
      })
      .returning();
    if (!attempt) throw new Error('No attempt');
    return { invoice, attempt };
  }
  const dismiss = (token: string, id: string) =>
    context.app.inject({ method: 'POST', url: apiPath(API_PATHS.autopayAttemptDismiss, { id }), headers: bearer(token) });

  test('lists the problem until dismissed; 50 concurrent dismissals dismiss once; another company gets 404', async () => {
    const company = await createPayingCompany(context.db);
    const token = await context.login(company.payer.email, company.payer.password);
    const { invoice, attempt } = await problemOf(company);
    expect(dataOf<AutopaySettings>(await read(token)).problems).toEqual([
      expect.objectContaining({
        id: attempt.id,
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        status: 'failed',
        message: 'The bank refused the debit.',
      }),
    ]);
    const other = await createPayingCompany(context.db);
    const otherToken = await context.login(other.payer.email, other.payer.password);
    expect((await dismiss(otherToken, attempt.id)).statusCode).toBe(404);

    const responses = await Promise.all(Array.from({ length: 50 }, () => dismiss(token, attempt.id)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(dataOf<AutopaySettings>(responses[0]!).problems).toEqual([]);
    expect(await audits(company.companyId, 'autopay.problem_dismissed')).toHaveLength(1);
  });
});
