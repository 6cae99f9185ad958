import { and, asc, eq, exists, inArray, lte, not, sql } from 'drizzle-orm';
import { PAYABLE_INVOICE_STATUSES, type PayInvoicesResult, type SavedMethodChoice } from '@portal/api-schema';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { ScheduledJob } from '../../platform/schedule';
import { vendors } from '../company-users/tables';
import { autopayDecision } from './autopay-decision';
import { queueAutopayProblemEmails } from './autopay-notices';
import { autopayMethodOf } from './autopay-settings';
import type { BillingDeps } from './billing-deps';
import { paymentOnItsWay } from './invoice-queries';
import { autopayAttempts, billingSettings, invoices, paymentGroups } from './tables';

/** The charging core autopay calls for one invoice at a time (pay-invoices.ts), as pay several does for many. */
export type PayInvoices = (
  deps: Pick<BillingDeps, 'db' | 'provider' | 'catalog'>,
  input: {
    actor: { companyId: string; userId: string; ip?: string };
    invoiceIds: string[];
    method: SavedMethodChoice;
    origin: 'pay_several' | 'autopay';
  },
) => Promise<PayInvoicesResult>;

export type AutopayDeps = Pick<BillingDeps, 'db' | 'provider' | 'catalog'> & {
  payInvoices: PayInvoices;
  /** The portal's address, for the invoice's link in the e-mails. */
  publicUrl: string;
};

export interface AutopayRunResult {
  /** Invoices charged (paid, or a debit under way). */
  paid: number;
  failed: number;
  /** Left to a person (over the limit, another currency, not payable when charged). */
  skipped: number;
  /** E-mails queued about the failures and skips. */
  emails: number;
}

const NO_PAYER_MESSAGE =
  'Autopay has no user to pay in the name of: whoever turned it on has left the company. Turn autopay on again to pay in your name.';
const NO_METHOD_MESSAGE = 'Autopay has no payment method any more. Choose one in Billing › Payment methods.';
const UNEXPECTED_MESSAGE = 'The payment could not be made because of a problem on our side. Pay the invoice from its page.';

type Candidate = Awaited<ReturnType<typeof dueCandidates>>[number];

/** Invoices of companies with autopay on, open or overdue, due by today, no payment moving money, not tried for this due date. */
function dueCandidates(db: Database, today: string) {
  const triedForThisDueDate = db
    .select({ one: sql`1` })
    .from(autopayAttempts)
    .where(and(eq(autopayAttempts.invoiceId, invoices.id), eq(autopayAttempts.dueOn, invoices.dueOn)));
  return db
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      number: invoices.number,
      status: invoices.status,
      dueOn: invoices.dueOn,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      vendorName: vendors.name,
      settings: billingSettings,
    })
    .from(invoices)
    .innerJoin(billingSettings, and(eq(billingSettings.companyId, invoices.companyId), eq(billingSettings.autopayEnabled, true)))
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(
      and(
        inArray(invoices.status, PAYABLE_INVOICE_STATUSES),
        lte(invoices.dueOn, today),
        not(paymentOnItsWay),
        not(exists(triedForThisDueDate)),
      ),
    )
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
}

/**
 * One pass of autopay, safe in several API processes at once: every invoice that is due (by the
 * day in UTC, as the contract schedule counts days) of a company with autopay on is decided on
 * (autopayDecision), and what is to be done is claimed first by inserting its attempt (invoice and
 * due date): only the process whose insert went in charges it or tells of the skip, so each due
 * invoice is charged at most once, however many processes run the pass and however often.
 */
export async function runAutopay(deps: AutopayDeps, input: { now?: Date } = {}): Promise<AutopayRunResult> {
  const today = (input.now ?? new Date()).toISOString().slice(0, 10);
  const result: AutopayRunResult = { paid: 0, failed: 0, skipped: 0, emails: 0 };
  for (const candidate of await dueCandidates(deps.db, today)) {
    const { settings } = candidate;
    const limit =
      settings.autopayLimitMinor !== null && settings.autopayLimitCurrency !== null
        ? { currency: settings.autopayLimitCurrency, amountMinor: settings.autopayLimitMinor }
        : null;
    const decision = autopayDecision({ ...candidate, paymentUnderWay: false }, limit, today);
    if (decision.action === 'none') continue;
    if (decision.action === 'skip') {
      const emails = await recordProblemOnce(deps, candidate, decision.message);
      if (emails !== null) {
        result.skipped += 1;
        result.emails += emails;
      }
      continue;
    }
    const outcome = await payOnce(deps, candidate);
    if (!outcome) continue;
    result[outcome.status] += 1;
    result.emails += outcome.emails;
  }
  return result;
}

/** A skip decided before charging: claimed and told in one transaction; null when another pass recorded it first. */
function recordProblemOnce(deps: AutopayDeps, candidate: Candidate, message: string): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(autopayAttempts)
      .values({ invoiceId: candidate.id, companyId: candidate.companyId, dueOn: candidate.dueOn, status: 'skipped', message })
      .onConflictDoNothing()
      .returning({ id: autopayAttempts.id });
    if (!attempt) return null;
    return tellOutcome(tx, deps, candidate, { attemptId: attempt.id, status: 'skipped', message, reference: null, chargeReference: null });
  });
}

/**
 * Claims the invoice (its attempt inserted and committed on its own, so that every other process
 * sees it before this one charges), then charges it through the core and records what came of it.
 * Null when another process claimed it first.
 */
async function payOnce(deps: AutopayDeps, candidate: Candidate): Promise<{ status: 'paid' | 'failed' | 'skipped'; emails: number } | null> {
  const [claimed] = await deps.db
    .insert(autopayAttempts)
    .values({ invoiceId: candidate.id, companyId: candidate.companyId, dueOn: candidate.dueOn, status: 'claimed' })
    .onConflictDoNothing()
    .returning({ id: autopayAttempts.id });
  if (!claimed) return null;

  const charged = await charge(deps, candidate);
  return deps.db.transaction(async (tx) => {
    const [group] = charged.chargeReference
      ? await tx.select({ id: paymentGroups.id }).from(paymentGroups).where(eq(paymentGroups.reference, charged.chargeReference))
      : [];
    const [recorded] = await tx
      .update(autopayAttempts)
      .set({ status: charged.status, message: charged.message, paymentGroupId: group?.id ?? null, updatedAt: new Date() })
      .where(and(eq(autopayAttempts.id, claimed.id), eq(autopayAttempts.status, 'claimed')))
      .returning({ id: autopayAttempts.id });
    if (!recorded) return null;
    const emails = await tellOutcome(tx, deps, candidate, { attemptId: claimed.id, ...charged });
    return { status: charged.status, emails };
  });
}

interface Charged {
  status: 'paid' | 'failed' | 'skipped';
  message: string | null;
  reference: string | null;
  chargeReference: string | null;
}

/** Asks the core to pay the one invoice with the autopay method, in the name of whoever turned autopay on. */
async function charge(deps: AutopayDeps, candidate: Candidate): Promise<Charged> {
  const method = autopayMethodOf(candidate.settings);
  const payer = candidate.settings.autopayEnabledBy;
  const refused = (message: string): Charged => ({ status: 'failed', message, reference: null, chargeReference: null });
  if (!method) return refused(NO_METHOD_MESSAGE);
  if (!payer) return refused(NO_PAYER_MESSAGE);
  try {
    const paid = await deps.payInvoices(deps, {
      actor: { companyId: candidate.companyId, userId: payer },
      invoiceIds: [candidate.id],
      method,
      origin: 'autopay',
    });
    const outcome = paid.invoices.find((invoice) => invoice.invoice_id === candidate.id);
    if (!outcome) return refused(UNEXPECTED_MESSAGE);
    const status = outcome.status === 'succeeded' || outcome.status === 'processing' ? 'paid' : outcome.status;
    return { status, message: outcome.message, reference: outcome.reference, chargeReference: outcome.charge_reference };
  } catch (error) {
    // The core's refusals (a method removed or no longer verified, an expired card) are for people.
    // Anything else is recorded as a failure too: thrown, it would leave the invoice claimed and nobody told.
    return refused(error instanceof HttpError && error.statusCode < 500 ? methodRefusal(error) : UNEXPECTED_MESSAGE);
  }
}

/** A refusal of the core, with the field's message where it named one. */
function methodRefusal(error: HttpError): string {
  if (error.statusCode === 404) return NO_METHOD_MESSAGE;
  return error.errors?.[0]?.message ?? error.message;
}

/** The audit entry of an attempt's outcome, and for a problem its e-mails; the change published. The e-mails queued. */
async function tellOutcome(
  tx: Database,
  deps: AutopayDeps,
  candidate: Candidate,
  outcome: { attemptId: string } & Charged,
): Promise<number> {
  await recordAudit(tx, {
    action: outcome.status === 'paid' ? 'autopay.paid' : outcome.status === 'failed' ? 'autopay.failed' : 'autopay.skipped',
    companyId: candidate.companyId,
    // No actor: the audit log shows entries without one as the system's.
    actorUserId: null,
    subjectType: 'invoice',
    subjectId: candidate.id,
    metadata: {
      attempt_id: outcome.attemptId,
      due_on: candidate.dueOn,
      amount_minor: candidate.totalMinor,
      currency: candidate.currency,
      ...(outcome.reference ? { reference: outcome.reference } : {}),
      ...(outcome.chargeReference ? { charge_reference: outcome.chargeReference } : {}),
      ...(outcome.message ? { message: outcome.message } : {}),
    },
  });
  let emails = 0;
  if (outcome.status !== 'paid') {
    emails = await queueAutopayProblemEmails(tx, {
      attemptId: outcome.attemptId,
      companyId: candidate.companyId,
      status: outcome.status,
      message: outcome.message ?? UNEXPECTED_MESSAGE,
      invoice: candidate,
      publicUrl: deps.publicUrl,
    });
  }
  await publishChange(tx, { companyId: candidate.companyId, kind: 'payment_method' });
  return emails;
}

/** Autopay as the platform runs it in every process (AUTOPAY_INTERVAL_MS). */
export function autopayJob(deps: AutopayDeps, intervalMs: number): ScheduledJob {
  return { name: 'Autopay', intervalMs, run: async (now) => ({ ...(await runAutopay(deps, { now })) }) };
}
