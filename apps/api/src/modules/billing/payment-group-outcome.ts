import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { applyProviderOutcome, cancelOtherPendingCardPayments } from './payment-outcome';
import type { BillingDeps } from './billing-deps';
import type { PaymentProvider, ProviderOutcome, SavedMethod } from './payment-provider';
import { type PaymentGroupRow, paymentGroups, payments } from './tables';

export const NEEDS_CARDHOLDER_MESSAGE = 'The card issuer asks the cardholder to confirm this payment: pay the invoice from its page.';

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
  // A saved method's charge waiting for the customer (a card's authentication) cannot be finished
  // off the checkout: it fails, and the invoices can be paid from their pages.
  if (outcome.status === 'pending') outcome = { status: 'failed', message: NEEDS_CARDHOLDER_MESSAGE };
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

/**
 * Asks the provider for the group's one charge (keyed by its reference, so asking again answers the
 * charge already made) and applies what it answers. Throws when the provider does not answer.
 */
export async function chargePaymentGroup(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  group: PaymentGroupRow,
  method: SavedMethod,
  actor: { userId: string | null; ip?: string },
): Promise<PaymentGroupRow> {
  const { db, provider } = deps;
  const { providerPaymentId, outcome } = await provider.chargeSavedMethod(group, method, { ip: actor.ip ?? '', userAgent: '' });
  const [withId] = await db
    .update(paymentGroups)
    .set({ providerPaymentId, updatedAt: new Date() })
    .where(eq(paymentGroups.id, group.id))
    .returning();
  return applyPaymentGroupOutcome(db, withId ?? group, outcome, actor, provider);
}
