import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { applyProviderOutcome, cancelOtherPendingCardPayments } from './payment-outcome';
import type { PaymentProvider, ProviderOutcome } from './payment-provider';
import { type PaymentGroupRow, paymentGroups, payments } from './tables';

/**
 * What the provider said of a charge of several invoices: the group takes the outcome once, and
 * each of its payments takes it by the path every payment takes (the invoice paid, its receipt and
 * timeline, or the failure), which is itself conditional, so a repeated report changes nothing. The
 * payments are moved even when the group had moved already: a report that failed half-way is
 * finished by the next one.
 */
export async function applyPaymentGroupOutcome(
  db: Database,
  group: PaymentGroupRow,
  outcome: ProviderOutcome,
  actor: { userId: string | null; ip?: string },
  provider: Pick<PaymentProvider, 'refundCardPayment' | 'cancelCardPayment'>,
): Promise<PaymentGroupRow> {
  const members = await db
    .select()
    .from(payments)
    .where(and(eq(payments.groupId, group.id), inArray(payments.status, ['pending', 'processing'])));
  if (outcome.status === 'pending') return group;
  if (outcome.status === 'processing') {
    // The debit is under way: no card checkout of these invoices may take money as well.
    for (const payment of members) await cancelOtherPendingCardPayments(db, provider, payment);
    return group;
  }
  const [moved] = await db
    .update(paymentGroups)
    .set({
      status: outcome.status,
      failureMessage: outcome.status === 'succeeded' ? null : (outcome.message ?? 'The payment failed.'),
      updatedAt: new Date(),
    })
    .where(and(eq(paymentGroups.id, group.id), eq(paymentGroups.status, 'processing')))
    .returning();
  for (const payment of members) await applyProviderOutcome(db, payment, outcome, actor, provider);
  if (moved) return moved;
  const [current] = await db.select().from(paymentGroups).where(eq(paymentGroups.id, group.id));
  return current ?? group;
}
