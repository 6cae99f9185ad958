import { and, eq, inArray, ne } from 'drizzle-orm';
import { ACH_METHOD_SLUG, CARD_METHOD_SLUG } from '@portal/api-schema';
import { recordAudit } from '../../platform/audit/audit-log';
import { type Database, isUniqueViolation } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { billingContactsOf } from '../company-users';
import { users } from '../company-users/tables';
import { changeInvoiceStatus } from './invoice-transitions';
import type { PaymentProvider, ProviderOutcome } from './payment-provider';
import { recordPaymentStatus } from './invoice-events';
import { invoiceWithVendor } from './payment-queries';
import { DOUBLE_PAYMENT_MESSAGE, formatMoney } from './payment-rules';
import { invoices, payments, type PaymentRow } from './tables';
import { publishChange } from '../../platform/live-events';

// What a provider's outcome does to a payment and its invoice: used by the webhook, the card
// settlement after a checkout and the ACH steps.

/**
 * Queued in the transaction that marks the invoice paid, so that the receipt exists exactly when
 * the payment does; keyed by payment and recipient, so that no repeat queues a second.
 */
async function queueReceipt(db: Database, payment: PaymentRow): Promise<void> {
  const [payer] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payment.userId));
  if (!payer) return;
  const { vendorName, invoice } = await invoiceWithVendor(db, payment.invoiceId);
  const amount = formatMoney(payment.amountMinor, payment.currency);
  // The payer, and the company's billing contacts (My Company), each once.
  const contacts = await billingContactsOf(db, payment.companyId);
  const recipients = [{ email: payer.email, name: payer.firstName }, ...contacts.filter((contact) => contact.email !== payer.email)];
  for (const recipient of recipients) {
    await enqueueEmail(db, {
      key: `receipt:${payment.id}:${recipient.email.toLowerCase()}`,
      to: recipient.email,
      subject: `Receipt for invoice ${invoice.number}`,
      text: [
        `Hello ${recipient.name},`,
        '',
        `We received your payment of ${amount} for invoice ${invoice.number}.`,
        '',
        `Reference: ${payment.reference}`,
        `Paid to: ${vendorName}`,
        `Amount: ${amount}`,
      ].join('\n'),
    });
  }
}

/** An invoice waiting for an ACH payment that no longer goes ahead is payable again: open, or overdue past its due date. */
export async function reopenInvoice(
  db: Database,
  payment: PaymentRow,
  actor: { userId: string | null; ip?: string } = { userId: null },
): Promise<void> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (invoice?.status !== 'ach_verification_pending') return;
  const overdue = invoice.dueOn < new Date().toISOString().slice(0, 10);
  await changeInvoiceStatus(db, {
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    to: overdue ? 'overdue' : 'open',
    actorUserId: actor.userId,
    ip: actor.ip,
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
    const [canceled] = await db
      .update(payments)
      .set({ status: 'canceled', failureMessage: 'Cancelled: another payment of the invoice went ahead.', updatedAt: new Date() })
      .where(and(eq(payments.id, other.id), eq(payments.status, 'pending')))
      .returning();
    if (canceled) await recordPaymentStatus(db, canceled);
  }
}

export const REFUNDED_DUPLICATE_MESSAGE = 'This invoice was already being paid, so this card payment has been refunded in full.';

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
  await recordPaymentStatus(db, claimed);
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
 * being open, so of concurrent calls exactly one marks the invoice paid and queues the receipt; the
 * payment's status, the invoice's, their history and audit and the receipt are one transaction, so
 * a failure anywhere leaves none of them and the provider's next report does it all. The provider
 * is asked to cancel the invoice's other checkouts only after the commit: no transaction waits on it.
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
    updated = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(payments)
        .set({
          status: outcome.status,
          failureMessage: outcome.status === 'failed' ? (outcome.message ?? 'The payment failed.') : null,
          updatedAt: now,
          ...(outcome.status === 'succeeded' ? { succeededAt: now } : {}),
        })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, openStatuses)))
        .returning();
      if (!moved) return undefined;
      await recordPaymentStatus(tx, moved);
      await publishChange(tx, { companyId: moved.companyId, kind: 'payment', id: moved.invoiceId });
      if (moved.status === 'succeeded') {
        await changeInvoiceStatus(tx, {
          invoiceId: moved.invoiceId,
          companyId: moved.companyId,
          to: 'paid',
          actorUserId: actor.userId,
          ip: actor.ip,
          action: 'payment.succeeded',
          metadata: { reference: moved.reference, method: moved.methodSlug },
          paidAt: now,
        });
        await queueReceipt(tx, moved);
      } else if (moved.status === 'failed' || moved.status === 'canceled') {
        if (moved.status === 'failed') {
          await recordAudit(tx, {
            action: 'payment.failed',
            companyId: moved.companyId,
            actorUserId: actor.userId,
            subjectType: 'payment',
            subjectId: moved.id,
            ip: actor.ip,
            metadata: { reference: moved.reference, message: moved.failureMessage },
          });
        }
        if (moved.methodSlug === ACH_METHOD_SLUG) await reopenInvoice(tx, moved);
      }
      return moved;
    });
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
  return updated;
}
