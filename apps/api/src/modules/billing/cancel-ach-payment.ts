import { and, eq } from 'drizzle-orm';
import type { PaymentResult } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import { findCompanyAchPayment } from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { recordPaymentStatus } from './invoice-events';
import { reopenInvoice } from './payment-outcome';
import { paymentResult } from './payment-queries';
import { payments } from './tables';

const ACH_PAYMENT_UNDER_WAY_MESSAGE = 'This payment is already being processed and can no longer be cancelled.';

/**
 * Cancels an ACH payment the customer left before it moved money (the ACH dialog closed): the
 * payment is cancelled, the timeline says so, and an invoice that waited for it is payable again.
 * Only a pending payment is cancelled, by a conditional update, so of identical requests one does
 * it; a payment already cancelled or failed is answered as it is; one whose debit has started
 * (processing or succeeded) is never cancelled this way (409).
 */
export async function cancelAchPayment(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  input: { actor: CompanyActor; reference: string },
): Promise<PaymentResult> {
  const { db, provider } = deps;
  const { actor } = input;
  const payment = await findCompanyAchPayment(db, actor, input.reference);
  if (payment.status === 'processing' || payment.status === 'succeeded') throw new HttpError(409, ACH_PAYMENT_UNDER_WAY_MESSAGE);
  if (payment.status !== 'pending') return paymentResult(db, payment);

  // The provider first: a payment the provider could no longer cancel is not cancelled here either.
  const cancel = await provider.cancelAchPayment(payment);
  if (!cancel.canceled) {
    const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
    if (current?.status !== 'canceled') throw new HttpError(409, ACH_PAYMENT_UNDER_WAY_MESSAGE);
    return paymentResult(db, current);
  }
  const cancelled = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payments)
      .set({ status: 'canceled', failureMessage: null, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!moved) return undefined;
    await recordPaymentStatus(tx, moved);
    await recordAudit(tx, {
      action: 'payment.cancelled',
      companyId: moved.companyId,
      actorUserId: actor.userId,
      subjectType: 'payment',
      subjectId: moved.id,
      ip: actor.ip,
      metadata: { reference: moved.reference, method: moved.methodSlug },
    });
    await reopenInvoice(tx, moved, actor);
    await publishChange(tx, { companyId: moved.companyId, kind: 'payment', id: moved.invoiceId });
    return moved;
  });
  if (cancelled) return paymentResult(db, cancelled);
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (current?.status === 'processing' || current?.status === 'succeeded') throw new HttpError(409, ACH_PAYMENT_UNDER_WAY_MESSAGE);
  return paymentResult(db, current ?? payment);
}
