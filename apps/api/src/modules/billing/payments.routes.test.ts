import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { ACH_METHOD_SLUG, API_PATHS, apiPath, CARD_METHOD_SLUG, SANDBOX_PATHS } from '@portal/api-schema';
import { createTestInvoice, signWebhookPayload, tokenizeSandboxBankAccount, twoPayingCompanies } from '../../testing/billing-fixtures';
import { sandboxLinkQuery } from '../../testing/sandbox-links';
import { REFUNDED_DUPLICATE_MESSAGE } from './payment-outcome';
import { auditLog } from '../../platform/audit/tables';
import { bankAccounts, billingSettings, invoices, payments } from './tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { bearer, createTestContext, createTestUser, dataOf, postForm as postFormAs, type TestContext } from '../../testing/test-app';

const WEBHOOK_SECRET = 'test-payment-webhook-secret';
const SETTLE_DELAY_MS = 30;

let context: TestContext;
let company: Awaited<ReturnType<typeof twoPayingCompanies>>['company'];
let other: typeof company;
let token: string;
let otherToken: string;

beforeAll(async () => {
  context = await createTestContext({ env: { ACH_SETTLE_DELAY_MS: String(SETTLE_DELAY_MS) } });
  ({ company, other, token, otherToken } = await twoPayingCompanies(context));
});
afterAll(() => context?.close());

const newInvoice = (input: Partial<Parameters<typeof createTestInvoice>[1]> = {}) =>
  createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId, ...input });

function pay(invoiceId: string, slug: string, auth = token) {
  return context.app.inject({ method: 'POST', url: apiPath(API_PATHS.pay, { id: invoiceId, slug }), headers: bearer(auth) });
}

async function createPayment(invoiceId: string, slug: string): Promise<string> {
  const response = await pay(invoiceId, slug);
  expect(response.statusCode).toBe(200);
  return dataOf<{ reference: string }>(response).reference;
}

const postForm = (url: string, form: Record<string, string>, auth = token) => postFormAs(context.app, url, form, auth);

/** Another account number of the sandbox's test bank each time: a company keeps each account once. */
let accountNumbers = 0;
const nextAccountNumber = () => `000${String(++accountNumbers).padStart(9, '0')}`;
const tokenizeNewAccount = (auth = token) => tokenizeSandboxBankAccount(context.app, auth, nextAccountNumber());

function setStatus(reference: string, status = 'succeeded', auth = token) {
  return postForm(
    apiPath(API_PATHS.setPaymentStatus, { reference }),
    { 'set-payment-status': 'sandbox', reference, status, raw_request: '{}' },
    auth,
  );
}

async function checkoutDecision(reference: string, body: Record<string, string>) {
  const query = await sandboxLinkQuery(context.db, 'checkout', reference);
  return context.app.inject({ method: 'POST', url: `/api/sandbox/checkout/${reference}${query}`, payload: body });
}

async function invoiceStatus(id: string) {
  const [row] = await context.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
  return row?.status;
}

async function paymentRow(reference: string) {
  const [row] = await context.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`No payment ${reference}`);
  return row;
}

const receiptsTo = (email: string) => context.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('access', () => {
  test('every route needs a session, the invoices role and the caller company', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const noRole = await createTestUser(context.db, { companyId: company.companyId, roles: ['contracts'] });
    const noRoleToken = await context.login(noRole.email, noRole.password);
    const requests = [
      { method: 'GET' as const, url: apiPath(API_PATHS.invoicePaymentMethods, { id: invoice.id }) },
      { method: 'POST' as const, url: apiPath(API_PATHS.pay, { id: invoice.id, slug: CARD_METHOD_SLUG }) },
      { method: 'GET' as const, url: apiPath(API_PATHS.invoicePaymentMetadata, { id: invoice.id, slug: 'marketplace-wire' }) },
      { method: 'GET' as const, url: apiPath(API_PATHS.paymentMetadata, { reference, slug: CARD_METHOD_SLUG }) },
      { method: 'GET' as const, url: apiPath(API_PATHS.achPending, { id: invoice.id }) },
    ];
    for (const request of requests) {
      expect((await context.app.inject(request)).statusCode).toBe(401);
      expect((await context.app.inject({ ...request, headers: bearer(noRoleToken) })).statusCode).toBe(403);
      expect((await context.app.inject({ ...request, headers: bearer(otherToken) })).statusCode).toBe(404);
    }
    expect((await setStatus(reference, 'succeeded', otherToken)).statusCode).toBe(404);
    expect((await setStatus(reference, 'succeeded', noRoleToken)).statusCode).toBe(403);
  });

  test('malformed ids and oversized parameters are 422', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.invoicePaymentMethods, { id: 'not-a-uuid' }),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
    const long = await pay((await newInvoice()).id, 'x'.repeat(65));
    expect(long.statusCode).toBe(422);
  });
});

describe('payment methods', () => {
  test('the offered methods the server knows, with their redirects', async () => {
    const invoice = await newInvoice({
      paymentMethods: [
        { slug: 'marketplace-wire' },
        { slug: 'bitcoin' },
        { slug: 'payoneer-local-wire', redirectUrl: 'https://p.example.com/x' },
        { slug: CARD_METHOD_SLUG },
      ],
    });
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.invoicePaymentMethods, { id: invoice.id }),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const methods = dataOf<Array<{ slug: string; redirectUrl: string | null; needCreatePayment: boolean }>>(response);
    expect(methods.map(({ slug, redirectUrl, needCreatePayment }) => ({ slug, redirectUrl, needCreatePayment }))).toEqual([
      { slug: 'marketplace-wire', redirectUrl: null, needCreatePayment: false },
      { slug: 'payoneer-local-wire', redirectUrl: 'https://p.example.com/x', needCreatePayment: false },
      { slug: CARD_METHOD_SLUG, redirectUrl: null, needCreatePayment: true },
    ]);
  });

  test('an invoice that cannot be paid offers nothing', async () => {
    const invoice = await newInvoice({ status: 'paid' });
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.invoicePaymentMethods, { id: invoice.id }),
      headers: bearer(token),
    });
    expect(dataOf(response)).toEqual([]);
  });
});

describe('POST pay', () => {
  test('creates a payment of the invoice amount with an unguessable reference, once', async () => {
    const invoice = await newInvoice({ totalMinor: 99_999, currency: 'EUR' });
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    expect(reference).toMatch(/^PAY-[0-9A-HJKMNP-TV-Z]{16}$/);
    const row = await paymentRow(reference);
    expect(row).toMatchObject({ amountMinor: 99_999, currency: 'EUR', provider: 'sandbox', status: 'pending', userId: company.payer.id });
    expect(row.providerPaymentId).toMatch(/^sandbox_pi_/);
    expect(await createPayment(invoice.id, CARD_METHOD_SLUG)).toBe(reference);
  });

  test('20 concurrent identical calls make exactly one payment', async () => {
    const invoice = await newInvoice();
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(invoice.id, ACH_METHOD_SLUG)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const references = new Set(responses.map((response) => dataOf<{ reference: string }>(response).reference));
    expect(references.size).toBe(1);
    const rows = await context.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
  });

  test('an invoice that cannot be paid is 409', async () => {
    const invoice = await newInvoice({ status: 'in_escrow' });
    const response = await pay(invoice.id, CARD_METHOD_SLUG);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ data: { message: 'This invoice cannot be paid now.' } });
  });

  test('a method not offered or unknown is 404 with a message; a wire needs no payment', async () => {
    const invoice = await newInvoice({ paymentMethods: [{ slug: 'marketplace-wire' }] });
    for (const slug of [CARD_METHOD_SLUG, 'bitcoin', '../../etc', '<script>']) {
      const response = await pay(invoice.id, slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ data: { message: 'This payment method is not offered for this invoice.' } });
    }
    expect((await pay(invoice.id, 'marketplace-wire')).statusCode).toBe(422);
  });
});

describe('metadata', () => {
  test('wire: title and billing details, sanitized', async () => {
    const invoice = await newInvoice({ totalMinor: 125_050 });
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.invoicePaymentMetadata, { id: invoice.id, slug: 'marketplace-wire' }),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const data = dataOf<{ title: string; billing_details: string }>(response);
    expect(data.title).toContain('$1,250.50');
    expect(data.title).toContain('Northwind Devs');
    expect(data.billing_details).toContain('<strong>Bank:</strong> First Bank');
    expect(data.billing_details).not.toMatch(/script|javascript|onclick/);
  });

  test('card: the sandbox checkout page of the reference', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.paymentMetadata, { reference, slug: CARD_METHOD_SLUG }),
      headers: bearer(token),
    });
    expect(dataOf(response)).toEqual({
      configure_options: { provider: 'sandbox', publishable_key: null },
      checkout_options: {
        reference,
        amount: { currency: 'USD', added_value: 125_050 },
        vendor_name: 'Northwind Devs',
        client_secret: null,
        checkout_url: expect.stringMatching(
          new RegExp(`^${apiPath(SANDBOX_PATHS.cardCheckout, { reference })}\\?token=\\d+\\.[\\w-]{43}$`),
        ),
      },
    });
    const wrongSlug = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.paymentMetadata, { reference, slug: ACH_METHOD_SLUG }),
      headers: bearer(token),
    });
    expect(wrongSlug.statusCode).toBe(404);
  });

  test("ACH: the company's kept accounts, whoever saved them; not another company's nor removed ones", async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    await context.db.insert(bankAccounts).values([
      {
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerAccountId: `ba_meta_${reference}`,
        last4: '6789',
        bankName: 'STRIPE TEST BANK',
        status: 'verified',
      },
      {
        companyId: other.companyId,
        userId: other.payer.id,
        provider: 'sandbox',
        providerAccountId: `ba_other_${reference}`,
        last4: '1111',
      },
      {
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerAccountId: `ba_removed_${reference}`,
        last4: '2222',
        removedAt: new Date(),
      },
    ]);
    // A colleague with the invoices role sees the accounts the payer saved.
    const colleague = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices'] });
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.paymentMetadata, { reference, slug: ACH_METHOD_SLUG }),
      headers: bearer(await context.login(colleague.email, colleague.password)),
    });
    const data = dataOf<{ bank_accounts: Array<{ last4: string }>; options: unknown; reference: string }>(response);
    expect(data.reference).toBe(reference);
    expect(data.options).toEqual({ provider: 'sandbox', amount: { currency: 'USD', added_value: 125_050 }, vendor_name: 'Northwind Devs' });
    expect(data.bank_accounts.map((account) => account.last4)).toContain('6789');
    expect(data.bank_accounts.map((account) => account.last4)).not.toContain('1111');
    expect(data.bank_accounts.map((account) => account.last4)).not.toContain('2222');

    // The company's default method is marked, so that the chooser selects it first.
    const [saved] = await context.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.providerAccountId, `ba_meta_${reference}`));
    await context.db
      .insert(billingSettings)
      .values({ companyId: company.companyId, defaultBankAccountId: saved!.id })
      .onConflictDoUpdate({ target: billingSettings.companyId, set: { defaultBankAccountId: saved!.id, defaultCardId: null } });
    const again = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.paymentMetadata, { reference, slug: ACH_METHOD_SLUG }),
      headers: bearer(token),
    });
    expect(dataOf<{ bank_accounts: Array<{ last4: string; is_default: boolean }> }>(again).bank_accounts).toEqual([
      expect.objectContaining({ last4: '6789', is_default: true }),
    ]);
  });
});

describe('card payment with the sandbox', () => {
  test('the posted status is not trusted: the sandbox is asked', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const response = await setStatus(reference, 'succeeded');
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ reference, status: 'pending' });
    expect(await invoiceStatus(invoice.id)).toBe('open');
  });

  test('a paid checkout pays the invoice and sends one receipt, even under 20 concurrent calls', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const decision = await checkoutDecision(reference, { action: 'pay', card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toMatchObject({ status: 'succeeded', message: null });
    const before = (await receiptsTo(company.payer.email)).length;

    const responses = await Promise.all(Array.from({ length: 20 }, () => setStatus(reference, 'canceled')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    for (const response of responses) {
      expect(dataOf(response)).toEqual({
        reference,
        status: 'succeeded',
        paid_to: 'Northwind Devs',
        amount: { currency: 'USD', added_value: 125_050 },
        message: null,
      });
    }
    expect(await invoiceStatus(invoice.id)).toBe('paid');
    const receipts = await receiptsTo(company.payer.email);
    expect(receipts).toHaveLength(before + 1);
    expect(receipts.some((mail) => mail.text.includes(reference) && mail.text.includes('$1,250.50'))).toBe(true);
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, invoice.id), eq(auditLog.action, 'payment.succeeded')));
    expect(audits).toHaveLength(1);
    // The invoice is paid: no new payment.
    expect((await pay(invoice.id, CARD_METHOD_SLUG)).statusCode).toBe(409);
  });

  test('a declined card fails the payment with the reason', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const decision = await checkoutDecision(reference, { action: 'pay', card_number: '4000000000000002', expiry: '12/40', cvc: '123' });
    expect(decision.json()).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    const response = await setStatus(reference, 'succeeded');
    expect(dataOf(response)).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect(await invoiceStatus(invoice.id)).toBe('open');
    // A new attempt gets a new payment.
    expect(await createPayment(invoice.id, CARD_METHOD_SLUG)).not.toBe(reference);
  });

  test('a cancelled checkout cancels the payment', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    expect((await checkoutDecision(reference, { action: 'cancel' })).json()).toMatchObject({ status: 'canceled' });
    expect(dataOf(await setStatus(reference, 'succeeded'))).toMatchObject({ status: 'canceled', message: null });
  });

  test('no card checkout while another payment of the invoice moves money', async () => {
    const invoice = await newInvoice();
    const card = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const charged = await createPayment(invoice.id, CARD_METHOD_SLUG);
    expect(charged).toBe(card);
    expect((await checkoutDecision(card, { action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '123' })).statusCode).toBe(
      200,
    );
    const ach = await createPayment(invoice.id, ACH_METHOD_SLUG);
    await context.db.update(payments).set({ status: 'processing' }).where(eq(payments.reference, ach));

    const metadata = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.paymentMetadata, { reference: card, slug: CARD_METHOD_SLUG }),
      headers: bearer(token),
    });
    expect(metadata.statusCode).toBe(409);
    expect(metadata.json()).toEqual({ data: { message: 'A payment of this invoice is already being processed.' } });
    const decision = await checkoutDecision(card, { action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '123' });
    expect(decision.statusCode).toBe(409);
    // A checkout that was paid before is never kept as a second payment: it is refunded in full,
    // once, however many reports of it arrive at the same time.
    const reports = await Promise.all(Array.from({ length: 20 }, () => setStatus(card)));
    expect(reports.map((report) => report.statusCode)).toEqual(Array(20).fill(200));
    for (const report of reports) {
      expect(dataOf(report)).toMatchObject({ reference: card, status: 'failed', message: REFUNDED_DUPLICATE_MESSAGE });
    }
    expect((await paymentRow(card)).status).toBe('failed');
    const refunds = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, (await paymentRow(card)).id), eq(auditLog.action, 'payment.refunded')));
    expect(refunds).toHaveLength(1);
    expect(await invoiceStatus(invoice.id)).not.toBe('paid');
  });

  test('hostile set-status forms are 422', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const url = apiPath(API_PATHS.setPaymentStatus, { reference });
    expect((await postForm(url, {})).statusCode).toBe(422);
    expect(
      (await postForm(url, { 'set-payment-status': 'x', reference: 'PAY-OTHER', status: 'succeeded', raw_request: '{}' })).statusCode,
    ).toBe(422);
    expect(
      (await postForm(url, { 'set-payment-status': 'x', reference, status: 'succeeded', raw_request: 'x'.repeat(10_001) })).statusCode,
    ).toBe(422);
  });
});

describe('ACH with the sandbox', () => {
  async function startAch() {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    const tokenId = await tokenizeNewAccount();
    const created = await postForm(apiPath(API_PATHS.achCreate, { reference }), { bank_account_id: tokenId });
    expect(created.statusCode).toBe(200);
    const bankAccountId = dataOf<{ bank_account_id: string }>(created).bank_account_id;
    return { invoice, reference, tokenId, bankAccountId };
  }

  async function insertVerifiedAccount(prefix: string) {
    const [account] = await context.db
      .insert(bankAccounts)
      .values({
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerAccountId: `${prefix}_${Date.now()}`,
        last4: '6789',
        status: 'verified',
      })
      .returning();
    if (!account) throw new Error('No account');
    return account;
  }

  const verify = (reference: string, bankAccountId: string, amounts: [string, string], auth = token) =>
    postForm(
      apiPath(API_PATHS.achVerify, { reference }),
      { bank_account_id: bankAccountId, 'amounts[0]': amounts[0], 'amounts[1]': amounts[1] },
      auth,
    );

  test('create saves the account, starts the deposits and is idempotent on the token', async () => {
    const { invoice, reference, tokenId, bankAccountId } = await startAch();
    const [account] = await context.db.select().from(bankAccounts).where(eq(bankAccounts.id, bankAccountId));
    expect(account).toMatchObject({ userId: company.payer.id, status: 'new', routingNumber: '110000000', bankName: 'STRIPE TEST BANK' });
    expect(await invoiceStatus(invoice.id)).toBe('ach_verification_pending');
    expect((await paymentRow(reference)).bankAccountId).toBe(bankAccountId);
    const again = await postForm(apiPath(API_PATHS.achCreate, { reference }), { bank_account_id: tokenId });
    expect(dataOf(again)).toEqual({ bank_account_id: bankAccountId });
    const pending = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.achPending, { id: invoice.id }),
      headers: bearer(token),
    });
    expect(dataOf(pending)).toEqual({ reference, bank_account_id: bankAccountId });
  });

  test('20 concurrent identical creates save one account and change the invoice once', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    const tokenId = await tokenizeNewAccount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postForm(apiPath(API_PATHS.achCreate, { reference }), { bank_account_id: tokenId })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((response) => dataOf<{ bank_account_id: string }>(response).bank_account_id));
    expect(ids.size).toBe(1);
    const [bankAccountId] = [...ids];
    const accounts = await context.db.select().from(bankAccounts).where(eq(bankAccounts.userId, company.payer.id));
    expect(accounts.filter((account) => account.id === bankAccountId)).toHaveLength(1);
    const changes = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, invoice.id), eq(auditLog.action, 'invoice.status_changed')));
    expect(changes).toHaveLength(1);
    const created = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(bankAccountId)), eq(auditLog.action, 'bank_account.created')));
    expect(created).toHaveLength(1);
    expect(await invoiceStatus(invoice.id)).toBe('ach_verification_pending');
  });

  test('an unknown token is 422', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    const response = await postForm(apiPath(API_PATHS.achCreate, { reference }), { bank_account_id: 'btok_forged' });
    expect(response.statusCode).toBe(422);
  });

  test('the right deposits (either order) verify; the payment settles by webhook, once', async () => {
    const { invoice, reference, bankAccountId } = await startAch();
    const before = (await receiptsTo(company.payer.email)).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => verify(reference, bankAccountId, ['45', '32'])));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, bankAccountId), eq(auditLog.action, 'bank_account.verified')));
    expect(audits).toHaveLength(1);
    await waitFor(async () => (await paymentRow(reference)).status === 'succeeded');
    await waitFor(async () => (await invoiceStatus(invoice.id)) === 'paid');
    // The receipt is queued just after the invoice turns paid.
    await waitFor(async () => (await receiptsTo(company.payer.email)).length > before);
    expect(await receiptsTo(company.payer.email)).toHaveLength(before + 1);
    // Verifying again answers the same result.
    expect(dataOf(await verify(reference, bankAccountId, ['32', '45']))).toMatchObject({
      reference,
      status: 'succeeded',
      paid_to: 'Northwind Devs',
    });
  });

  test('wrong deposits tell the attempts left, then lock the account', async () => {
    const { invoice, reference, bankAccountId } = await startAch();
    const first = await verify(reference, bankAccountId, ['1', '2']);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ data: { message: 'The amounts do not match the deposits. 2 attempts left.' } });
    expect((await verify(reference, bankAccountId, ['1', '2'])).json()).toEqual({
      data: { message: 'The amounts do not match the deposits. 1 attempt left.' },
    });
    const locked = 'This bank account is locked after too many failed verification attempts.';
    expect((await verify(reference, bankAccountId, ['1', '2'])).json()).toEqual({ data: { message: locked } });
    expect((await verify(reference, bankAccountId, ['32', '45'])).json()).toEqual({ data: { message: locked } });
    const [account] = await context.db.select().from(bankAccounts).where(eq(bankAccounts.id, bankAccountId));
    expect(account?.status).toBe('verification_failed');
    expect(await invoiceStatus(invoice.id)).toBe('open');
  });

  test('hostile verify forms are 422; another user cannot verify', async () => {
    const { reference, bankAccountId } = await startAch();
    expect((await verify(reference, bankAccountId, ['0', '45'])).statusCode).toBe(422);
    expect((await verify(reference, bankAccountId, ['32', '100'])).statusCode).toBe(422);
    expect((await verify(reference, bankAccountId, ['3.5', '45'])).statusCode).toBe(422);
    expect((await verify(reference, 'not-a-uuid', ['32', '45'])).statusCode).toBe(422);
    expect((await verify(reference, bankAccountId, ['32', '45'], otherToken)).statusCode).toBe(404);
  });

  test('hostile create and pay forms are 422; another company gets 404', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    const createUrl = apiPath(API_PATHS.achCreate, { reference });
    const payUrl = apiPath(API_PATHS.achPay, { reference });
    expect((await postForm(createUrl, {})).statusCode).toBe(422);
    expect((await postForm(createUrl, { bank_account_id: 'x'.repeat(201) })).statusCode).toBe(422);
    expect((await postForm(payUrl, { bank_account_id: "1' or '1'='1" })).statusCode).toBe(422);
    expect(
      (await postForm(createUrl, { bank_account_id: await tokenizeSandboxBankAccount(context.app, token) }, otherToken)).statusCode,
    ).toBe(404);
    expect((await postForm(payUrl, { bank_account_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const pending = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.achPending, { id: invoice.id }),
      headers: bearer(token),
    });
    expect(pending.statusCode).toBe(404);
  });

  test('a card payment cannot be used for ACH', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const response = await postForm(apiPath(API_PATHS.achCreate, { reference }), {
      bank_account_id: await tokenizeSandboxBankAccount(context.app, token),
    });
    expect(response.statusCode).toBe(404);
  });

  test('20 concurrent identical pays with a verified account start one debit and send one receipt', async () => {
    const verifiedAccount = await insertVerifiedAccount('ba_race');
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    const before = (await receiptsTo(company.payer.email)).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postForm(apiPath(API_PATHS.achPay, { reference }), { bank_account_id: verifiedAccount.id })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => dataOf<{ status: string }>(response).status))).toEqual(new Set(['processing']));
    const moving = await context.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(moving.filter((payment) => payment.status === 'processing' || payment.status === 'succeeded')).toHaveLength(1);
    await waitFor(async () => (await invoiceStatus(invoice.id)) === 'paid');
    await waitFor(async () => (await receiptsTo(company.payer.email)).length > before);
    expect(await receiptsTo(company.payer.email)).toHaveLength(before + 1);
  });

  test('a debit that starts cancels the card checkout still open for the invoice', async () => {
    const verifiedAccount = await insertVerifiedAccount('ba_cancel');
    const invoice = await newInvoice();
    const card = await createPayment(invoice.id, CARD_METHOD_SLUG);
    const ach = await createPayment(invoice.id, ACH_METHOD_SLUG);

    const debit = await postForm(apiPath(API_PATHS.achPay, { reference: ach }), { bank_account_id: verifiedAccount.id });
    expect(dataOf(debit)).toMatchObject({ status: 'processing' });
    expect((await paymentRow(card)).status).toBe('canceled');
    const lateCheckout = await checkoutDecision(card, { action: 'pay', card_number: '4242424242424242', expiry: '12/40', cvc: '123' });
    expect(lateCheckout.statusCode).toBe(409);
    expect(dataOf(await setStatus(card))).toMatchObject({ status: 'canceled' });
  });

  test('pay with a saved account: new waits for deposits, verified starts the debit', async () => {
    const [newAccount, verifiedAccount] = await context.db
      .insert(bankAccounts)
      .values([
        {
          companyId: company.companyId,
          userId: company.payer.id,
          provider: 'sandbox',
          providerAccountId: `ba_new_${Date.now()}`,
          last4: '4444',
        },
        {
          companyId: company.companyId,
          userId: company.payer.id,
          provider: 'sandbox',
          providerAccountId: `ba_ver_${Date.now()}`,
          last4: '6789',
          status: 'verified',
        },
      ])
      .returning();
    if (!newAccount || !verifiedAccount) throw new Error('No accounts');

    const first = await newInvoice();
    const firstReference = await createPayment(first.id, ACH_METHOD_SLUG);
    const notVerified = await postForm(apiPath(API_PATHS.achPay, { reference: firstReference }), { bank_account_id: newAccount.id });
    expect(dataOf(notVerified)).toEqual({ status: 'bank_not_verified', reference: firstReference });
    expect((await paymentRow(firstReference)).bankAccountId).toBe(newAccount.id);

    const second = await newInvoice();
    const secondReference = await createPayment(second.id, ACH_METHOD_SLUG);
    const processing = await postForm(apiPath(API_PATHS.achPay, { reference: secondReference }), { bank_account_id: verifiedAccount.id });
    expect(dataOf(processing)).toEqual({ status: 'processing', reference: secondReference });
    // While it settles no other payment of the invoice can start.
    expect((await pay(second.id, CARD_METHOD_SLUG)).statusCode).toBe(409);
    await waitFor(async () => (await invoiceStatus(second.id)) === 'paid');

    const otherAccount = await postForm(
      apiPath(API_PATHS.achPay, { reference: firstReference }),
      { bank_account_id: verifiedAccount.id },
      otherToken,
    );
    expect(otherAccount.statusCode).toBe(404);
  });
});

describe('ACH: a company keeps each bank account once', () => {
  async function achPayment() {
    const invoice = await newInvoice();
    return { invoice, reference: await createPayment(invoice.id, ACH_METHOD_SLUG) };
  }
  const create = (reference: string, tokenId: string, auth = token) =>
    postForm(apiPath(API_PATHS.achCreate, { reference }), { bank_account_id: tokenId }, auth);
  const keptAccounts = (accountNumber: string) =>
    context.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.companyId, company.companyId), eq(bankAccounts.last4, accountNumber.slice(-4))));

  test('the same account again, by any colleague, is refused next to the account number and changes nothing', async () => {
    const accountNumber = nextAccountNumber();
    const first = await achPayment();
    expect((await create(first.reference, await tokenizeSandboxBankAccount(context.app, token, accountNumber))).statusCode).toBe(200);

    const colleague = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices'] });
    const colleagueToken = await context.login(colleague.email, colleague.password);
    const second = await achPayment();
    const again = await create(
      second.reference,
      await tokenizeSandboxBankAccount(context.app, colleagueToken, accountNumber),
      colleagueToken,
    );
    expect(again.statusCode).toBe(422);
    const message = `Your company already has this bank account (•••• ${accountNumber.slice(-4)}). Choose it from the saved bank accounts instead.`;
    expect(again.json()).toEqual({ data: { message, errors: [{ property: 'account_number', message }] } });
    expect(await keptAccounts(accountNumber)).toHaveLength(1);
    expect(await invoiceStatus(second.invoice.id)).toBe('open');
    expect((await paymentRow(second.reference)).bankAccountId).toBeNull();

    // Another company keeps its own copy of the same account.
    const otherInvoice = await createTestInvoice(context.db, { companyId: other.companyId, vendorId: other.vendorId });
    const otherReference = dataOf<{ reference: string }>(await pay(otherInvoice.id, ACH_METHOD_SLUG, otherToken)).reference;
    const otherToken2 = await tokenizeSandboxBankAccount(context.app, otherToken, accountNumber);
    expect((await create(otherReference, otherToken2, otherToken)).statusCode).toBe(200);
  });

  test('50 concurrent creations of one account under 50 tokens save it once; the others are told it is kept', async () => {
    const accountNumber = nextAccountNumber();
    const { invoice, reference } = await achPayment();
    const tokens = await Promise.all(Array.from({ length: 50 }, () => tokenizeSandboxBankAccount(context.app, token, accountNumber)));
    const responses = await Promise.all(tokens.map((tokenId) => create(reference, tokenId)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    const kept = await keptAccounts(accountNumber);
    expect(kept).toHaveLength(1);
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(kept[0]?.id)), eq(auditLog.action, 'bank_account.created')));
    expect(audits).toHaveLength(1);
    expect(await invoiceStatus(invoice.id)).toBe('ach_verification_pending');
  });

  test('50 concurrent identical creations (one token) answer the one account', async () => {
    const accountNumber = nextAccountNumber();
    const { reference } = await achPayment();
    const tokenId = await tokenizeSandboxBankAccount(context.app, token, accountNumber);
    const responses = await Promise.all(Array.from({ length: 50 }, () => create(reference, tokenId)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => dataOf<{ bank_account_id: string }>(response).bank_account_id)).size).toBe(1);
    expect(await keptAccounts(accountNumber)).toHaveLength(1);
  });

  test('a removed account can be added again', async () => {
    const accountNumber = nextAccountNumber();
    const first = await achPayment();
    const created = await create(first.reference, await tokenizeSandboxBankAccount(context.app, token, accountNumber));
    const id = dataOf<{ bank_account_id: string }>(created).bank_account_id;
    await context.db.update(bankAccounts).set({ removedAt: new Date() }).where(eq(bankAccounts.id, id));
    const second = await achPayment();
    const again = await create(second.reference, await tokenizeSandboxBankAccount(context.app, token, accountNumber));
    expect(again.statusCode).toBe(200);
    expect(dataOf<{ bank_account_id: string }>(again).bank_account_id).not.toBe(id);
  });
});

describe('ACH: cancelling a payment left before it moved money', () => {
  const cancel = (reference: string, auth = token) =>
    context.app.inject({ method: 'POST', url: apiPath(API_PATHS.achCancel, { reference }), headers: bearer(auth) });
  const timelineOf = async (invoiceId: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.invoiceTimeline, { id: invoiceId }),
      headers: bearer(token),
    });
    return dataOf<Array<{ kind: string }>>(response).map((entry) => entry.kind);
  };

  test('cancels the pending payment once under 50 concurrent calls: the timeline closes it, audited once', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    const responses = await Promise.all(Array.from({ length: 50 }, () => cancel(reference)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(dataOf(responses[0]!)).toMatchObject({ reference, status: 'canceled' });
    expect((await paymentRow(reference)).status).toBe('canceled');
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.cancelled'), eq(auditLog.companyId, company.companyId)));
    expect(audits.filter((entry) => (entry.metadata as { reference?: string }).reference === reference)).toHaveLength(1);
    const timeline = await timelineOf(invoice.id);
    expect(timeline.filter((kind) => kind === 'payment_canceled')).toHaveLength(1);
    // Paying again starts a new payment.
    expect(await createPayment(invoice.id, ACH_METHOD_SLUG)).not.toBe(reference);
  });

  test('an invoice waiting for the deposits is payable again', async () => {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    expect((await postForm(apiPath(API_PATHS.achCreate, { reference }), { bank_account_id: await tokenizeNewAccount() })).statusCode).toBe(
      200,
    );
    expect(await invoiceStatus(invoice.id)).toBe('ach_verification_pending');
    expect(dataOf(await cancel(reference))).toMatchObject({ status: 'canceled' });
    expect(await invoiceStatus(invoice.id)).toBe('open');
    const overdue = await newInvoice();
    await context.db.update(invoices).set({ dueOn: '2026-01-31' }).where(eq(invoices.id, overdue.id));
    const overdueReference = await createPayment(overdue.id, ACH_METHOD_SLUG);
    await postForm(apiPath(API_PATHS.achCreate, { reference: overdueReference }), { bank_account_id: await tokenizeNewAccount() });
    await cancel(overdueReference);
    expect(await invoiceStatus(overdue.id)).toBe('overdue');
  });

  test('a payment whose debit started is never cancelled (409); a card payment or another company is 404', async () => {
    const [account] = await context.db
      .insert(bankAccounts)
      .values({
        companyId: company.companyId,
        userId: company.payer.id,
        provider: 'sandbox',
        providerAccountId: `ba_cancel_${Date.now()}`,
        last4: '7777',
        status: 'verified',
      })
      .returning();
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    await postForm(apiPath(API_PATHS.achPay, { reference }), { bank_account_id: String(account?.id) });
    const refused = await cancel(reference);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ data: { message: 'This payment is already being processed and can no longer be cancelled.' } });
    expect((await paymentRow(reference)).status).not.toBe('canceled');

    const card = await createPayment((await newInvoice()).id, CARD_METHOD_SLUG);
    expect((await cancel(card)).statusCode).toBe(404);
    const pending = await createPayment((await newInvoice()).id, ACH_METHOD_SLUG);
    expect((await cancel(pending, otherToken)).statusCode).toBe(404);
    expect((await paymentRow(pending)).status).toBe('pending');
  });
});

describe('webhooks', () => {
  const post = (body: string, signature: string) =>
    context.app.inject({
      method: 'POST',
      url: API_PATHS.paymentWebhook,
      headers: { 'content-type': 'application/json', 'portal-signature': signature },
      payload: body,
    });

  async function processingAchPayment() {
    const invoice = await newInvoice();
    const reference = await createPayment(invoice.id, ACH_METHOD_SLUG);
    await context.db
      .update(payments)
      .set({ status: 'processing', providerPaymentId: `sandbox_pi_${reference}` })
      .where(eq(payments.reference, reference));
    return { invoice, reference };
  }

  const eventBody = (id: string, type: string, reference: string) =>
    JSON.stringify({ id, type, data: { object: { id: `sandbox_pi_${reference}`, metadata: { reference } } } });

  test('a bad or old signature is 400 and changes nothing', async () => {
    const { reference } = await processingAchPayment();
    const body = eventBody(`evt_bad_${reference}`, 'payment_intent.succeeded', reference);
    expect((await post(body, signWebhookPayload('wrong-secret', body))).statusCode).toBe(400);
    expect((await post(body, 'garbage')).statusCode).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await post(body, signWebhookPayload(WEBHOOK_SECRET, body, old))).statusCode).toBe(400);
    expect((await post(`${body} `, signWebhookPayload(WEBHOOK_SECRET, body))).statusCode).toBe(400);
    expect((await paymentRow(reference)).status).toBe('processing');
  });

  test("Stripe's content type with a charset is read; a failed ACH debit reopens the invoice", async () => {
    const { invoice, reference } = await processingAchPayment();
    await context.db.update(invoices).set({ status: 'ach_verification_pending' }).where(eq(invoices.id, invoice.id));
    const body = JSON.stringify({
      id: `evt_charset_${reference}`,
      type: 'payment_intent.payment_failed',
      data: { object: { id: `sandbox_pi_${reference}`, metadata: { reference }, last_payment_error: { message: 'Insufficient funds.' } } },
    });
    const response = await context.app.inject({
      method: 'POST',
      url: API_PATHS.paymentWebhook,
      headers: { 'content-type': 'application/json; charset=utf-8', 'portal-signature': signWebhookPayload(WEBHOOK_SECRET, body) },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(await paymentRow(reference)).toMatchObject({ status: 'failed', failureMessage: 'Insufficient funds.' });
    expect(await invoiceStatus(invoice.id)).toBe('open');
  });

  test('an event of another payment provider id is ignored', async () => {
    const { reference } = await processingAchPayment();
    const body = JSON.stringify({
      id: `evt_mismatch_${reference}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'sandbox_pi_other', metadata: { reference } } },
    });
    expect((await post(body, signWebhookPayload(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    expect((await paymentRow(reference)).status).toBe('processing');
  });

  test('a replayed event is acknowledged and ignored', async () => {
    const { invoice, reference } = await processingAchPayment();
    const failed = eventBody(`evt_fail_${reference}`, 'payment_intent.payment_failed', reference);
    expect((await post(failed, signWebhookPayload(WEBHOOK_SECRET, failed))).statusCode).toBe(200);
    expect((await paymentRow(reference)).status).toBe('failed');
    await context.db.update(payments).set({ status: 'processing' }).where(eq(payments.reference, reference));
    const replay = await post(failed, signWebhookPayload(WEBHOOK_SECRET, failed));
    expect(replay.statusCode).toBe(200);
    expect((await paymentRow(reference)).status).toBe('processing');

    const succeeded = eventBody(`evt_ok_${reference}`, 'payment_intent.succeeded', reference);
    expect((await post(succeeded, signWebhookPayload(WEBHOOK_SECRET, succeeded))).statusCode).toBe(200);
    expect(await invoiceStatus(invoice.id)).toBe('paid');
  });
});
