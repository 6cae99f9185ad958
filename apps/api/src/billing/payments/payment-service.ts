import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ACH_METHOD_SLUG,
  CARD_METHOD_SLUG,
  PAYABLE_INVOICE_STATUSES,
  type InvoiceStatus,
  type PaymentResult,
} from '@portal/api-schema';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { type InvoiceRow, invoices, payments, type PaymentRow, vendors } from '../../modules/billing/tables';
import { users } from '../../modules/users/tables';
import { HttpError, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { changeInvoiceStatus } from '../invoice-transitions';
import type { CatalogEntry } from './catalog';
import { newPaymentReference } from './payment-reference';
import type { PaymentProvider, ProviderOutcome } from './providers/payment-provider';

export const NOT_PAYABLE_MESSAGE = 'This invoice cannot be paid now.';
export const PAYMENT_UNDER_WAY_MESSAGE = 'A payment of this invoice is already being processed.';
export const METHOD_NOT_OFFERED_MESSAGE = 'This payment method is not offered for this invoice.';
export const PAYMENT_CLOSED_MESSAGE = 'This payment is no longer pending.';
export const DOUBLE_PAYMENT_MESSAGE =
  'Another payment of this invoice is already under way. Contact us if you were charged twice.';

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** A card checkout may start only while the invoice can be paid and no other payment moves money for it. */
export async function assertCheckoutCanStart(db: Database, payment: PaymentRow): Promise<void> {
  const [invoice] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice || !isPayable(invoice.status)) throw new HttpError(409, NOT_PAYABLE_MESSAGE);
  if (await hasMovingPayment(db, payment.invoiceId)) throw new HttpError(409, PAYMENT_UNDER_WAY_MESSAGE);
}

export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  catalog: ReadonlyMap<string, CatalogEntry>;
}

export function isPayable(status: InvoiceStatus): boolean {
  return (PAYABLE_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);
}

export async function findCompanyInvoice(db: Database, companyId: string, invoiceId: string): Promise<InvoiceRow> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
  if (!invoice) throw notFound();
  return invoice;
}

export async function findCompanyPayment(db: Database, companyId: string, reference: string): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.companyId, companyId)));
  if (!payment) throw notFound();
  return payment;
}

/** The catalog entry of a method the invoice offers; 404 with a clear message otherwise. */
export function offeredMethod(deps: PaymentDeps, invoice: InvoiceRow, slug: string): CatalogEntry {
  const entry = deps.catalog.get(slug);
  if (!entry || !invoice.paymentMethods.some((method) => method.slug === slug)) {
    throw new HttpError(404, METHOD_NOT_OFFERED_MESSAGE);
  }
  return entry;
}

export async function hasMovingPayment(db: Database, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, ['processing', 'succeeded'])))
    .limit(1);
  return row !== undefined;
}

async function findPendingPayment(db: Database, invoiceId: string, slug: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.methodSlug, slug), eq(payments.status, 'pending')));
  return row;
}

/**
 * The pending payment of the invoice and method, created when there is none. The partial unique
 * index lets one insert win among concurrent calls; the others answer the winner's payment.
 */
export async function createOrReusePayment(
  deps: PaymentDeps,
  input: { invoice: InvoiceRow; slug: string; userId: string; ip?: string },
): Promise<PaymentRow> {
  const { db, provider } = deps;
  const { invoice, slug, userId } = input;
  const entry = offeredMethod(deps, invoice, slug);
  if (!entry.needCreatePayment) throw new HttpError(422, 'This payment method needs no payment: pay by the details shown.');
  const existing = await findPendingPayment(db, invoice.id, slug);
  if (existing) return existing;
  if (!isPayable(invoice.status)) throw new HttpError(409, NOT_PAYABLE_MESSAGE);
  if (await hasMovingPayment(db, invoice.id)) throw new HttpError(409, PAYMENT_UNDER_WAY_MESSAGE);

  const [created] = await db
    .insert(payments)
    .values({
      reference: newPaymentReference(),
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      userId,
      methodSlug: slug,
      provider: provider.name,
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
    })
    .onConflictDoNothing({ target: [payments.invoiceId, payments.methodSlug], where: sql`status = 'pending'` })
    .returning();
  if (!created) {
    const winner = await findPendingPayment(db, invoice.id, slug);
    if (!winner) throw new HttpError(409, PAYMENT_UNDER_WAY_MESSAGE);
    return winner;
  }
  await recordAudit(db, {
    action: 'payment.created',
    companyId: invoice.companyId,
    actorUserId: userId,
    subjectType: 'payment',
    subjectId: created.id,
    ip: input.ip,
    metadata: { reference: created.reference, method: slug, invoice_id: invoice.id },
  });
  if (slug !== CARD_METHOD_SLUG) return created;
  const { providerPaymentId } = await provider.createCardPayment(created, `Invoice ${invoice.number}`);
  const [withIntent] = await db
    .update(payments)
    .set({ providerPaymentId, updatedAt: new Date() })
    .where(eq(payments.id, created.id))
    .returning();
  return withIntent ?? created;
}

export function formatMoney(amountMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

async function vendorNameOf(db: Database, invoiceId: string): Promise<{ vendorName: string; invoice: InvoiceRow }> {
  const [row] = await db
    .select({ invoice: invoices, vendorName: vendors.name })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound();
  return row;
}

export async function paymentResult(db: Database, payment: PaymentRow): Promise<PaymentResult> {
  const { vendorName } = await vendorNameOf(db, payment.invoiceId);
  return {
    reference: payment.reference,
    status: payment.status,
    paid_to: vendorName,
    amount: { currency: payment.currency, added_value: payment.amountMinor },
    message: payment.status === 'failed' ? payment.failureMessage : null,
  };
}

async function sendReceipt(db: Database, payment: PaymentRow): Promise<void> {
  const [payer] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payment.userId));
  if (!payer) return;
  const { vendorName, invoice } = await vendorNameOf(db, payment.invoiceId);
  const amount = formatMoney(payment.amountMinor, payment.currency);
  await enqueueEmail(db, {
    to: payer.email,
    subject: `Receipt for invoice ${invoice.number}`,
    text: [
      `Hello ${payer.firstName},`,
      '',
      `We received your payment of ${amount} for invoice ${invoice.number}.`,
      '',
      `Reference: ${payment.reference}`,
      `Paid to: ${vendorName}`,
      `Amount: ${amount}`,
    ].join('\n'),
  });
}

/** An invoice waiting for an ACH payment that did not go through is payable again. */
async function reopenInvoice(db: Database, payment: PaymentRow): Promise<void> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (invoice?.status !== 'ach_verification_pending') return;
  const overdue = invoice.dueOn < new Date().toISOString().slice(0, 10);
  await changeInvoiceStatus(db, {
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    to: overdue ? 'overdue' : 'open',
    actorUserId: null,
    action: 'invoice.status_changed',
    metadata: { reference: payment.reference, payment_status: payment.status },
  });
}

/**
 * Once a payment of an invoice moves money, the invoice's card checkouts still open are cancelled
 * at the provider, so that none of them can take money as well. One the provider reports as too late
 * to cancel stays pending: should it succeed, its report is refunded (refundDuplicate).
 */
export async function cancelOtherPendingCardPayments(
  db: Database,
  provider: Pick<PaymentProvider, 'cancelCardPayment'>,
  moving: PaymentRow,
): Promise<void> {
  const others = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, moving.invoiceId),
        eq(payments.status, 'pending'),
        eq(payments.methodSlug, CARD_METHOD_SLUG),
        ne(payments.id, moving.id),
      ),
    );
  for (const other of others) {
    const result = await provider.cancelCardPayment(other);
    if (!result.canceled) continue;
    await db
      .update(payments)
      .set({ status: 'canceled', failureMessage: 'Cancelled: another payment of the invoice went ahead.', updatedAt: new Date() })
      .where(and(eq(payments.id, other.id), eq(payments.status, 'pending')));
  }
}

export const REFUNDED_DUPLICATE_MESSAGE =
  'This invoice was already being paid, so this card payment has been refunded in full.';

/**
 * A card payment the provider took while another payment of the invoice moved money: it is
 * refunded in full. The payment is claimed first by a conditional update, so of concurrent reports
 * exactly one asks the provider (whose refund is keyed by our payment id as well); if the refund
 * fails, the claim is given back so that a later report tries again.
 */
async function refundDuplicate(
  db: Database,
  provider: Pick<PaymentProvider, 'refundCardPayment'>,
  payment: PaymentRow,
  actor: { userId: string | null; ip?: string },
): Promise<PaymentRow> {
  const [claimed] = await db
    .update(payments)
    .set({ status: 'failed', failureMessage: REFUNDED_DUPLICATE_MESSAGE, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'processing'])))
    .returning();
  if (!claimed) {
    const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return current ?? payment;
  }
  let refundId: string;
  try {
    ({ refundId } = await provider.refundCardPayment(claimed));
  } catch (error) {
    await db
      .update(payments)
      .set({ status: payment.status, failureMessage: payment.failureMessage, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw error;
  }
  await recordAudit(db, {
    action: 'payment.refunded',
    companyId: claimed.companyId,
    actorUserId: actor.userId,
    subjectType: 'payment',
    subjectId: claimed.id,
    ip: actor.ip,
    metadata: { reference: claimed.reference, refund_id: refundId, reason: 'invoice already being paid' },
  });
  return claimed;
}

/**
 * Moves the payment to what the provider reported. The update is conditional on the payment still
 * being open, so of concurrent calls exactly one marks the invoice paid and queues the receipt.
 */
export async function applyProviderOutcome(
  db: Database,
  payment: PaymentRow,
  outcome: ProviderOutcome,
  actor: { userId: string | null; ip?: string },
  /** Cancels the invoice's other card checkouts, and refunds a card payment that came too late. */
  provider?: Pick<PaymentProvider, 'refundCardPayment' | 'cancelCardPayment'>,
): Promise<PaymentRow> {
  if (outcome.status === 'pending' || outcome.status === payment.status) return payment;
  const openStatuses: PaymentRow['status'][] = outcome.status === 'processing' ? ['pending'] : ['pending', 'processing'];
  const now = new Date();
  let updated: PaymentRow | undefined;
  try {
    [updated] = await db
      .update(payments)
      .set({
        status: outcome.status,
        failureMessage: outcome.status === 'failed' ? (outcome.message ?? 'The payment failed.') : null,
        updatedAt: now,
        ...(outcome.status === 'succeeded' ? { succeededAt: now } : {}),
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, openStatuses)))
      .returning();
  } catch (error) {
    // payments_one_moving_per_invoice: another payment of the invoice already moves money.
    if (!isUniqueViolation(error)) throw error;
    if (outcome.status === 'succeeded' && provider) return refundDuplicate(db, provider, payment, actor);
    throw new HttpError(409, DOUBLE_PAYMENT_MESSAGE);
  }
  if (!updated) {
    const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return current ?? payment;
  }
  if (provider && (updated.status === 'succeeded' || updated.status === 'processing')) {
    await cancelOtherPendingCardPayments(db, provider, updated);
  }
  if (updated.status === 'succeeded') {
    await changeInvoiceStatus(db, {
      invoiceId: updated.invoiceId,
      companyId: updated.companyId,
      to: 'paid',
      actorUserId: actor.userId,
      ip: actor.ip,
      action: 'payment.succeeded',
      metadata: { reference: updated.reference, method: updated.methodSlug },
      paidAt: now,
    });
    await sendReceipt(db, updated);
  } else if (updated.status === 'failed' || updated.status === 'canceled') {
    if (updated.status === 'failed') {
      await recordAudit(db, {
        action: 'payment.failed',
        companyId: updated.companyId,
        actorUserId: actor.userId,
        subjectType: 'payment',
        subjectId: updated.id,
        ip: actor.ip,
        metadata: { reference: updated.reference, message: updated.failureMessage },
      });
    }
    if (updated.methodSlug === ACH_METHOD_SLUG) await reopenInvoice(db, updated);
  }
  return updated;
}
