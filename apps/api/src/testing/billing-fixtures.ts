import { randomUUID } from 'node:crypto';
import { API_PATHS, apiPath, type InvoiceDispute, type InvoiceStatus, type RaiseDisputeInput, SANDBOX_PATHS } from '@portal/api-schema';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/database/database';
import { companies, vendors } from '../modules/company-users/tables';
import { itemLines, type LineItemDraft } from '../modules/billing/line-items';
import { type OfferedPaymentMethod, bankAccounts, invoiceLineItems, invoices, savedCards } from '../modules/billing/tables';
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

/** Another vendor billing the company (paying several invoices makes one charge per vendor). */
export async function createTestVendor(db: Database, name = 'Contoso Engineering'): Promise<string> {
  const [vendor] = await db.insert(vendors).values({ name, billingDetails: '' }).returning({ id: vendors.id });
  if (!vendor) throw new Error('No vendor created');
  return vendor.id;
}

/** A verified bank account of the company in the sandbox, as saved and verified on the payment methods page. */
export async function createVerifiedBankAccount(db: Database, owner: { companyId: string; userId: string }): Promise<string> {
  const [account] = await db
    .insert(bankAccounts)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      provider: 'sandbox',
      providerAccountId: `ba_test_${randomUUID()}`,
      last4: '6789',
      status: 'verified',
    })
    .returning({ id: bankAccounts.id });
  if (!account) throw new Error('No bank account created');
  return account.id;
}

let savedCardCount = 0;

/**
 * A saved card of the company in the sandbox, as the card form saves one: the sandbox's setup holds
 * how its charges go ('succeeds' or 'declines'). Each has an expiry of its own, since a company keeps
 * a card (brand, last four, expiry) once.
 */
export async function createSandboxSavedCard(
  db: Database,
  owner: { companyId: string; userId: string },
  behaviour: 'succeeds' | 'declines' = 'succeeds',
): Promise<string> {
  const providerCardId = `pm_sandbox_${randomUUID()}`;
  const last4 = behaviour === 'succeeds' ? '4242' : '0002';
  savedCardCount += 1;
  const expMonth = 1 + (savedCardCount % 12);
  const expYear = 2040 + Math.floor(savedCardCount / 12);
  await db.insert(sandboxCardSetups).values({
    id: `seti_sandbox_${randomUUID()}`,
    companyId: owner.companyId,
    status: 'succeeded',
    providerCardId,
    brand: 'visa',
    last4,
    expMonth,
    expYear,
    chargeBehaviour: behaviour,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const [card] = await db
    .insert(savedCards)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      provider: 'sandbox',
      providerCardId,
      brand: 'visa',
      last4,
      expMonth,
      expYear,
    })
    .returning({ id: savedCards.id });
  if (!card) throw new Error('No card created');
  return card.id;
}
