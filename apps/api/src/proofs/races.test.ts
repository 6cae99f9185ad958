import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import {
  ACH_METHOD_SLUG,
  API_PATHS,
  apiPath,
  bookingDataSchema,
  CARD_METHOD_SLUG,
  SANDBOX_PATHS,
  SANDBOX_SCHEDULER_PATHS,
} from '@portal/api-schema';
import * as schema from '../schema';
import { autopayAttempts, bankAccounts, billingSettings, invoices, payments, savedCards } from '../modules/billing/tables';
import { companies, companyLogos, emailChangeRequests, users, vendorConnections, vendors } from '../modules/company-users/tables';
import { passwordResetTokens, pendingSignups, twoFactorSecrets } from '../modules/auth/tables';
import { hashToken } from '../platform/access/tokens';
import { listRouteAccess } from '../platform/access/route-access';
import { SANDBOX_CARD_SETUP_DECISION_PATH } from '../sandbox/payments/card-setup-page';
import { sandboxCardSetups } from '../sandbox/payments/tables';
import { signWebhookPayload } from '../sandbox/payments/webhook-signature';
import { workingSlots } from '../sandbox/scheduler/sandbox-slots';
import {
  createPayingCompany,
  createTestBankAccount,
  createTestCard,
  createTestInvoice,
  createTestVendor,
  finishSandboxCardSetup,
  raiseTestDispute,
  TEST_DISPUTE_PDF,
  tokenizeSandboxBankAccount,
} from '../testing/billing-fixtures';
import { createCompanyWithEditor, createTestConnection, TEST_IMAGES } from '../testing/company-fixtures';
import {
  createBookableProposal,
  createHiringCompany,
  createTestProposal,
  createTestRfp,
  futureSlot,
  TEST_WIZARD_DRAFT,
} from '../testing/hiring-fixtures';
import { createInvitingCompany, createTestInvitation } from '../testing/invitation-fixtures';
import { sandboxLinkQuery } from '../testing/sandbox-links';
import { bearer, createTestContext, createTestUser, dataOf, testPasswords, type TestContext } from '../testing/test-app';
import { codeAt, createTwoFactorCompany, enableTwoFactor } from '../testing/two-factor-fixtures';
import { createSigningCompany, createTestContract as createContractToSign } from '../testing/signing-fixtures';
// contracts: hiring makes a contract; end and extension requests
import { contractChangeRequests, contracts } from '../modules/team-contracts/tables';
import { createContractingCompany, createTestChangeRequest, createTestContract, dayFromToday } from '../testing/change-request-fixtures';
// timesheets: approving one or several, querying
import { timesheets } from '../modules/team-contracts/tables';
import { createTimesheetCompany, pastWeek, submitTestTimesheet } from '../testing/timesheet-fixtures';

/**
 * Races: 50 identical requests at once to every operation that changes something make exactly
 * the effect of one request and its audit entries. Each operation is measured twice on fresh,
 * identical setups: once with one request, once with 50 at the same time; the rows added to every
 * table, the audit entries and the operation's own in-place change must be the same. Every
 * state-changing route of the API is in the table below or exempt with its reason, so a new one
 * fails this suite until it is covered. On PGlite the statements run one at a time; on PostgreSQL
 * (TEST_DATABASE_URL) they truly overlap.
 */

const BURST = 50;
const WEBHOOK_SECRET = 'test-payment-webhook-secret';
const NEW_PASSWORD = 'a-new-password-2';

/** The context a case runs in: the sandbox configuration, or HubSpot's for the cases that need it. */
let context: TestContext;
let sandboxContext: TestContext;
let hubspotContext: TestContext;
beforeAll(async () => {
  // The sandbox settles verified ACH payments and confirms announced wires later by itself: not within this suite.
  const env = { ACH_SETTLE_DELAY_MS: '3600000', WIRE_CONFIRM_DELAY_MS: '3600000', PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET };
  sandboxContext = await createTestContext({ env });
  hubspotContext = await createTestContext({ env: { ...env, SCHEDULER_PROVIDER: 'hubspot' } });
  context = sandboxContext;
}, 60_000);
afterAll(async () => {
  await sandboxContext?.close();
  await hubspotContext?.close();
});

interface Prepared {
  request: InjectOptions;
  /** The operation's change in place (a version, a status), where rows added do not show it. */
  change?: () => Promise<number>;
}

interface RaceCase {
  /** `METHOD /path` as registered. */
  route: string;
  name: string;
  /** With the sandbox scheduler a reported booking only finds the sandbox's; with HubSpot it records it. */
  scheduler?: 'hubspot';
  setup(): Promise<Prepared>;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function payer() {
  const company = await createPayingCompany(context.db);
  const token = await context.login(company.payer.email, company.payer.password);
  const invoice = (status: Parameters<typeof createTestInvoice>[1]['status'] = 'open') =>
    createTestInvoice(context.db, { companyId: company.companyId, vendorId: company.vendorId, status });
  async function payment(invoiceId: string, slug: string): Promise<string> {
    const response = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.pay, { id: invoiceId, slug }),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return dataOf<{ reference: string }>(response).reference;
  }
  return { ...company, token, invoice, payment };
}

async function verifiedAccount(companyId: string, userId: string): Promise<string> {
  const [account] = await context.db
    .insert(bankAccounts)
    .values({
      companyId,
      userId,
      provider: 'sandbox',
      providerAccountId: `ba_race_${crypto.randomUUID()}`,
      last4: '5555',
      status: 'verified',
    })
    .returning({ id: bankAccounts.id });
  return String(account?.id);
}

async function settingsVersion(companyId: string): Promise<number> {
  const [row] = await context.db
    .select({ version: billingSettings.version })
    .from(billingSettings)
    .where(eq(billingSettings.companyId, companyId));
  return row?.version ?? 0;
}

async function accountVerified(id: string): Promise<number> {
  const [row] = await context.db.select({ status: bankAccounts.status }).from(bankAccounts).where(eq(bankAccounts.id, id));
  return row?.status === 'verified' ? 1 : 0;
}

async function accountRemoved(id: string): Promise<number> {
  const [row] = await context.db.select({ removedAt: bankAccounts.removedAt }).from(bankAccounts).where(eq(bankAccounts.id, id));
  return row?.removedAt ? 1 : 0;
}

async function savedCard(companyId: string, userId: string): Promise<string> {
  const [card] = await context.db
    .insert(savedCards)
    .values({
      companyId,
      userId,
      provider: 'sandbox',
      providerCardId: `card_race_${crypto.randomUUID()}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2099,
    })
    .returning({ id: savedCards.id });
  return String(card?.id);
}

async function cardRemoved(id: string): Promise<number> {
  const [row] = await context.db.select({ removedAt: savedCards.removedAt }).from(savedCards).where(eq(savedCards.id, id));
  return row?.removedAt ? 1 : 0;
}

async function cardSetupSucceeded(id: string): Promise<number> {
  const [row] = await context.db.select({ status: sandboxCardSetups.status }).from(sandboxCardSetups).where(eq(sandboxCardSetups.id, id));
  return row?.status === 'succeeded' ? 1 : 0;
}

async function version(invoiceId: string): Promise<number> {
  const [row] = await context.db.select({ version: invoices.version }).from(invoices).where(eq(invoices.id, invoiceId));
  return row?.version ?? 0;
}

/** Payments of the invoice moving money (a debit started or done). */
async function movingPayments(invoiceId: string): Promise<number> {
  const rows = await context.db.select({ status: payments.status }).from(payments).where(eq(payments.invoiceId, invoiceId));
  return rows.filter((row) => row.status === 'processing' || row.status === 'succeeded').length;
}

async function agreed(userId: string): Promise<number> {
  const [row] = await context.db.select({ isAgreed: users.isAgreed }).from(users).where(eq(users.id, userId));
  return row?.isAgreed ? 1 : 0;
}

async function signedIn(input: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(context.db, input);
  return { user, token: await context.login(user.email, user.password) };
}

/** An intro call's booking ticket and a free slot of its specialist. */
async function introCall() {
  const setup = await createBookableProposal(context.db);
  const token = await context.login(setup.user.email, setup.user.password);
  const response = await context.app.inject({
    method: 'GET',
    url: apiPath(API_PATHS.introCallBooking, { id: setup.proposal.id }),
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const { ticket } = bookingDataSchema.parse(dataOf(response));
  const slots = workingSlots(setup.specialist.timeZone, new Date());
  const slot = slots[5]?.toISOString() ?? '';
  expect(slot).not.toBe('');
  return { token, ticket, slot, proposalId: setup.proposal.id, laterSlot: slots[9]?.toISOString() ?? '' };
}

/** A proposal with an intro call booked through the sandbox scheduler, and another free slot. */
async function bookedIntroCall() {
  const { token, ticket, slot, proposalId, laterSlot } = await introCall();
  const booked = await context.app.inject({ method: 'POST', url: SANDBOX_SCHEDULER_PATHS.book, payload: { ticket, starts_at: slot } });
  expect(booked.statusCode).toBeLessThan(300);
  return { token, url: apiPath(API_PATHS.introCallBooking, { id: proposalId }), other: laterSlot };
}

/** A company of its own with an account editor and a colleague, both signed in. */
async function editorAndColleague() {
  const [company] = await context.db
    .insert(companies)
    .values({ name: `Race ${crypto.randomUUID()}` })
    .returning({ id: companies.id });
  const editor = await createTestUser(context.db, {
    companyId: company?.id,
    roles: ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'],
  });
  const colleague = await createTestUser(context.db, { companyId: company?.id, roles: ['invoices', 'contracts', 'my_company'] });
  return { editor, colleague, token: await context.login(editor.email, editor.password) };
}

/** Accounts with the address: the one a confirmed sign-up makes. */
async function accountsWith(email: string): Promise<number> {
  const [row] = await context.db.select({ total: count() }).from(users).where(eq(users.email, email));
  return Number(row?.total ?? 0);
}

async function userRow(userId: string) {
  const [row] = await context.db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** An address of its own, so that the limits per client address of one case do not reach another. */
const ownAddress = () => `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

// contracts: hiring makes a contract; end and extension requests
/** A company whose signed-in user may hire, and a new proposal of a talent employed by a vendor. */
async function hiringCompanyWithVendor() {
  const { company, user } = await createHiringCompany(context.db);
  const [vendor] = await context.db
    .insert(vendors)
    .values({ name: `Race vendor ${crypto.randomUUID()}` })
    .returning({ id: vendors.id });
  const rfp = await createTestRfp(context.db, { companyId: company.id, skills: ['Go'] });
  const proposal = await createTestProposal(context.db, { companyId: company.id, rfpId: rfp.id, vendorId: vendor?.id });
  return { token: await context.login(user.email, user.password), proposal };
}

/** A company's user with the contracts role, signed in, and an active contract of theirs. */
async function contractingUser() {
  const company = await createContractingCompany(context.db);
  const contract = await createTestContract(context.db, { companyId: company.companyId, vendorId: company.vendorId });
  return { ...company, contract, token: await context.login(company.user.email, company.user.password) };
}

async function withdrawnRequests(contractId: string): Promise<number> {
  const rows = await context.db
    .select({ status: contractChangeRequests.status })
    .from(contractChangeRequests)
    .where(eq(contractChangeRequests.contractId, contractId));
  return rows.filter((row) => row.status === 'withdrawn').length;
}

/** A company's admin, signed in, and one of its invitations with a known link. */
async function invitingAdmin() {
  const company = await createInvitingCompany(context.db);
  const token = await context.login(company.admin.email, company.admin.password);
  const invitation = await createTestInvitation(context.db, { companyId: company.companyId, invitedBy: company.admin.id });
  return { ...company, token, invitation };
}

async function companyEditor() {
  const company = await createCompanyWithEditor(context.db);
  return { ...company, token: await context.login(company.editor.email, company.editor.password) };
}

async function logoCount(companyId: string): Promise<number> {
  const [row] = await context.db.select({ total: count() }).from(companyLogos).where(eq(companyLogos.companyId, companyId));
  return Number(row?.total ?? 0);
}

async function endedConnections(companyId: string): Promise<number> {
  const rows = await context.db
    .select({ status: vendorConnections.status })
    .from(vendorConnections)
    .where(eq(vendorConnections.companyId, companyId));
  return rows.filter((row) => row.status === 'ended').length;
}

/** The version of a user's two-factor row (it counts the row's changes); 0 without one. */
async function twoFactorVersion(userId: string): Promise<number> {
  const [row] = await context.db
    .select({ version: twoFactorSecrets.version })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return row?.version ?? 0;
}

/** A signed-in user of a company of their own, with every role, and two-factor sign-in on unless said otherwise. */
async function twoFactorUser(options: { enabled?: boolean } = {}) {
  const { companyId, admin } = await createTwoFactorCompany(context.db, { required: false });
  const token = await context.login(admin.email, admin.password);
  const keys = options.enabled === false ? null : await enableTwoFactor(context.app, token);
  return { companyId, user: admin, token, secret: keys?.secret ?? '' };
}

/** A contract's version: every signing or other change of status adds one. */
async function contractVersion(contractId: string): Promise<number> {
  const [row] = await context.db.select({ version: contracts.version }).from(contracts).where(eq(contracts.id, contractId));
  return row?.version ?? 0;
}

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

const RACES: RaceCase[] = [
  {
    route: 'POST /api/user/reconfirm-consent',
    name: 'consent',
    async setup() {
      const { user, token } = await signedIn({ isAgreed: false });
      const fields = form({ 'reconfirm_consent[isAgreed]': '1' });
      return {
        request: { method: 'POST', url: API_PATHS.reconfirmConsent, ...fields, headers: { ...fields.headers, ...bearer(token) } },
        change: () => agreed(user.id),
      };
    },
  },
  {
    route: 'POST /api/user/password',
    name: 'password change',
    async setup() {
      const { user, token } = await signedIn();
      const payload = { current_password: user.password, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD };
      return { request: { method: 'POST', url: API_PATHS.passwordChange, headers: bearer(token), payload } };
    },
  },
  {
    route: 'POST /api/auth/reset-password',
    name: 'password reset with one link',
    async setup() {
      const user = await createTestUser(context.db);
      const token = `reset-${user.id}`;
      await context.db
        .insert(passwordResetTokens)
        .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: sql`now() + interval '1 hour'` });
      const payload = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      return { request: { method: 'POST', url: API_PATHS.resetPassword, payload } };
    },
  },
  {
    route: 'POST /api/auth/signup/confirm',
    name: 'sign-up confirmed with one link: one user, one session, one audit entry',
    async setup() {
      const email = `signup-${crypto.randomUUID()}@tests.test`;
      const token = `signup-${crypto.randomUUID()}`;
      await context.db.insert(pendingSignups).values({
        tokenHash: hashToken(token),
        email,
        passwordHash: await testPasswords.hash(NEW_PASSWORD),
        firstName: 'Rae',
        lastName: 'Race',
        expiresAt: sql`now() + interval '1 hour'`,
      });
      return {
        request: { method: 'POST', url: API_PATHS.signupConfirm, payload: { token, password: NEW_PASSWORD }, remoteAddress: ownAddress() },
        change: () => accountsWith(email),
      };
    },
  },
  {
    route: 'POST /api/auth/logout',
    name: 'sign-out',
    async setup() {
      const { token } = await signedIn();
      return { request: { method: 'POST', url: API_PATHS.logout, headers: bearer(token) } };
    },
  },
  {
    route: 'POST /api/client-cabinet/invoice/:id/accept-delivery',
    name: 'accept delivery',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice('in_escrow');
      return {
        request: { method: 'POST', url: apiPath(API_PATHS.acceptDelivery, { id: invoice.id }), headers: bearer(company.token) },
        change: () => version(invoice.id),
      };
    },
  },
  {
    route: 'PUT /api/client-cabinet/invoice/:id/references',
    name: "set an invoice's PO number and cost centre",
    async setup() {
      const company = await payer();
      const invoice = await company.invoice('paid');
      const finance = await signedIn({ companyId: company.companyId, roles: ['invoices', 'contracts', 'my_company'] });
      const payload = { po_number: 'PO-RACE-1', cost_centre: 'CC-RACE' };
      return {
        request: { method: 'PUT', url: apiPath(API_PATHS.invoiceReferences, { id: invoice.id }), headers: bearer(finance.token), payload },
        change: async () => {
          const [row] = await context.db.select({ poNumber: invoices.poNumber }).from(invoices).where(eq(invoices.id, invoice.id));
          return row?.poNumber === payload.po_number ? 1 : 0;
        },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/invoices/:id/payment-methods/:slug/pay',
    name: 'pay by card: create the payment',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.pay, { id: invoice.id, slug: CARD_METHOD_SLUG }),
          headers: bearer(company.token),
        },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/invoices/:id/payment-methods/:slug/pay',
    name: 'pay by ACH: create the payment',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      return {
        request: { method: 'POST', url: apiPath(API_PATHS.pay, { id: invoice.id, slug: ACH_METHOD_SLUG }), headers: bearer(company.token) },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/invoices/:id/payment-methods/:slug/announce-wire',
    name: 'pay by wire: announce the wire sent (one payment, one timeline entry)',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.announceWire, { id: invoice.id, slug: 'marketplace-wire' }),
          headers: bearer(company.token),
        },
        change: () => movingPayments(invoice.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payments/:reference/set-status',
    name: 'pay by card: confirm a paid checkout',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      const reference = await company.payment(invoice.id, CARD_METHOD_SLUG);
      const decision = await context.app.inject({
        method: 'POST',
        url: `/api${apiPath(SANDBOX_PATHS.cardCheckout, { reference })}${await sandboxLinkQuery(context.db, 'checkout', reference)}`,
        payload: { action: 'pay', card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      });
      expect(decision.statusCode).toBe(200);
      const fields = { 'set-payment-status': 'sandbox', reference, status: 'succeeded', raw_request: '{}' };
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.setPaymentStatus, { reference }),
          ...form(fields),
          headers: { ...form(fields).headers, ...bearer(company.token) },
        },
        change: () => version(invoice.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payments/:reference/stripe-ach-create',
    name: 'pay by ACH: save the bank account',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      const reference = await company.payment(invoice.id, ACH_METHOD_SLUG);
      const fields = { bank_account_id: await tokenizeSandboxBankAccount(context.app, company.token) };
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.achCreate, { reference }),
          ...form(fields),
          headers: { ...form(fields).headers, ...bearer(company.token) },
        },
        change: () => version(invoice.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payments/:reference/stripe-ach-verify',
    name: 'pay by ACH: verify the micro-deposits',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      const reference = await company.payment(invoice.id, ACH_METHOD_SLUG);
      const create = form({ bank_account_id: await tokenizeSandboxBankAccount(context.app, company.token) });
      const created = await context.app.inject({
        method: 'POST',
        url: apiPath(API_PATHS.achCreate, { reference }),
        ...create,
        headers: { ...create.headers, ...bearer(company.token) },
      });
      expect(created.statusCode).toBe(200);
      const bankAccountId = dataOf<{ bank_account_id: string }>(created).bank_account_id;
      const fields = { bank_account_id: bankAccountId, 'amounts[0]': '32', 'amounts[1]': '45' };
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.achVerify, { reference }),
          ...form(fields),
          headers: { ...form(fields).headers, ...bearer(company.token) },
        },
        change: () => version(invoice.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payments/:reference/stripe-ach-pay',
    name: 'pay by ACH: pay with a verified account',
    async setup() {
      const company = await payer();
      const [account] = await context.db
        .insert(bankAccounts)
        .values({
          companyId: company.companyId,
          userId: company.payer.id,
          provider: 'sandbox',
          providerAccountId: `ba_race_${crypto.randomUUID()}`,
          last4: '6789',
          status: 'verified',
        })
        .returning();
      const invoice = await company.invoice();
      const reference = await company.payment(invoice.id, ACH_METHOD_SLUG);
      const fields = { bank_account_id: String(account?.id) };
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.achPay, { reference }),
          ...form(fields),
          headers: { ...form(fields).headers, ...bearer(company.token) },
        },
        change: () => movingPayments(invoice.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payments/:reference/stripe-ach-cancel',
    name: 'pay by ACH: cancel the payment left before it moved money',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      const reference = await company.payment(invoice.id, ACH_METHOD_SLUG);
      const create = form({ bank_account_id: await tokenizeSandboxBankAccount(context.app, company.token) });
      const created = await context.app.inject({
        method: 'POST',
        url: apiPath(API_PATHS.achCreate, { reference }),
        ...create,
        headers: { ...create.headers, ...bearer(company.token) },
      });
      expect(created.statusCode).toBe(200);
      return {
        request: { method: 'POST', url: apiPath(API_PATHS.achCancel, { reference }), headers: bearer(company.token) },
        change: () => version(invoice.id),
      };
    },
  },
  // paying several invoices at once: one charge per vendor and currency, one payment per invoice
  {
    route: 'POST /api/client-cabinet/invoices/pay',
    name: 'pay several invoices of two vendors with a verified bank account',
    async setup() {
      const company = await payer();
      const otherVendorId = await createTestVendor(context.db);
      const batch = [
        await company.invoice(),
        await company.invoice(),
        await createTestInvoice(context.db, { companyId: company.companyId, vendorId: otherVendorId }),
      ];
      const { id } = await createTestBankAccount(context.db, company.companyId, company.payer.id);
      return {
        request: {
          method: 'POST',
          url: API_PATHS.payInvoices,
          headers: bearer(company.token),
          payload: { invoice_ids: batch.map((invoice) => invoice.id), method: { type: 'bank_account', id } },
        },
        change: async () => (await Promise.all(batch.map((invoice) => movingPayments(invoice.id)))).reduce((a, b) => a + b, 0),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/invoices/pay',
    name: 'pay several invoices with a saved card',
    async setup() {
      const company = await payer();
      const batch = [await company.invoice(), await company.invoice()];
      const { id } = await createTestCard(context.db, company.companyId, company.payer.id);
      return {
        request: {
          method: 'POST',
          url: API_PATHS.payInvoices,
          headers: bearer(company.token),
          payload: { invoice_ids: batch.map((invoice) => invoice.id), method: { type: 'card', id } },
        },
        change: async () => (await Promise.all(batch.map((invoice) => version(invoice.id)))).reduce((a, b) => a + b, 0),
      };
    },
  },
  // the payment methods page
  {
    route: 'POST /api/client-cabinet/payment-methods/bank-accounts',
    name: 'payment methods: add a bank account',
    async setup() {
      const company = await payer();
      const fields = { bank_account_id: await tokenizeSandboxBankAccount(context.app, company.token) };
      return {
        request: {
          method: 'POST',
          url: API_PATHS.savedBankAccounts,
          ...form(fields),
          headers: { ...form(fields).headers, ...bearer(company.token) },
        },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payment-methods/bank-accounts/:id/verify',
    name: 'payment methods: verify a bank account',
    async setup() {
      const company = await payer();
      const add = form({ bank_account_id: await tokenizeSandboxBankAccount(context.app, company.token) });
      const added = await context.app.inject({
        method: 'POST',
        url: API_PATHS.savedBankAccounts,
        ...add,
        headers: { ...add.headers, ...bearer(company.token) },
      });
      expect(added.statusCode).toBe(200);
      const id = dataOf<{ id: string }>(added).id;
      const fields = { 'amounts[0]': '32', 'amounts[1]': '45' };
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.savedBankAccountVerify, { id }),
          ...form(fields),
          headers: { ...form(fields).headers, ...bearer(company.token) },
        },
        change: () => accountVerified(id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payment-methods/bank-accounts/:id/default',
    name: 'payment methods: make a bank account the default',
    async setup() {
      const company = await payer();
      const id = await verifiedAccount(company.companyId, company.payer.id);
      return { request: { method: 'POST', url: apiPath(API_PATHS.savedBankAccountDefault, { id }), headers: bearer(company.token) } };
    },
  },
  {
    route: 'DELETE /api/client-cabinet/payment-methods/bank-accounts/:id',
    name: 'payment methods: remove a bank account',
    async setup() {
      const company = await payer();
      const id = await verifiedAccount(company.companyId, company.payer.id);
      return {
        request: { method: 'DELETE', url: apiPath(API_PATHS.savedBankAccount, { id }), headers: bearer(company.token) },
        change: () => accountRemoved(id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payment-methods/cards',
    name: 'payment methods: save the card of a finished setup',
    async setup() {
      const company = await payer();
      const { setupId } = await finishSandboxCardSetup(context.app, company.token);
      const fields = { setup_id: setupId };
      return {
        request: {
          method: 'POST',
          url: API_PATHS.savedCards,
          ...form(fields),
          headers: { ...form(fields).headers, ...bearer(company.token) },
        },
      };
    },
  },
  {
    route: 'PUT /api/client-cabinet/payment-methods/autopay',
    name: 'autopay: turn it on with a verified account and a limit',
    async setup() {
      const company = await payer();
      const editor = await createTestUser(context.db, { companyId: company.companyId, roles: ['invoices', 'account_editor'] });
      const token = await context.login(editor.email, editor.password);
      const id = await verifiedAccount(company.companyId, company.payer.id);
      return {
        request: {
          method: 'PUT',
          url: API_PATHS.autopaySettings,
          headers: bearer(token),
          payload: { enabled: true, method: { type: 'bank_account', id }, limit: { currency: 'USD', added_value: 500_000 } },
        },
        change: () => settingsVersion(company.companyId),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payment-methods/autopay/attempts/:id/dismiss',
    name: 'autopay: dismiss a problem',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      const [attempt] = await context.db
        .insert(autopayAttempts)
        .values({ invoiceId: invoice.id, companyId: company.companyId, dueOn: invoice.dueOn, status: 'failed', message: 'Declined.' })
        .returning({ id: autopayAttempts.id });
      const id = String(attempt?.id);
      return {
        request: { method: 'POST', url: apiPath(API_PATHS.autopayAttemptDismiss, { id }), headers: bearer(company.token) },
        change: async () => {
          const [row] = await context.db
            .select({ dismissedAt: autopayAttempts.dismissedAt })
            .from(autopayAttempts)
            .where(eq(autopayAttempts.id, id));
          return row?.dismissedAt ? 1 : 0;
        },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/payment-methods/cards/:id/default',
    name: 'payment methods: make a card the default',
    async setup() {
      const company = await payer();
      const id = await savedCard(company.companyId, company.payer.id);
      return { request: { method: 'POST', url: apiPath(API_PATHS.savedCardDefault, { id }), headers: bearer(company.token) } };
    },
  },
  {
    route: 'DELETE /api/client-cabinet/payment-methods/cards/:id',
    name: 'payment methods: remove a card',
    async setup() {
      const company = await payer();
      const id = await savedCard(company.companyId, company.payer.id);
      return {
        request: { method: 'DELETE', url: apiPath(API_PATHS.savedCard, { id }), headers: bearer(company.token) },
        change: () => cardRemoved(id),
      };
    },
  },
  {
    route: 'POST /api/sandbox/card-setup/:setupId',
    name: 'sandbox card setup page: the card entered (one card on the setup)',
    async setup() {
      const company = await payer();
      const started = await context.app.inject({ method: 'POST', url: API_PATHS.savedCardSetup, headers: bearer(company.token) });
      const setup = dataOf<{ setup_id: string; setup_url: string }>(started);
      const { search } = new URL(setup.setup_url, 'http://portal.test');
      return {
        request: {
          method: 'POST',
          url: `${apiPath(SANDBOX_CARD_SETUP_DECISION_PATH, { setupId: setup.setup_id })}${search}`,
          payload: { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
        },
        change: () => cardSetupSucceeded(setup.setup_id),
      };
    },
  },
  {
    route: 'POST /api/webhooks/payments',
    name: 'payment webhook: one event',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice();
      const reference = await company.payment(invoice.id, ACH_METHOD_SLUG);
      await context.db
        .update(payments)
        .set({ status: 'processing', providerPaymentId: `sandbox_pi_${reference}` })
        .where(eq(payments.reference, reference));
      const body = JSON.stringify({
        id: `evt_race_${reference}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: `sandbox_pi_${reference}`, metadata: { reference } } },
      });
      return {
        request: {
          method: 'POST',
          url: API_PATHS.paymentWebhook,
          headers: { 'content-type': 'application/json', 'portal-signature': signWebhookPayload(WEBHOOK_SECRET, body) },
          payload: body,
        },
        change: () => version(invoice.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/hiring/proposals/:id/decline',
    name: 'decline a proposal',
    async setup() {
      const { user, proposal } = await createBookableProposal(context.db);
      const token = await context.login(user.email, user.password);
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.declineProposal, { id: proposal.id }),
          headers: bearer(token),
          payload: { msg: 'Over budget' },
        },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/talent-requests',
    name: 'create a request (talent request form)',
    async setup() {
      const { user } = await createHiringCompany(context.db);
      const token = await context.login(user.email, user.password);
      const payload = {
        title: 'Race engineer',
        skills: ['TypeScript'],
        seniority: 'senior',
        hours_per_week: 40,
        hourly_budget: { currency: 'USD', added_value: 6_000 },
        start_date: isoDay(14),
      };
      const idempotencyKey = crypto.randomUUID();
      return {
        request: {
          method: 'POST',
          url: API_PATHS.talentRequests,
          headers: { ...bearer(token), 'idempotency-key': idempotencyKey },
          payload,
        },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/onboarding',
    name: 'onboarding: submit the wizard',
    async setup() {
      const { token } = await signedIn({ type: 'SandboxUser', isAgreed: false });
      const payload = {
        company: { name: 'Race Inc', size: '11-50' },
        need: 'extend_team',
        skills: ['React'],
        seniority: 'senior',
        timeline: 'within_2_weeks',
        hourly_budget: { currency: 'EUR', added_value: 6_500 },
      };
      return { request: { method: 'POST', url: API_PATHS.onboarding, headers: bearer(token), payload } };
    },
  },
  {
    route: 'PUT /api/client-cabinet/onboarding/draft',
    name: "onboarding: save the wizard's draft",
    async setup() {
      const { token } = await signedIn({ type: 'SandboxUser', isAgreed: false });
      return { request: { method: 'PUT', url: API_PATHS.onboardingDraft, headers: bearer(token), payload: TEST_WIZARD_DRAFT } };
    },
  },
  {
    route: 'DELETE /api/client-cabinet/onboarding/draft',
    name: "onboarding: drop the wizard's draft",
    async setup() {
      const { token } = await signedIn({ type: 'SandboxUser', isAgreed: false });
      const saved = await context.app.inject({
        method: 'PUT',
        url: API_PATHS.onboardingDraft,
        headers: bearer(token),
        payload: TEST_WIZARD_DRAFT,
      });
      expect(saved.statusCode).toBe(200);
      return { request: { method: 'DELETE', url: API_PATHS.onboardingDraft, headers: bearer(token) } };
    },
  },
  {
    route: 'POST /api/sandbox/meetings/book',
    name: 'intro call: the scheduler books the slot',
    async setup() {
      const { ticket, slot } = await introCall();
      return { request: { method: 'POST', url: SANDBOX_SCHEDULER_PATHS.book, payload: { ticket, starts_at: slot } } };
    },
  },
  {
    route: 'POST /api/client-cabinet/scheduler/bookings',
    name: 'intro call: the portal reports the booking (HubSpot, where the report records it)',
    scheduler: 'hubspot',
    async setup() {
      const { token, ticket } = await introCall();
      return {
        request: {
          method: 'POST',
          url: API_PATHS.schedulerBookings,
          headers: bearer(token),
          payload: { ticket, starts_at: futureSlot(4) },
        },
      };
    },
  },
  {
    route: 'PATCH /api/client-cabinet/hiring/proposals/:id/intro-call',
    name: 'intro call: reschedule to another slot',
    async setup() {
      const { token, url, other } = await bookedIntroCall();
      return { request: { method: 'PATCH', url, headers: bearer(token), payload: { starts_at: other } } };
    },
  },
  {
    route: 'DELETE /api/client-cabinet/hiring/proposals/:id/intro-call',
    name: 'intro call: cancel',
    async setup() {
      const { token, url } = await bookedIntroCall();
      return { request: { method: 'DELETE', url, headers: bearer(token) } };
    },
  },
  {
    route: 'PUT /api/client-cabinet/users/:id',
    name: "users: change a colleague's roles",
    async setup() {
      const { colleague, token } = await editorAndColleague();
      return {
        request: {
          method: 'PUT',
          url: apiPath(API_PATHS.companyUser, { id: colleague.id }),
          headers: bearer(token),
          payload: { extracted_roles: ['contracts'] },
        },
        change: async () => ((await userRow(colleague.id))?.roles.join() === 'contracts' ? 1 : 0),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/invitations',
    name: 'invite a colleague',
    async setup() {
      const { token } = await invitingAdmin();
      const payload = {
        email: `race-${crypto.randomUUID()}@tests.test`,
        first_name: 'Rita',
        last_name: 'Race',
        roles: ['proposals', 'my_company'],
      };
      return { request: { method: 'POST', url: API_PATHS.invitations, headers: bearer(token), payload, remoteAddress: ownAddress() } };
    },
  },
  {
    route: 'PATCH /api/client-cabinet/invitations/:id',
    name: "change an invitation's address (a new link and e-mail)",
    async setup() {
      const { token, invitation } = await invitingAdmin();
      const payload = { email: `race-${crypto.randomUUID()}@tests.test`, roles: ['invoices', 'contracts', 'my_company'] };
      return { request: { method: 'PATCH', url: apiPath(API_PATHS.invitation, { id: invitation.id }), headers: bearer(token), payload } };
    },
  },
  {
    route: 'POST /api/client-cabinet/invitations/:id/resend',
    name: 'resend an invitation',
    async setup() {
      const { token, invitation } = await invitingAdmin();
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.invitationResend, { id: invitation.id }),
          headers: bearer(token),
          remoteAddress: ownAddress(),
        },
      };
    },
  },
  {
    route: 'PUT /api/client-cabinet/users/:id',
    name: 'users: disable a colleague',
    async setup() {
      const { colleague, token } = await editorAndColleague();
      return {
        request: {
          method: 'PUT',
          url: apiPath(API_PATHS.companyUser, { id: colleague.id }),
          headers: bearer(token),
          payload: { enabled: false },
        },
        change: async () => ((await userRow(colleague.id))?.enabled ? 0 : 1),
      };
    },
  },
  {
    route: 'PUT /api/client-cabinet/users/:id',
    name: "users: change a colleague's e-mail address (one link, one notice)",
    async setup() {
      const { colleague, token } = await editorAndColleague();
      const payload = { email: `moved-${crypto.randomUUID()}@tests.test`, job_title: 'Controller' };
      return {
        request: { method: 'PUT', url: apiPath(API_PATHS.companyUser, { id: colleague.id }), headers: bearer(token), payload },
        change: async () => ((await userRow(colleague.id))?.jobTitle === 'Controller' ? 1 : 0),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/users/:id/password-reset',
    name: 'users: send a colleague a reset link',
    async setup() {
      const { colleague, token } = await editorAndColleague();
      return {
        request: { method: 'POST', url: apiPath(API_PATHS.companyUserPasswordReset, { id: colleague.id }), headers: bearer(token) },
      };
    },
  },
  {
    route: 'POST /api/user/email-confirmation',
    name: 'users: confirm a new e-mail address with one link',
    async setup() {
      const user = await createTestUser(context.db);
      const token = `confirm-${user.id}`;
      const newEmail = `confirmed-${user.id}@tests.test`;
      await context.db
        .insert(emailChangeRequests)
        .values({ tokenHash: hashToken(token), userId: user.id, newEmail, expiresAt: sql`now() + interval '1 hour'` });
      return {
        request: { method: 'POST', url: API_PATHS.emailConfirmation, payload: { token } },
        change: async () => ((await userRow(user.id))?.email === newEmail ? 1 : 0),
      };
    },
  },
  {
    route: 'DELETE /api/client-cabinet/invitations/:id',
    name: 'withdraw an invitation',
    async setup() {
      const { token, invitation } = await invitingAdmin();
      return { request: { method: 'DELETE', url: apiPath(API_PATHS.invitation, { id: invitation.id }), headers: bearer(token) } };
    },
  },
  {
    route: 'POST /api/invitation/accept',
    name: 'accept an invitation with one link',
    async setup() {
      const { invitation } = await invitingAdmin();
      const payload = {
        token: invitation.token,
        first_name: 'Ivy',
        last_name: 'Invitee',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      return { request: { method: 'POST', url: API_PATHS.invitationAccept, payload, remoteAddress: ownAddress() } };
    },
  },
  // My Company (company part): each change locks the company's row (or the connection's) and audits only a real change.
  {
    route: 'PUT /api/client-cabinet/company/information',
    name: 'company: save the information',
    async setup() {
      const { token } = await companyEditor();
      const payload = {
        legal_name: 'Race Robotics GmbH',
        name: 'Race Robotics',
        website: 'https://race.example.com',
        size: '11-50',
        industry: 'robotics',
        address: { line1: 'Rennweg 1', line2: '', city: 'Wien', region: '', postal_code: '1030', country: 'AT' },
      };
      return { request: { method: 'PUT', url: API_PATHS.companyInformation, headers: bearer(token), payload } };
    },
  },
  {
    route: 'PUT /api/client-cabinet/company/business',
    name: 'company: save the business details',
    async setup() {
      const { token } = await companyEditor();
      const payload = {
        tax_id: 'ATU12345678',
        billing_address_same: true,
        billing_address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null },
        billing_contacts: [{ name: 'Race Accounts', email: 'accounts@race.example.com' }],
        default_po_number: 'PO-1',
        default_cost_centre: 'CC-1',
        preferred_currency: 'EUR',
      };
      return { request: { method: 'PUT', url: API_PATHS.companyBusiness, headers: bearer(token), payload } };
    },
  },
  {
    route: 'PUT /api/client-cabinet/company/logo',
    name: 'company: upload the logo',
    async setup() {
      const { token } = await companyEditor();
      return {
        request: {
          method: 'PUT',
          url: API_PATHS.companyLogo,
          headers: { ...bearer(token), 'content-type': 'image/png' },
          payload: TEST_IMAGES.png,
        },
      };
    },
  },
  {
    route: 'DELETE /api/client-cabinet/company/logo',
    name: 'company: remove the logo',
    async setup() {
      const { token, companyId } = await companyEditor();
      await context.db
        .insert(companyLogos)
        .values({ companyId, contentType: 'image/png', image: TEST_IMAGES.png, sizeBytes: TEST_IMAGES.png.length, sha256: 'race' });
      return {
        request: { method: 'DELETE', url: API_PATHS.companyLogo, headers: bearer(token) },
        change: () => logoCount(companyId),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/company/connections/:id/end',
    name: 'company: end a vendor connection',
    async setup() {
      const { token, companyId } = await companyEditor();
      const { connection } = await createTestConnection(context.db, { companyId, contracts: ['ended'] });
      return {
        request: { method: 'POST', url: apiPath(API_PATHS.endCompanyConnection, { id: connection.id }), headers: bearer(token) },
        change: () => endedConnections(companyId),
      };
    },
  },
  // two-factor sign-in
  {
    route: 'POST /api/auth/login/two-factor',
    name: 'two-factor sign-in: one challenge and one code',
    async setup() {
      const { user, secret } = await twoFactorUser();
      const first = await context.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: user.email, password: user.password },
      });
      const { challenge } = dataOf<{ challenge: string }>(first);
      return { request: { method: 'POST', url: API_PATHS.loginTwoFactor, payload: { challenge, code: codeAt(secret) } } };
    },
  },
  {
    route: 'POST /api/user/two-factor/setup',
    name: 'two-factor sign-in: start the setup',
    async setup() {
      const { token } = await twoFactorUser({ enabled: false });
      return { request: { method: 'POST', url: API_PATHS.twoFactorSetup, headers: bearer(token) } };
    },
  },
  {
    route: 'POST /api/user/two-factor/confirm',
    name: 'two-factor sign-in: turn it on with a code',
    async setup() {
      const { user, token } = await twoFactorUser({ enabled: false });
      const started = await context.app.inject({ method: 'POST', url: API_PATHS.twoFactorSetup, headers: bearer(token) });
      const { secret } = dataOf<{ secret: string }>(started);
      return {
        request: { method: 'POST', url: API_PATHS.twoFactorConfirm, headers: bearer(token), payload: { code: codeAt(secret) } },
        change: () => twoFactorVersion(user.id),
      };
    },
  },
  {
    route: 'POST /api/user/two-factor/recovery-codes',
    name: 'two-factor sign-in: new recovery codes',
    async setup() {
      const { user, token } = await twoFactorUser();
      return {
        request: { method: 'POST', url: API_PATHS.twoFactorRecoveryCodes, headers: bearer(token), payload: { password: user.password } },
        change: () => twoFactorVersion(user.id),
      };
    },
  },
  {
    route: 'POST /api/user/two-factor/disable',
    name: 'two-factor sign-in: turn it off',
    async setup() {
      const { user, token } = await twoFactorUser();
      return { request: { method: 'POST', url: API_PATHS.twoFactorDisable, headers: bearer(token), payload: { password: user.password } } };
    },
  },
  {
    route: 'DELETE /api/client-cabinet/users/:id/two-factor',
    name: "two-factor sign-in: an account_editor resets a colleague's",
    async setup() {
      const { companyId, token } = await twoFactorUser({ enabled: false });
      const colleague = await createTestUser(context.db, { companyId, roles: ['invoices'] });
      await enableTwoFactor(context.app, await context.login(colleague.email, colleague.password));
      return { request: { method: 'DELETE', url: apiPath(API_PATHS.userTwoFactor, { id: colleague.id }), headers: bearer(token) } };
    },
  },
  {
    route: 'PUT /api/client-cabinet/two-factor-policy',
    name: 'two-factor sign-in: require it of the admins',
    async setup() {
      const { token } = await twoFactorUser();
      return { request: { method: 'PUT', url: API_PATHS.twoFactorPolicy, headers: bearer(token), payload: { require_for_admins: true } } };
    },
  },
  // contracts: hiring makes a contract; end and extension requests
  {
    route: 'POST /api/client-cabinet/hiring/proposals/:id/hire',
    name: "hire a candidate: one contract from the talent's vendor",
    async setup() {
      const { token, proposal } = await hiringCompanyWithVendor();
      return { request: { method: 'POST', url: apiPath(API_PATHS.hireProposal, { id: proposal.id }), headers: bearer(token) } };
    },
  },
  {
    route: 'POST /api/client-cabinet/contracts/:id/change-requests',
    name: 'ask the vendor to extend a contract',
    async setup() {
      const { token, contract } = await contractingUser();
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.contractChangeRequests, { id: contract.id }),
          headers: bearer(token),
          payload: { kind: 'extension', requested_end_on: dayFromToday(365), reason: 'The roadmap runs on' },
        },
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/contracts/:id/change-requests/:requestId/withdraw',
    name: 'withdraw an end request',
    async setup() {
      const { token, contract, companyId, user } = await contractingUser();
      const request = await createTestChangeRequest(context.db, {
        contractId: contract.id,
        companyId,
        kind: 'end',
        requestedEndOn: dayFromToday(60),
        requestedBy: user.id,
      });
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.contractChangeRequestWithdraw, { id: contract.id, requestId: request.id }),
          headers: bearer(token),
        },
        change: () => withdrawnRequests(contract.id),
      };
    },
  },
  // billing: disputing an invoice
  {
    route: 'POST /api/client-cabinet/invoice/:id/disputes',
    name: 'billing: raise a dispute with an attachment (one dispute, one audit entry)',
    async setup() {
      const company = await payer();
      const invoice = await company.invoice('open');
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.invoiceDisputes, { id: invoice.id }),
          headers: bearer(company.token),
          payload: { reason: 'hours_or_rate', message: 'We were billed 160 hours; the timesheet says 140.', attachment: TEST_DISPUTE_PDF },
        },
        change: () => version(invoice.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/invoice/:id/dispute/messages',
    name: "billing: add a message to an invoice's dispute",
    async setup() {
      const company = await payer();
      const invoice = await company.invoice('open');
      await raiseTestDispute(context.app, company.token, invoice.id);
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.invoiceDisputeMessages, { id: invoice.id }),
          headers: bearer(company.token),
          payload: { message: 'The signed timesheet is attached.', attachment: TEST_DISPUTE_PDF },
        },
      };
    },
  },
  // contracts: signing
  {
    route: 'POST /api/client-cabinet/contracts/:id/accept',
    name: 'contracts: accept a contract (one signature, one signed PDF)',
    async setup() {
      const { companyId, signer } = await createSigningCompany(context.db);
      const contract = await createContractToSign(context.db, { companyId });
      const token = await context.login(signer.email, signer.password);
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.acceptContract, { id: contract.id }),
          headers: bearer(token),
          payload: { version: contract.version },
        },
        change: () => contractVersion(contract.id),
      };
    },
  },
  // timesheets: approving one or several, querying (one decision, one history event, one audit entry, no e-mail)
  {
    route: 'POST /api/client-cabinet/timesheets/:id/approve',
    name: 'timesheets: approve one',
    async setup() {
      const { token, timesheet } = await timesheetReviewer();
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.timesheetApprove, { id: timesheet.id }),
          headers: bearer(token),
          payload: { revision: 1 },
        },
        change: () => timesheetState(timesheet.id),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/timesheets/approve',
    name: 'timesheets: approve several',
    async setup() {
      const { token, timesheet, another } = await timesheetReviewer();
      return {
        request: {
          method: 'POST',
          url: API_PATHS.timesheetsApprove,
          headers: bearer(token),
          payload: { timesheets: [timesheet, another].map((item) => ({ id: item.id, revision: 1 })) },
        },
        change: async () => (await timesheetState(timesheet.id)) + (await timesheetState(another.id)),
      };
    },
  },
  {
    route: 'POST /api/client-cabinet/timesheets/:id/query',
    name: 'timesheets: query one, with a reason per day',
    async setup() {
      const { token, timesheet, weekStart } = await timesheetReviewer();
      return {
        request: {
          method: 'POST',
          url: apiPath(API_PATHS.timesheetQuery, { id: timesheet.id }),
          headers: bearer(token),
          payload: { revision: 1, reason: 'Which tickets?', days: [{ day: weekStart, reason: 'Ten hours?' }] },
        },
        change: () => timesheetState(timesheet.id),
      };
    },
  },
];

/** A contracts user of a company of their own, and two timesheets of last week waiting for review. */
async function timesheetReviewer() {
  const company = await createTimesheetCompany(context.db);
  const token = await context.login(company.reviewer.email, company.reviewer.password);
  const weekStart = pastWeek(1);
  const timesheet = await submitTestTimesheet(context.db, { contractId: company.contract.id, weekStart });
  const another = await submitTestTimesheet(context.db, { contractId: company.contract.id, weekStart: pastWeek(2) });
  return { token, timesheet, another, weekStart };
}

/** A timesheet's status and revision as one number, so that a decision taken twice would show. */
async function timesheetState(id: string): Promise<number> {
  const [row] = await context.db
    .select({ status: timesheets.status, revision: timesheets.revision })
    .from(timesheets)
    .where(eq(timesheets.id, id));
  return (row?.revision ?? 0) * 10 + ['submitted', 'queried', 'approved'].indexOf(row?.status ?? '');
}

/** State-changing routes with no race to prove, and why. */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/login': 'every sign-in opens a session of its own by design; its limits are proven by the sign-in tests',
  'POST /api/auth/forgot-password': 'every request is meant to send its e-mail; bounded per account and per address by the rate limits',
  'POST /api/auth/reset-password/check':
    'answers whether a reset link still works and changes nothing; bounded per address by its rate limit',
  'POST /api/auth/signup':
    'every request is a sign-up of its own with its own link and e-mail, and makes no account: that is the confirmation, raced above; bounded per address by the rate limit',
  'POST /api/sandbox/checkout/:reference':
    "the payment provider's own page (sandbox stand-in); the portal acts on its outcome only through set-status and the webhook, raced above",
  'POST /api/client-cabinet/contracts/:id/pdf-check':
    "answers whether an uploaded file is the contract's PDF and changes nothing; bounded per user by its rate limit",
  'POST /api/client-cabinet/payment-methods/cards/setup':
    "every call starts a card setup of its own at the provider, as Stripe's SetupIntents are; nothing of the portal changes until a card is saved with one, raced above",
  'POST /api/sandbox/bank-account-tokens':
    "the payment provider's tokenizer (sandbox stand-in): every call tokenizes anew, as the provider's does, and nothing of the portal changes",
};

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * Rows of every table, and so of the audit log and the outbox too: one statement, since a count
 * per table, four times for each case, was most of this suite's database time.
 */
async function rowCounts(): Promise<Map<string, number>> {
  const columns = tables.map((table, index) => sql`(select count(*) from ${table})::int as ${sql.identifier(`t${index}`)}`);
  const result = (await context.db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Array<Record<string, number>>;
  };
  const [row] = result.rows;
  return new Map(tables.map((table, index) => [getTableName(table), Number(row?.[`t${index}`] ?? 0)]));
}

interface Outcome {
  /** Rows added per table (only tables that changed). */
  added: Record<string, number>;
  change: number;
  statuses: number[];
}

async function measure(prepared: Prepared, requests: number): Promise<Outcome> {
  const before = await rowCounts();
  const changeBefore = (await prepared.change?.()) ?? 0;
  const responses = await Promise.all(Array.from({ length: requests }, () => context.app.inject(prepared.request)));
  const after = await rowCounts();
  const added: Record<string, number> = {};
  for (const [name, total] of after) if (total !== before.get(name)) added[name] = total - (before.get(name) ?? 0);
  return { added, change: ((await prepared.change?.()) ?? 0) - changeBefore, statuses: responses.map((response) => response.statusCode) };
}

const results = { operations: 0, secondEffects: 0, secondAudits: 0 };

describe('races: 50 identical requests make one effect and one audit entry', () => {
  test('every state-changing route is raced here or exempt with its reason', () => {
    const routes = listRouteAccess(context.app)
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set([...RACES.map((race) => race.route), ...Object.keys(EXEMPT)]);
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
    // And nothing listed that the API does not have.
    expect([...covered].filter((route) => !routes.includes(route))).toEqual([]);
  });

  test.each(RACES.map((race) => [race.name, race] as const))('%s', async (_name, race) => {
    context = race.scheduler === 'hubspot' ? hubspotContext : sandboxContext;
    const single = await measure(await race.setup(), 1);
    const burst = await measure(await race.setup(), BURST);
    context = sandboxContext;
    results.operations += 1;
    // The one request did something, or the operation proves nothing here.
    expect(single.statuses).toEqual([expect.any(Number)]);
    expect({ status: single.statuses[0], didSomething: Object.keys(single.added).length + single.change > 0 }).toEqual({
      status: expect.any(Number),
      didSomething: true,
    });
    expect(single.statuses[0]).toBeLessThan(300);
    expect(burst.statuses.filter((status) => status >= 500)).toEqual([]);
    expect(burst.statuses.filter((status) => status < 300).length).toBeGreaterThan(0);

    const { audit_log: singleAudits = 0, ...singleEffects } = single.added;
    const { audit_log: burstAudits = 0, ...burstEffects } = burst.added;
    const secondEffect = JSON.stringify(burstEffects) !== JSON.stringify(singleEffects) || burst.change !== single.change;
    if (secondEffect) results.secondEffects += 1;
    if (burstAudits !== singleAudits) results.secondAudits += 1;
    expect({ rows: burstEffects, change: burst.change, audits: burstAudits }).toEqual({
      rows: singleEffects,
      change: single.change,
      audits: singleAudits,
    });
  });
});

afterAll(() => {
  process.stdout.write(
    `races: ${results.operations} operations × ${BURST} requests, ${results.secondEffects} with a second effect, ${results.secondAudits} with a second audit entry\n`,
  );
});
