import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import {
  ACH_METHOD_SLUG,
  API_PATHS,
  apiPath,
  CARD_METHOD_SLUG,
  CONTRACT_IN_FORCE_STATUSES,
  CONTRACT_WORKING_STATUSES,
} from '@portal/api-schema';
import { autopayAttempts, bankAccounts, type InvoiceRow, invoices, payments, savedCards } from '../modules/billing/tables';
import { invitations, users, vendorConnections } from '../modules/company-users/tables';
import { contracts } from '../modules/team-contracts/tables';
import { meetings, proposals, rfps, specialists } from '../modules/hiring/tables';
import type { RouteAccess } from '../platform/access/route-access';
import {
  createTestBankAccount,
  createTestInvoice,
  finishSandboxCardSetup,
  raiseTestDispute,
  tokenizeSandboxBankAccount,
} from './billing-fixtures';
import { createTestProposal, createTestRfp } from './hiring-fixtures';
import { createTestInvitation } from './invitation-fixtures';
import { createTestChangeRequest } from './change-request-fixtures';
import { createTestContract } from './signing-fixtures';
import { createWaitingTimesheet } from './timesheet-fixtures';
import { bearer, dataOf, type TestContext } from './test-app';

/**
 * The objects a route names (path parameters and ids in its body), found for the access matrix: one
 * of each company and an unknown one. A parameter this file cannot place makes the matrix fail,
 * naming the route, so a new endpoint is covered from the day it is written.
 */

/** Whose an object is: a company's, or one user's within it. */
export interface Owner {
  companyId: string;
  userId?: string;
}

/** An object's value in a request, with its owner; null owner: not anyone's (a method slug, a page of the sandbox). */
interface ObjectValue {
  value: string;
  owner: Owner | null;
}

export type CompanyKey = 'first' | 'second';

/** Each kind of object a route can name, for each company, and a well-formed value nobody has. */
interface ObjectKind {
  of: Record<CompanyKey, ObjectValue>;
  unknown: string;
  /** A value made for each request (a one-time token), instead of `of` and `unknown`. */
  fresh?: () => Promise<string>;
}

export type ObjectKinds = Record<string, ObjectKind>;

const unknownId = () => randomUUID();
const UNKNOWN_REFERENCE = 'PAY-0000000000000000';

/** The kind of object a path parameter names on a route, or null when nothing says. */
export function pathParameterKind(route: RouteAccess, parameter: string): string | null {
  const { url } = route;
  switch (parameter) {
    case 'reference':
      // Saving a bank account links it to the payment: it gets a payment of its own.
      if (url.endsWith('/stripe-ach-create')) return 'newAchPayment';
      // Cancelling takes the payment of its own too, so that the account waiting for deposits stays payable.
      if (url.endsWith('/stripe-ach-cancel')) return 'newAchPayment';
      return url.includes('/stripe-ach-') ? 'achPayment' : 'cardPayment';
    case 'slug':
      if (url.startsWith('/sandbox/meetings/')) return 'meetingPage';
      if (url.endsWith('/pay') || url.includes('/payments/:reference/')) return 'cardMethod';
      if (url.endsWith('/announce-wire')) return 'wireMethod';
      if (url.includes('/invoice/:id/payment-methods/:slug/metadata')) return 'wireMethod';
      return null;
    // The sandbox's card setup page, by the setup it saves a card for.
    case 'setupId':
      return 'cardSetup';
    case 'rfpId':
      return 'candidateRfp';
    case 'bidId':
      return 'candidateProposal';
    case 'talentId':
      return 'candidateTalent';
    case 'version':
      // The service contract terms: the same published versions for every company.
      return url.includes('/service-contract-terms/') ? 'termsVersion' : null;
    // contracts: end and extension requests
    case 'requestId':
      return 'changeRequest';
    // a message of the disputed invoice's thread, with its attachment
    case 'messageId':
      return 'disputeMessage';
    case 'id': {
      const segments = url.split('/');
      const before = segments[segments.indexOf(':id') - 1];
      // The dispute endpoints get an invoice of their own, disputed with a file, so the matrix pays none of it.
      if (before === 'invoice' && url.includes('/dispute')) return 'disputedInvoice';
      if (before === 'invoice' || before === 'invoices') {
        if (url.endsWith('/stripe-ach-verify')) return 'achInvoice';
        // Announcing a wire stops every other payment of the invoice: it gets an invoice of its own.
        if (url.endsWith('/announce-wire')) return 'wireInvoice';
        return 'invoice';
      }
      if (before === 'users') return 'user';
      // The payment methods page's bank accounts: one of the company's, verified and paying nothing, which the matrix may remove.
      if (before === 'bank-accounts') return 'savedBankAccount';
      // Its cards: one of the company's, valid and paying nothing, which the matrix may make the default or remove.
      if (before === 'cards') return 'savedCard';
      // autopay: a problem it met (a failed attempt), which the matrix may dismiss.
      if (before === 'attempts') return 'autopayAttempt';
      if (before === 'rfps') return 'rfp';
      if (before === 'proposals') return 'proposal';
      if (before === 'calls') return 'meeting';
      if (before === 'invitations') return 'invitation';
      if (before === 'connections') return 'connection';
      // My team and talent pages name a talent the company has a contract with.
      if (before === 'team') return 'teamMember';
      if (before === 'talents') return 'talent';
      // contracts: end and extension requests (their own contract, so that the request below belongs to it)
      if (before === 'contracts' && url.includes('/change-requests')) return 'changeRequestContract';
      // timesheets: one waiting for review, of a contract of its own (the matrix approves it)
      if (before === 'timesheets') return 'timesheet';
      // Signing gets a contract of its own awaiting signature, so that the matrix signs none of the demo's.
      if (before === 'contracts') return url.endsWith('/accept') ? 'awaitingContract' : 'contract';
      return null;
    }
    default:
      return null;
  }
}

/** What a route does to the company's people or invitations: an editor may do it only within their own roles. */
export type ManagedSubject = 'person' | 'invitation' | 'new invitation';

/** The company's collections of people and invitations: a route under them that changes something manages one. */
const MANAGED_COLLECTIONS = ['users', 'invitations'];

/**
 * Whom a route manages, from its declaration: a change (any method but GET) naming a user or an
 * invitation of the company, or creating an invitation. Null: it manages nobody (reads, the
 * caller's own account, the public invitation link). 'unclassified': a change under the company's
 * users or invitations that names neither; the matrix fails until this function places it.
 */
export function managedSubjectOf(route: RouteAccess): ManagedSubject | null | 'unclassified' {
  if (route.method === 'GET') return null;
  const kinds = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map(([, parameter]) => (parameter ? pathParameterKind(route, parameter) : null));
  if (kinds.includes('user')) return 'person';
  if (kinds.includes('invitation')) return 'invitation';
  if (route.method === 'POST' && route.url === API_PATHS.invitations) return 'new invitation';
  return route.url.split('/').some((segment) => MANAGED_COLLECTIONS.includes(segment)) ? 'unclassified' : null;
}

/**
 * The kind of object an id in a request body names, or null. `path:<name>` means the body repeats
 * the path parameter of that name (set-status posts its reference again).
 */
export function bodyPropertyKind(route: RouteAccess, property: string, schema: { format?: string }): string | null {
  if (property === 'bank_account_id') return schema.format === 'uuid' ? 'achBankAccount' : 'bankToken';
  if (property === 'reference' && route.url.includes(':reference')) return 'path:reference';
  // Paying several invoices names the invoices and the saved method in its body alone.
  if (route.url === API_PATHS.payInvoices && property === 'invoice_ids') return 'severalInvoice';
  if (route.url === API_PATHS.payInvoices && property === 'method') return 'payingBankAccount';
  // Approving several timesheets names them in its body alone.
  if (route.url === API_PATHS.timesheetsApprove && property === 'timesheets') return 'severalTimesheet';
  // Saving a card names the card setup that holds it: the company's own, finished on the sandbox's page.
  if (property === 'setup_id') return 'cardSetup';
  return null;
}

/**
 * Routes whose body alone names the company's objects (no path parameter does): the matrix sends
 * them filled, so that another company's ids in the body are tried too.
 */
export function namesObjectsInBody(route: RouteAccess): boolean {
  return route.url === API_PATHS.payInvoices || route.url === API_PATHS.timesheetsApprove;
}

/**
 * Values a route's body needs beyond its required properties to pass validation, so that the
 * matrix's request reaches the objects' lookup: a query of a timesheet says what is wrong.
 */
export function bodyExtras(route: RouteAccess): Record<string, unknown> {
  return route.url === API_PATHS.timesheetQuery ? { reason: 'Which tickets were these hours spent on?' } : {};
}

/** An object's id as its body property holds it: a list of invoices, a saved method with its kind; else the id itself. */
export function bodyPropertyValue(kind: string, value: string): unknown {
  if (kind === 'severalInvoice') return [value];
  if (kind === 'payingBankAccount') return { type: 'bank_account', id: value };
  if (kind === 'severalTimesheet') return [{ id: value, revision: 1 }];
  return value;
}

async function post(context: TestContext, token: string, url: string, payload?: object) {
  const response = await context.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (response.statusCode !== 200) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  return dataOf(response);
}

export interface MatrixCompany {
  companyId: string;
  /** A user of the company with every role, who makes the objects the demo data lacks. */
  admin: { id: string; token: string };
}

interface CompanyObjects {
  invoice: ObjectValue;
  wireSlug: string;
  wireInvoice: ObjectValue;
  cardPayment: ObjectValue;
  achInvoice: ObjectValue;
  achPayment: ObjectValue;
  newAchPayment: ObjectValue;
  achBankAccount: ObjectValue;
  savedBankAccount: ObjectValue;
  severalInvoice: ObjectValue;
  payingBankAccount: ObjectValue;
  savedCard: ObjectValue;
  cardSetup: ObjectValue;
  autopayAttempt: ObjectValue;
  user: ObjectValue;
  rfp: ObjectValue;
  proposal: ObjectValue;
  candidateRfp: ObjectValue;
  candidateProposal: ObjectValue;
  candidateTalent: ObjectValue;
  invitation: ObjectValue;
  connection: ObjectValue;
  teamMember: ObjectValue;
  talent: ObjectValue;
  contract: ObjectValue;
  // contracts: end and extension requests
  changeRequestContract: ObjectValue;
  changeRequest: ObjectValue;
  awaitingContract: ObjectValue;
  disputedInvoice: ObjectValue;
  disputeMessage: ObjectValue;
  timesheet: ObjectValue;
  severalTimesheet: ObjectValue;
}

/** A company's objects: found in the seeded data, and made with the API or the fixtures where it has none. */
async function companyObjects(context: TestContext, company: MatrixCompany): Promise<CompanyObjects> {
  const { db } = context;
  const { companyId, admin } = company;
  const owned = (value: string, userId?: string): ObjectValue => ({ value, owner: { companyId, ...(userId ? { userId } : {}) } });

  const payable = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, ['open', 'overdue'])))
    .orderBy(asc(invoices.number));
  const withPayments = new Set(
    (await db.select({ invoiceId: payments.invoiceId }).from(payments).where(eq(payments.companyId, companyId))).map(
      (row) => row.invoiceId,
    ),
  );
  const offers = (row: InvoiceRow, slug: string) => row.paymentMethods.some((method) => method.slug === slug && !method.redirectUrl);
  const taken = new Set<string>();
  /** An invoice without payments that offers the method; made with the fixture when the company has none left. */
  async function unpaidInvoice(slug: string): Promise<InvoiceRow> {
    const found = payable.find((row) => !withPayments.has(row.id) && !taken.has(row.id) && offers(row, slug));
    const vendorId = payable[0]?.vendorId;
    if (!found && !vendorId) throw new Error(`Company ${companyId} has no invoice to copy a vendor from`);
    const invoice = found ?? (await createTestInvoice(db, { companyId, vendorId: vendorId ?? '' }));
    taken.add(invoice.id);
    return invoice;
  }

  // An ACH payment waiting for the deposits of a new bank account; started through the API when there is none.
  const [pendingAch] = await db
    .select({ invoiceId: payments.invoiceId, reference: payments.reference, bankAccountId: bankAccounts.id, userId: bankAccounts.userId })
    .from(payments)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.methodSlug, ACH_METHOD_SLUG),
        eq(payments.status, 'pending'),
        eq(bankAccounts.status, 'new'),
      ),
    )
    .limit(1);
  let ach = pendingAch;
  if (!ach) {
    const achInvoice = await unpaidInvoice(ACH_METHOD_SLUG);
    const started = await post(context, admin.token, apiPath(API_PATHS.pay, { id: achInvoice.id, slug: ACH_METHOD_SLUG }));
    const reference = String(started.reference);
    const created = await post(context, admin.token, apiPath(API_PATHS.achCreate, { reference }), {
      bank_account_id: await tokenizeSandboxBankAccount(context.app, admin.token),
    });
    ach = { invoiceId: achInvoice.id, reference, bankAccountId: String(created.bank_account_id), userId: admin.id };
  }

  // An ACH payment with no bank account yet.
  const newAchInvoice = await unpaidInvoice(ACH_METHOD_SLUG);
  const newAchPayment = await post(context, admin.token, apiPath(API_PATHS.pay, { id: newAchInvoice.id, slug: ACH_METHOD_SLUG }));

  // An invoice paid by card: the invoice of the invoice pages, and its card payment.
  const cardInvoice = await unpaidInvoice(CARD_METHOD_SLUG);
  const wireSlug = cardInvoice.paymentMethods.find((method) => method.slug.endsWith('-wire') && !method.redirectUrl)?.slug;
  if (!wireSlug) throw new Error(`Invoice ${cardInvoice.id} offers no wire`);
  const cardPayment = await post(context, admin.token, apiPath(API_PATHS.pay, { id: cardInvoice.id, slug: CARD_METHOD_SLUG }));
  // An invoice whose wire the matrix announces.
  const wireInvoice = await unpaidInvoice(wireSlug);

  // An invoice under dispute, its thread's first message carrying a file.
  const disputedInvoice = await unpaidInvoice(CARD_METHOD_SLUG);
  const raised = await raiseTestDispute(context.app, admin.token, disputedInvoice.id);
  const disputeMessageId = raised.dispute?.messages[0]?.id;
  if (!disputeMessageId) throw new Error(`Invoice ${disputedInvoice.id} has no dispute message`);

  // Paying several invoices: an invoice of its own and a verified account that pays it.
  const severalInvoice = await unpaidInvoice(ACH_METHOD_SLUG);
  const payingBankAccount = (await createTestBankAccount(db, companyId, admin.id)).id;

  const [savedAccount] = await db
    .insert(bankAccounts)
    .values({
      companyId,
      userId: admin.id,
      provider: 'sandbox',
      providerAccountId: `ba_matrix_${randomUUID()}`,
      last4: '5555',
      status: 'verified',
    })
    .returning({ id: bankAccounts.id });
  if (!savedAccount) throw new Error(`Company ${companyId} got no bank account`);
  // autopay: a failed attempt at an invoice of its own.
  const autopayInvoice = await createTestInvoice(db, { companyId, vendorId: cardInvoice.vendorId });
  const [autopayAttempt] = await db
    .insert(autopayAttempts)
    .values({
      invoiceId: autopayInvoice.id,
      companyId,
      dueOn: autopayInvoice.dueOn,
      status: 'failed',
      message: 'The bank refused the debit.',
    })
    .returning({ id: autopayAttempts.id });
  if (!autopayAttempt) throw new Error(`Company ${companyId} got no autopay attempt`);

  const [card] = await db
    .insert(savedCards)
    .values({
      companyId,
      userId: admin.id,
      provider: 'sandbox',
      providerCardId: `card_matrix_${randomUUID()}`,
      brand: 'visa',
      last4: '1881',
      expMonth: 12,
      expYear: 2099,
    })
    .returning({ id: savedCards.id });
  if (!card) throw new Error(`Company ${companyId} got no card`);
  // A card setup finished on the sandbox's page, whose card the matrix saves (the same setup again saves it once).
  const setup = await finishSandboxCardSetup(context.app, admin.token, { expiry: '12/98' });
  if (setup.statusCode !== 200) throw new Error(`Company ${companyId} got no card setup: ${JSON.stringify(setup.body)}`);

  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.email)).limit(1);
  if (!user) throw new Error(`Company ${companyId} has no user`);

  // A new proposal of an open request: what the hiring pages and calls are about.
  const openProposal = async () => {
    const [row] = await db
      .select({ id: proposals.id, rfpId: proposals.rfpId, talentId: proposals.talentId })
      .from(proposals)
      .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
      .where(and(eq(proposals.companyId, companyId), eq(proposals.status, 'new'), ne(rfps.status, 'closed')))
      .orderBy(asc(proposals.id))
      .limit(1);
    return row;
  };
  let proposal = await openProposal();
  if (!proposal) {
    const rfp = await createTestRfp(db, { companyId, skills: ['TypeScript'] });
    await createTestProposal(db, { companyId, rfpId: rfp.id });
    proposal = await openProposal();
  }
  if (!proposal) throw new Error(`Company ${companyId} has no proposal`);

  // An invitation waiting for an answer: the demo data's, or a new one. The one granting the most
  // roles, so that an account editor with fewer roles meets rule 1 on it, whatever the order of requests.
  const [openInvitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(desc(sql`cardinality(${invitations.roles})`), asc(invitations.createdAt))
    .limit(1);
  const invitation = openInvitation ?? (await createTestInvitation(db, { companyId, invitedBy: admin.id }));

  // A vendor connection that can end (no contract with the vendor in force): ending it answers 200, not 409.
  const inForce = db
    .select({ vendorId: contracts.vendorId })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.status, CONTRACT_IN_FORCE_STATUSES)));
  const [connection] = await db
    .select({ id: vendorConnections.id })
    .from(vendorConnections)
    .where(
      and(
        eq(vendorConnections.companyId, companyId),
        ne(vendorConnections.status, 'ended'),
        notInArray(vendorConnections.vendorId, inForce),
      ),
    )
    .orderBy(asc(vendorConnections.id))
    .limit(1);
  if (!connection) throw new Error(`Company ${companyId} has no vendor connection that can end`);

  // A talent working for the company under a contract, and for no other company: theirs alone.
  const elsewhere = db
    .select({ talentId: contracts.talentId })
    .from(contracts)
    .where(and(ne(contracts.companyId, companyId), isNotNull(contracts.talentId)));
  const [member] = await db
    .select({ talentId: contracts.talentId })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        inArray(contracts.status, CONTRACT_WORKING_STATUSES),
        isNotNull(contracts.talentId),
        notInArray(contracts.talentId, elsewhere),
      ),
    )
    .orderBy(asc(contracts.number))
    .limit(1);
  if (!member?.talentId) throw new Error(`Company ${companyId} has no talent working for it alone`);
  // A contract of the company: one awaiting its signature when there is one (what accepting needs), else the first by number.
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.companyId, companyId))
    .orderBy(sql`${contracts.status} <> 'awaiting_signature'`, asc(contracts.number))
    .limit(1);
  if (!contract) throw new Error(`Company ${companyId} has no contract`);
  // contracts: an active contract with an end date and a request of it that waits for the vendor.
  const [requestContract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.status, 'active'), isNotNull(contracts.endsOn)))
    .orderBy(asc(contracts.number))
    .limit(1);
  if (!requestContract) throw new Error(`Company ${companyId} has no active contract with an end date`);
  const changeRequest = await createTestChangeRequest(db, { contractId: requestContract.id, companyId, requestedBy: admin.id });
  // A contract awaiting signature made for signing, which the matrix's requests sign.
  const awaitingContract = await createTestContract(db, { companyId });
  // timesheets: one to read, approve and query, and one of its own to approve among several.
  const timesheet = await createWaitingTimesheet(db, companyId);
  const severalTimesheet = await createWaitingTimesheet(db, companyId);

  return {
    invoice: owned(cardInvoice.id),
    wireSlug,
    wireInvoice: owned(wireInvoice.id),
    cardPayment: owned(String(cardPayment.reference)),
    achInvoice: owned(ach.invoiceId),
    achPayment: owned(ach.reference),
    newAchPayment: owned(String(newAchPayment.reference)),
    // Bank accounts are the company's: any colleague with the invoices role may pay with one.
    achBankAccount: owned(ach.bankAccountId),
    savedBankAccount: owned(savedAccount.id),
    severalInvoice: owned(severalInvoice.id),
    payingBankAccount: owned(payingBankAccount),
    savedCard: owned(card.id),
    cardSetup: owned(setup.setupId),
    autopayAttempt: owned(autopayAttempt.id),
    user: owned(user.id),
    rfp: owned(proposal.rfpId),
    proposal: owned(proposal.id),
    candidateRfp: owned(proposal.rfpId),
    candidateProposal: owned(proposal.id),
    // A talent is shown through the company's proposal of them.
    candidateTalent: owned(proposal.talentId),
    invitation: owned(invitation.id),
    connection: owned(connection.id),
    teamMember: owned(member.talentId),
    talent: owned(member.talentId),
    contract: owned(contract.id),
    changeRequestContract: owned(requestContract.id),
    changeRequest: owned(changeRequest.id),
    awaitingContract: owned(awaitingContract.id),
    disputedInvoice: owned(disputedInvoice.id),
    disputeMessage: owned(disputeMessageId),
    timesheet: owned(timesheet.id),
    severalTimesheet: owned(severalTimesheet.id),
  };
}

/** Every kind of object of the matrix, for both companies. */
export async function prepareObjectKinds(context: TestContext, companies: Record<CompanyKey, MatrixCompany>): Promise<ObjectKinds> {
  const first = await companyObjects(context, companies.first);
  const second = await companyObjects(context, companies.second);
  const kinds: ObjectKinds = {};
  for (const name of Object.keys(first) as Array<keyof CompanyObjects>) {
    if (name === 'wireSlug') continue;
    kinds[name] = { of: { first: first[name], second: second[name] }, unknown: name.endsWith('Payment') ? UNKNOWN_REFERENCE : unknownId() };
  }

  const anyones = (value: string): ObjectKind => ({
    of: { first: { value, owner: null }, second: { value, owner: null } },
    unknown: value,
  });
  kinds.cardMethod = anyones(CARD_METHOD_SLUG);
  // Both companies are offered the same product wire.
  kinds.wireMethod = anyones(first.wireSlug);
  kinds.bankToken = { ...anyones(''), fresh: () => tokenizeSandboxBankAccount(context.app, companies.first.admin.token) };

  // The sandbox scheduler's public pages: a specialist's booking page and a booked call.
  const [specialist] = await context.db.select({ slug: specialists.meetingSlug }).from(specialists).limit(1);
  const [meeting] = await context.db.select({ id: meetings.id }).from(meetings).limit(1);
  if (!specialist || !meeting) throw new Error('The demo data has no specialist or no meeting');
  kinds.meetingPage = { ...anyones(specialist.slug), unknown: 'no-such-specialist' };
  kinds.meeting = { ...anyones(meeting.id), unknown: unknownId() };
  // Terms versions are everyone's; a well-formed version nobody published is unknown.
  kinds.termsVersion = { ...anyones('2.0'), unknown: '99.0' };
  return kinds;
}
