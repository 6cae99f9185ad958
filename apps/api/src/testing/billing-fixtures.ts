import { randomInt, randomUUID } from 'node:crypto';
import {
  API_PATHS,
  apiPath,
  type CardSetup,
  type InvoiceDispute,
  type InvoiceStatus,
  type RaiseDisputeInput,
  SANDBOX_PATHS,
} from '@portal/api-schema';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/database/database';
import { companies, vendors } from '../modules/company-users/tables';
import { itemLines, type LineItemDraft } from '../modules/billing/line-items';
import { bankAccounts, type OfferedPaymentMethod, invoiceLineItems, invoices, savedCards } from '../modules/billing/tables';
import { createSandboxLinks } from '../sandbox/links/sandbox-links';
import { createSandboxPayments, type SandboxProvider } from '../sandbox/payments';
import { SANDBOX_CARD_SETUP_DECISION_PATH } from '../sandbox/payments/card-setup-page';
import { SANDBOX_BANK } from '../sandbox/payments/sandbox-payment-provider';
import { sandboxCardSetups } from '../sandbox/payments/tables';
import { bearer, createTestUser, type TestContext } from './test-app';

/** The signature of a payment provider's webhook, as the sandbox provider signs its own (a module's tests reach the sandbox through here). */
export { signWebhookPayload } from '../sandbox/payments/webhook-signature';

/** A company of its own with a payer (role invoices), for tests that change invoices and payments. */
export async function createPayingCompany(db: Database) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${randomUUID()}` })
    .returning();
  if (!company) throw new Error('No company created');
  const payer = await createTestUser(db, { companyId: company.id, roles: ['invoices'] });
  const [vendor] = await db
    .insert(vendors)
    .values({
      name: 'Northwind Devs',
      billingDetails:
        '<p><strong>Bank:</strong> First Bank</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">IBAN</a>',
    })
    .returning();
  if (!vendor) throw new Error('No vendor created');
  return { companyId: company.id, payer, vendorId: vendor.id };
}

/** Two paying companies, each with its payer signed in: one acts, the other must see none of it. */
export async function twoPayingCompanies(context: TestContext) {
  const company = await createPayingCompany(context.db);
  const other = await createPayingCompany(context.db);
  return {
    company,
    other,
    token: await context.login(company.payer.email, company.payer.password),
    otherToken: await context.login(other.payer.email, other.payer.password),
  };
}

export async function createTestInvoice(
  db: Database,
  input: {
    companyId: string;
    vendorId: string;
    status?: InvoiceStatus;
    totalMinor?: number;
    currency?: string;
    paymentMethods?: OfferedPaymentMethod[];
    /** What it bills; by default one item of its whole amount. They must add up to the total (the totals have no fee or tax). */
    lineItems?: LineItemDraft[];
  },
) {
  const totalMinor = input.totalMinor ?? 125_050;
  const currency = input.currency ?? 'USD';
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: input.companyId,
      vendorId: input.vendorId,
      number: `INV-${randomUUID().slice(0, 8)}`,
      status: input.status ?? 'open',
      currency,
      totalMinor,
      totals: [{ slug: 'total', label: 'Total', currency, added_value: totalMinor }],
      issuedOn: '2026-11-01',
      dueOn: '2099-12-01',
      paymentMethods: input.paymentMethods ?? [
        { slug: 'marketplace-wire' },
        { slug: 'stripe-card' },
        { slug: 'stripe-ach' },
        { slug: 'payoneer-swift-wire', redirectUrl: 'https://payoneer.example.com/pay/1' },
      ],
    })
    .returning();
  if (!invoice) throw new Error('No invoice created');
  const lines = input.lineItems ?? itemLines(totalMinor, ['Development services']);
  if (lines.length > 0) {
    await db.insert(invoiceLineItems).values(lines.map((line, index) => ({ ...line, invoiceId: invoice.id, position: index + 1 })));
  }
  return invoice;
}

/** A token of the sandbox's test bank account, made as the portal's ACH dialog makes it: by a signed-in payer. */
/** A token of the sandbox's test bank for the account number (its usual test account unless told). */
export async function tokenizeSandboxBankAccount(
  app: FastifyInstance,
  token: string,
  accountNumber: string = SANDBOX_BANK.accountNumber,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: SANDBOX_PATHS.bankAccountTokens,
    headers: bearer(token),
    payload: {
      routing_number: SANDBOX_BANK.routingNumber,
      account_number: accountNumber,
      account_holder_name: 'Acme',
      account_holder_type: 'company',
    },
  });
  if (response.statusCode !== 200) throw new Error(`The sandbox tokenizer answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A small PDF as the dispute dialog sends one: its name and its bytes in base64. */
export const TEST_DISPUTE_PDF = {
  name: 'timesheet.pdf',
  content_base64: Buffer.from('%PDF-1.7\n% timesheet for November\n').toString('base64'),
};

/** Raises a dispute of the invoice through the API, as the portal does; answers the dispute's view. */
export async function raiseTestDispute(
  app: FastifyInstance,
  token: string,
  invoiceId: string,
  body: RaiseDisputeInput = {
    reason: 'hours_or_rate',
    message: 'We were billed 160 hours; the timesheet says 140.',
    attachment: TEST_DISPUTE_PDF,
  },
): Promise<InvoiceDispute> {
  const response = await app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.invoiceDisputes, { id: invoiceId }),
    headers: bearer(token),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`Raising a dispute answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: InvoiceDispute }).data;
}

/** Stripe's test card whose later charges succeed, as the card setup page takes it. */
const SANDBOX_SETUP_CARD = '4242 4242 4242 4242';

/**
 * A card setup finished as the portal's "Add card" finishes one with the sandbox: the setup
 * started through the API, the card entered on its page (by the page's signed link). Answers the
 * setup id the page sends back to the portal, and the page's answer.
 */
export async function finishSandboxCardSetup(
  app: FastifyInstance,
  token: string,
  card: { number?: string; expiry?: string; cvc?: string } = {},
): Promise<{ setupId: string; statusCode: number; body: Record<string, unknown> }> {
  const started = await app.inject({ method: 'POST', url: API_PATHS.savedCardSetup, headers: bearer(token) });
  if (started.statusCode !== 200) throw new Error(`Starting a card setup answered ${started.statusCode}: ${started.body}`);
  const setup = (started.json() as { data: CardSetup }).data;
  if (!setup.setup_url) throw new Error('The sandbox gave no card setup page');
  const page = new URL(setup.setup_url, 'http://localhost');
  const decision = await app.inject({
    method: 'POST',
    url: `${apiPath(SANDBOX_CARD_SETUP_DECISION_PATH, { setupId: setup.setup_id })}${page.search}`,
    payload: { card_number: card.number ?? SANDBOX_SETUP_CARD, expiry: card.expiry ?? '12/40', cvc: card.cvc ?? '123' },
  });
  return { setupId: setup.setup_id, statusCode: decision.statusCode, body: decision.json() as Record<string, unknown> };
}

/** A saved card's charge above this is declined by the sandbox for insufficient funds. */
export { SANDBOX_CARD_LIMIT_MINOR } from '../sandbox/payments/sandbox-payment-provider';

/**
 * A sandbox provider of the test's app, for calling billing's operations directly: its events go
 * through the app's webhook route, and the test delivers them when it says (`deliverDueEvents`).
 */
export function testSandboxProvider(context: TestContext): SandboxProvider {
  return createSandboxPayments(context.app, context.config.payments, {
    db: context.db,
    links: createSandboxLinks('billing-test-link-secret-of-32-characters'),
  });
}

/** A bank account the company saved, verified (or still waiting for its deposits), as the payment methods page leaves one. */
export async function createTestBankAccount(db: Database, companyId: string, userId: string, status: 'verified' | 'new' = 'verified') {
  const [account] = await db
    .insert(bankAccounts)
    .values({
      companyId,
      userId,
      provider: 'sandbox',
      providerAccountId: `ba_sandbox_${randomUUID()}`,
      last4: String(1000 + randomInt(9000)),
      routingNumber: SANDBOX_BANK.routingNumber,
      bankName: SANDBOX_BANK.bankName,
      status,
      verifiedAt: status === 'verified' ? new Date() : null,
    })
    .returning();
  if (!account) throw new Error('No bank account created');
  return account;
}

/** A card the company saved through the sandbox's setup, whose charges succeed or are declined. */
export async function createTestCard(
  db: Database,
  companyId: string,
  userId: string,
  options: { behaviour?: 'succeeds' | 'declines'; expYear?: number } = {},
) {
  const providerCardId = `card_sandbox_${randomUUID()}`;
  const card = { brand: 'visa', last4: String(1000 + randomInt(9000)), expMonth: 12, expYear: options.expYear ?? 2099 };
  await db.insert(sandboxCardSetups).values({
    id: `seti_sandbox_${randomUUID()}`,
    companyId,
    status: 'succeeded',
    providerCardId,
    ...card,
    chargeBehaviour: options.behaviour ?? 'succeeds',
    expiresAt: new Date(Date.now() + 60_000),
  });
  const [saved] = await db
    .insert(savedCards)
    .values({ companyId, userId, provider: 'sandbox', providerCardId, ...card })
    .returning();
  if (!saved) throw new Error('No card created');
  return saved;
}

/** Another vendor billing the company (paying several invoices makes one charge per vendor). */
export async function createTestVendor(db: Database, name = 'Contoso Engineering'): Promise<string> {
  const [vendor] = await db.insert(vendors).values({ name, billingDetails: '' }).returning({ id: vendors.id });
  if (!vendor) throw new Error('No vendor created');
  return vendor.id;
}
