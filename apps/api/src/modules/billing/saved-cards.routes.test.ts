import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, apiPath, type SavedCard, type SavedPaymentMethods } from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { createTestInvoice, finishSandboxCardSetup, twoPayingCompanies } from '../../testing/billing-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, postForm as postFormAs, type TestContext } from '../../testing/test-app';
import { newPaymentOf } from './payment-queries';
import { bankAccounts, billingSettings, paymentGroups, payments, savedCards } from './tables';

let context: TestContext;
let company: Awaited<ReturnType<typeof twoPayingCompanies>>['company'];
let token: string;
let otherToken: string;

beforeAll(async () => {
  context = await createTestContext();
  ({ company, token, otherToken } = await twoPayingCompanies(context));
});
afterAll(() => context?.close());

/** Each card of a test its own expiry, so that no two are the same card (brand, last four, expiry). */
let expiries = 0;
const nextExpiry = () => `${String((++expiries % 12) + 1).padStart(2, '0')}/${41 + Math.floor(expiries / 12)}`;
const postForm = (url: string, form: Record<string, string>, auth = token) => postFormAs(context.app, url, form, auth);
const list = async (auth = token) =>
  dataOf<SavedPaymentMethods>(await context.app.inject({ method: 'GET', url: API_PATHS.savedPaymentMethods, headers: bearer(auth) }));
const save = (setupId: string, auth = token) => postForm(API_PATHS.savedCards, { setup_id: setupId }, auth);
const makeDefault = (id: string, auth = token) =>
  context.app.inject({ method: 'POST', url: apiPath(API_PATHS.savedCardDefault, { id }), headers: bearer(auth) });
const remove = (id: string, auth = token) =>
  context.app.inject({ method: 'DELETE', url: apiPath(API_PATHS.savedCard, { id }), headers: bearer(auth) });
const audits = (action: string, subjectId: string) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));
const settings = async () => (await context.db.select().from(billingSettings).where(eq(billingSettings.companyId, company.companyId)))[0];

async function finishedSetup(card: { number?: string; expiry?: string } = {}, auth = token): Promise<string> {
  const finished = await finishSandboxCardSetup(context.app, auth, { expiry: nextExpiry(), ...card });
  expect(finished.statusCode).toBe(200);
  return finished.setupId;
}

async function savedCard(): Promise<SavedCard> {
  const response = await save(await finishedSetup());
  expect(response.statusCode).toBe(200);
  return dataOf<SavedCard>(response);
}

const NOT_FOUND = { data: { message: 'Not found.' } };

describe('saved cards', () => {
  test('a finished setup saves its card for the company, listed to colleagues with the invoices role and to no other company', async () => {
    const setupId = await finishedSetup({ expiry: '11/39' });
    const response = await save(setupId);
    expect(response.statusCode).toBe(200);
    const card = dataOf<SavedCard>(response);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 11, exp_year: 2039, expired: false, is_default: false });
    expect(await audits('card.saved', card.id)).toHaveLength(1);
    const colleague = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices'] });
    expect((await list(await context.login(colleague.email, colleague.password))).cards.map((row) => row.id)).toContain(card.id);
    expect((await list(otherToken)).cards.map((row) => row.id)).not.toContain(card.id);
    const [row] = await context.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(row?.providerCardId).toMatch(/^card_sandbox_/);
  });

  test('the same setup saved by 50 concurrent requests is one card and one audit entry', async () => {
    const setupId = await finishedSetup();
    const responses = await Promise.all(Array.from({ length: 50 }, () => save(setupId)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const ids = new Set(responses.map((response) => dataOf<SavedCard>(response).id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const [row] = await context.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.id, id ?? ''));
    const rows = await context.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.providerCardId, row?.providerCardId ?? ''));
    expect(rows).toHaveLength(1);
    expect(await audits('card.saved', id ?? '')).toHaveLength(1);
  });

  test("another company's, an unknown and an unfinished setup are not found; a missing one is refused beside setup_id", async () => {
    const othersSetup = await finishedSetup({}, otherToken);
    const others = await save(othersSetup);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(NOT_FOUND);
    expect((await save('seti_sandbox_unknown')).json()).toEqual(NOT_FOUND);
    const started = await context.app.inject({ method: 'POST', url: API_PATHS.savedCardSetup, headers: bearer(token) });
    expect(started.statusCode).toBe(200);
    expect(dataOf(started)).toMatchObject({ setup_id: expect.stringMatching(/^seti_sandbox_/), client_secret: null });
    expect((await save(String(dataOf(started).setup_id))).json()).toEqual(NOT_FOUND);
    const missing = await postForm(API_PATHS.savedCards, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ data: { errors: [{ property: 'setup_id' }] } });
    const blank = await postForm(API_PATHS.savedCards, { setup_id: ' ' });
    expect(blank.json()).toMatchObject({ data: { errors: [{ property: 'setup_id' }] } });
  });

  test('a card the company keeps is refused under another setup; once removed it can be saved again', async () => {
    const expiry = nextExpiry();
    const first = dataOf<SavedCard>(await save(await finishedSetup({ expiry })));
    const again = await save(await finishedSetup({ expiry }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      data: { message: 'This card is already saved.', errors: [{ property: 'setup_id', message: 'This card is already saved.' }] },
    });
    // Another company may keep the same card.
    expect((await save(await finishedSetup({ expiry }, otherToken), otherToken)).statusCode).toBe(200);
    expect((await remove(first.id)).statusCode).toBe(200);
    expect((await save(await finishedSetup({ expiry }))).statusCode).toBe(200);
  });

  test('a card becomes the default once under 50 calls, the default bank account giving way, and gives way to one', async () => {
    const [account] = await context.db
      .insert(bankAccounts)
      .values({
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerAccountId: `ba_cards_${Date.now()}`,
        last4: '6789',
        status: 'verified',
      })
      .returning();
    const accountDefault = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.savedBankAccountDefault, { id: account?.id ?? '' }),
      headers: bearer(token),
    });
    expect(accountDefault.statusCode).toBe(200);
    const card = await savedCard();
    const versionBefore = (await settings())?.version ?? 0;

    const responses = await Promise.all(Array.from({ length: 50 }, () => makeDefault(card.id)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const methods = dataOf<SavedPaymentMethods>(responses[0]!);
    expect(methods.cards.filter((row) => row.is_default).map((row) => row.id)).toEqual([card.id]);
    expect(methods.bank_accounts.some((row) => row.is_default)).toBe(false);
    expect(await audits('payment_method.default_changed', card.id)).toHaveLength(1);
    expect(await settings()).toMatchObject({ defaultCardId: card.id, defaultBankAccountId: null, version: versionBefore + 1 });
    expect((await makeDefault(card.id, otherToken)).json()).toEqual(NOT_FOUND);

    // Making the bank account the default clears the card's.
    await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.savedBankAccountDefault, { id: account?.id ?? '' }),
      headers: bearer(token),
    });
    expect(await settings()).toMatchObject({ defaultCardId: null, defaultBankAccountId: account?.id });
  });

  test('an expired card cannot be the default', async () => {
    const [expired] = await context.db
      .insert(savedCards)
      .values({
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerCardId: `card_expired_${Date.now()}`,
        brand: 'visa',
        last4: '0341',
        expMonth: 1,
        expYear: 2021,
      })
      .returning();
    const refused = await makeDefault(expired?.id ?? '');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      data: { message: 'This card has expired and cannot be the default. Add a card that is valid.' },
    });
    expect((await list()).cards.find((row) => row.id === expired?.id)).toMatchObject({ expired: true, is_default: false });
  });

  test('removing stops listing it and its default, once under 50 calls; another company gets 404', async () => {
    const card = await savedCard();
    await makeDefault(card.id);
    expect((await remove(card.id, otherToken)).json()).toEqual(NOT_FOUND);
    const responses = await Promise.all(Array.from({ length: 50 }, () => remove(card.id)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect((await list()).cards.map((row) => row.id)).not.toContain(card.id);
    expect((await settings())?.defaultCardId).toBeNull();
    expect(await audits('card.removed', card.id)).toHaveLength(1);
    const [row] = await context.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(row?.removedAt).toEqual(expect.any(Date));
    expect((await makeDefault(card.id)).statusCode).toBe(404);
  });

  test('removal is refused while a payment with the card is under way, and while autopay pays with it', async () => {
    const card = await savedCard();
    const invoice = await createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId });
    const [payment] = await context.db
      .insert(payments)
      .values({
        ...newPaymentOf(invoice, { userId: company.payer.id, methodSlug: 'stripe-card', provider: 'sandbox' }),
        savedCardId: card.id,
        status: 'processing',
      })
      .returning();
    const paying = await remove(card.id);
    expect(paying.statusCode).toBe(409);
    expect(paying.json()).toEqual({
      data: { message: `This card is paying invoice ${invoice.number}. You can remove it once that payment is done.` },
    });
    await context.db
      .update(payments)
      .set({ status: 'succeeded' })
      .where(eq(payments.id, payment?.id ?? ''));

    await context.db.insert(paymentGroups).values({
      reference: `PAY-GROUP-${Date.now()}`,
      companyId: company.companyId,
      userId: company.payer.id,
      origin: 'pay_several',
      methodSlug: 'stripe-card',
      provider: 'sandbox',
      savedCardId: card.id,
      status: 'processing',
      amountMinor: 1000,
      currency: 'USD',
    });
    const charging = await remove(card.id);
    expect(charging.statusCode).toBe(409);
    expect(charging.json()).toEqual({
      data: { message: 'A payment with this card is under way. You can remove it once that payment is done.' },
    });
    await context.db.update(paymentGroups).set({ status: 'succeeded' }).where(eq(paymentGroups.savedCardId, card.id));

    await context.db
      .insert(billingSettings)
      .values({ companyId: company.companyId, autopayEnabled: true, autopayCardId: card.id, autopayEnabledBy: company.payer.id })
      .onConflictDoUpdate({
        target: billingSettings.companyId,
        set: { autopayEnabled: true, autopayCardId: card.id, autopayBankAccountId: null },
      });
    const autopay = await remove(card.id);
    expect(autopay.statusCode).toBe(409);
    expect(autopay.json()).toEqual({
      data: { message: 'Autopay pays with this card. Choose another method for autopay or turn it off first.' },
    });
    await context.db
      .update(billingSettings)
      .set({ autopayEnabled: false, autopayCardId: null })
      .where(eq(billingSettings.companyId, company.companyId));
    expect((await remove(card.id)).statusCode).toBe(200);
    expect(await audits('card.removed', card.id)).toHaveLength(1);
  });

  test('every card route needs the invoices role and a session', async () => {
    const noRole = await createTestUser(context.db, { companyId: company.companyId, roles: ['contracts'] });
    const noRoleToken = await context.login(noRole.email, noRole.password);
    const card = await savedCard();
    const requests = [
      { method: 'POST' as const, url: API_PATHS.savedCardSetup },
      { method: 'POST' as const, url: API_PATHS.savedCards, payload: { setup_id: 'seti_sandbox_x' } },
      { method: 'POST' as const, url: apiPath(API_PATHS.savedCardDefault, { id: card.id }) },
      { method: 'DELETE' as const, url: apiPath(API_PATHS.savedCard, { id: card.id }) },
    ];
    for (const request of requests) {
      expect((await context.app.inject({ ...request, headers: bearer(noRoleToken) })).statusCode).toBe(403);
      expect((await context.app.inject(request)).statusCode).toBe(401);
    }
  });
});
