import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { ACH_METHOD_SLUG, API_PATHS, apiPath, type SavedBankAccount, type SavedPaymentMethods } from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { createTestInvoice, tokenizeSandboxBankAccount, twoPayingCompanies } from '../../testing/billing-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, postForm as postFormAs, type TestContext } from '../../testing/test-app';
import { bankAccounts, billingSettings, invoices, savedCards } from './tables';

let context: TestContext;
let company: Awaited<ReturnType<typeof twoPayingCompanies>>['company'];
let other: typeof company;
let token: string;
let otherToken: string;

beforeAll(async () => {
  context = await createTestContext({ env: { ACH_SETTLE_DELAY_MS: '3600000' } });
  ({ company, other, token, otherToken } = await twoPayingCompanies(context));
});
afterAll(() => context?.close());

let accountNumbers = 0;
const nextAccountNumber = () => `000${String(500 + ++accountNumbers).padStart(9, '0')}`;
const postForm = (url: string, form: Record<string, string>, auth = token) => postFormAs(context.app, url, form, auth);
const list = async (auth = token) =>
  dataOf<SavedPaymentMethods>(await context.app.inject({ method: 'GET', url: API_PATHS.savedPaymentMethods, headers: bearer(auth) }));
const add = async (accountNumber = nextAccountNumber(), auth = token) =>
  postForm(API_PATHS.savedBankAccounts, { bank_account_id: await tokenizeSandboxBankAccount(context.app, auth, accountNumber) }, auth);
const verify = (id: string, amounts: [string, string], auth = token) =>
  postForm(apiPath(API_PATHS.savedBankAccountVerify, { id }), { 'amounts[0]': amounts[0], 'amounts[1]': amounts[1] }, auth);
const makeDefault = (id: string, auth = token) =>
  context.app.inject({ method: 'POST', url: apiPath(API_PATHS.savedBankAccountDefault, { id }), headers: bearer(auth) });
const remove = (id: string, auth = token) =>
  context.app.inject({ method: 'DELETE', url: apiPath(API_PATHS.savedBankAccount, { id }), headers: bearer(auth) });
const audits = (action: string, subjectId: string) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

async function addedAccount(): Promise<SavedBankAccount> {
  const response = await add();
  expect(response.statusCode).toBe(200);
  return dataOf<SavedBankAccount>(response);
}

describe('the company’s saved payment methods', () => {
  test('adding an account lists it waiting for its deposits, to every colleague with the invoices role', async () => {
    const account = await addedAccount();
    expect(account).toMatchObject({
      status: 'new',
      routing_number: '110000000',
      attempts_left: 3,
      is_default: false,
      awaiting_payment: null,
    });
    expect((await audits('bank_account.created', account.id)).length).toBe(1);
    const colleague = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices'] });
    const methods = await list(await context.login(colleague.email, colleague.password));
    expect(methods).toMatchObject({ provider: 'sandbox', public_key: null, cards: [] });
    expect(methods.bank_accounts.map((row) => row.id)).toContain(account.id);
    expect((await list(otherToken)).bank_accounts.map((row) => row.id)).not.toContain(account.id);
  });

  test('an account the company keeps is refused next to the account number; 422 per field for bad input', async () => {
    const accountNumber = nextAccountNumber();
    expect((await add(accountNumber)).statusCode).toBe(200);
    const again = await add(accountNumber);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ data: { errors: [{ property: 'account_number' }] } });
    const bad = await postForm(API_PATHS.savedBankAccounts, {});
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ data: { errors: [{ property: 'bank_account_id' }] } });
    const forged = await postForm(API_PATHS.savedBankAccounts, { bank_account_id: 'btok_forged' });
    expect(forged.json()).toMatchObject({ data: { errors: [{ property: 'bank_account_id' }] } });
  });

  test('the deposits verify the account once under 50 concurrent calls; wrong ones count down and lock', async () => {
    const account = await addedAccount();
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(account.id, ['45', '32'])));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(dataOf<SavedBankAccount>(responses[0]!).status).toBe('verified');
    expect(await audits('bank_account.verified', account.id)).toHaveLength(1);

    const locking = await addedAccount();
    expect((await verify(locking.id, ['1', '2'])).json()).toEqual({
      data: { message: 'The amounts do not match the deposits. 2 attempts left.' },
    });
    expect((await list()).bank_accounts.find((row) => row.id === locking.id)?.attempts_left).toBe(2);
    await verify(locking.id, ['1', '2']);
    const locked = 'This bank account is locked after too many failed verification attempts.';
    expect((await verify(locking.id, ['1', '2'])).json()).toEqual({ data: { message: locked } });
    expect((await verify(locking.id, ['32', '45'])).json()).toEqual({ data: { message: locked } });
    expect((await list()).bank_accounts.find((row) => row.id === locking.id)?.status).toBe('verification_failed');
    expect((await verify(locking.id, ['0', '45'])).statusCode).toBe(422);
  });

  test('deposits sent for a payment verify through it, which pays its invoice', async () => {
    const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
    const paid = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.pay, { id: invoice.id, slug: ACH_METHOD_SLUG }),
      headers: bearer(token),
    });
    const { reference } = dataOf<{ reference: string }>(paid);
    const created = await postForm(apiPath(API_PATHS.achCreate, { reference }), {
      bank_account_id: await tokenizeSandboxBankAccount(context.app, token, nextAccountNumber()),
    });
    const id = dataOf<{ bank_account_id: string }>(created).bank_account_id;
    expect((await list()).bank_accounts.find((row) => row.id === id)?.awaiting_payment).toEqual({
      reference,
      invoice_id: invoice.id,
      invoice_number: invoice.number,
    });
    expect(dataOf<SavedBankAccount>(await verify(id, ['32', '45']))).toMatchObject({ status: 'verified', awaiting_payment: null });
    const [row] = await context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe('ach_verification_pending');
  });

  test('only a verified account becomes the default, once under 50 calls; a card default gives way', async () => {
    const waiting = await addedAccount();
    const refused = await makeDefault(waiting.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ data: { message: 'Verify this bank account with its two deposits before making it the default.' } });

    const account = await addedAccount();
    await verify(account.id, ['32', '45']);
    const [card] = await context.db
      .insert(savedCards)
      .values({
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerCardId: `card_${Date.now()}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 1,
        expYear: 2020,
      })
      .returning();
    await context.db
      .insert(billingSettings)
      .values({ companyId: company.companyId, defaultCardId: card?.id })
      .onConflictDoUpdate({ target: billingSettings.companyId, set: { defaultCardId: card?.id, defaultBankAccountId: null } });
    expect((await list()).cards).toEqual([expect.objectContaining({ last4: '4242', expired: true, is_default: true })]);

    const responses = await Promise.all(Array.from({ length: 50 }, () => makeDefault(account.id)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const methods = await list();
    expect(methods.bank_accounts.filter((row) => row.is_default).map((row) => row.id)).toEqual([account.id]);
    expect(methods.cards.every((row) => !row.is_default)).toBe(true);
    expect(await audits('payment_method.default_changed', account.id)).toHaveLength(1);
    expect((await makeDefault(account.id, otherToken)).statusCode).toBe(404);
  });

  test('removing stops listing it and its default, once under 50 calls; refused while a payment uses it; another company gets 404', async () => {
    const account = await addedAccount();
    await verify(account.id, ['32', '45']);
    await makeDefault(account.id);
    expect((await remove(account.id, otherToken)).statusCode).toBe(404);
    const responses = await Promise.all(Array.from({ length: 50 }, () => remove(account.id)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const methods = await list();
    expect(methods.bank_accounts.map((row) => row.id)).not.toContain(account.id);
    const [settings] = await context.db.select().from(billingSettings).where(eq(billingSettings.companyId, company.companyId));
    expect(settings?.defaultBankAccountId).toBeNull();
    expect(await audits('bank_account.removed', account.id)).toHaveLength(1);
    const [row] = await context.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id));
    expect(row?.removedAt).toEqual(expect.any(Date));
    expect((await makeDefault(account.id)).statusCode).toBe(404);
    expect((await verify(account.id, ['32', '45'])).statusCode).toBe(404);

    // An account paying an invoice stays.
    const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
    const paid = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.pay, { id: invoice.id, slug: ACH_METHOD_SLUG }),
      headers: bearer(token),
    });
    const { reference } = dataOf<{ reference: string }>(paid);
    const created = await postForm(apiPath(API_PATHS.achCreate, { reference }), {
      bank_account_id: await tokenizeSandboxBankAccount(context.app, token, nextAccountNumber()),
    });
    const inUse = dataOf<{ bank_account_id: string }>(created).bank_account_id;
    const refused = await remove(inUse);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      data: { message: `This bank account is paying invoice ${invoice.number}. You can remove it once that payment is done or cancelled.` },
    });
  });

  test('every route needs the invoices role', async () => {
    const noRole = await createTestUser(context.db, { companyId: company.companyId, roles: ['contracts'] });
    const noRoleToken = await context.login(noRole.email, noRole.password);
    expect((await context.app.inject({ method: 'GET', url: API_PATHS.savedPaymentMethods, headers: bearer(noRoleToken) })).statusCode).toBe(
      403,
    );
    expect((await context.app.inject({ method: 'GET', url: API_PATHS.savedPaymentMethods })).statusCode).toBe(401);
    void other;
  });
});
