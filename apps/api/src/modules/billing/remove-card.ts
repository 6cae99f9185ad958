import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SavedPaymentMethods } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { HttpError, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { BillingDeps } from './billing-deps';
import { listSavedPaymentMethods, lockCompanyCard } from './saved-payment-methods';
import { billingSettings, invoices, paymentGroups, payments, savedCards } from './tables';

const CARD_PAYS_AUTOPAY_MESSAGE = 'Autopay pays with this card. Choose another method for autopay or turn it off first.';
const CARD_PAYMENT_UNDER_WAY_MESSAGE = 'A payment with this card is under way. You can remove it once that payment is done.';

function cardInUseMessage(invoiceNumber: string): string {
  return `This card is paying invoice ${invoiceNumber}. You can remove it once that payment is done.`;
}

/** A payment in these states may still take money with the card. */
const UNDER_WAY_STATUSES = ['pending', 'processing'] as const;

/** Why the card cannot go now: a payment with it is under way, or autopay pays with it; null when it may. */
async function cardRemovalRefusal(tx: Database, companyId: string, cardId: string): Promise<string | null> {
  const [paying] = await tx
    .select({ number: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.savedCardId, cardId), inArray(payments.status, [...UNDER_WAY_STATUSES])))
    .limit(1);
  if (paying) return cardInUseMessage(paying.number);
  const [charging] = await tx
    .select({ id: paymentGroups.id })
    .from(paymentGroups)
    .where(and(eq(paymentGroups.savedCardId, cardId), inArray(paymentGroups.status, [...UNDER_WAY_STATUSES])))
    .limit(1);
  if (charging) return CARD_PAYMENT_UNDER_WAY_MESSAGE;
  const [autopay] = await tx
    .select({ companyId: billingSettings.companyId })
    .from(billingSettings)
    .where(and(eq(billingSettings.companyId, companyId), eq(billingSettings.autopayCardId, cardId)));
  return autopay ? CARD_PAYS_AUTOPAY_MESSAGE : null;
}

/**
 * Removes a card from the company's payment methods: it is kept (with `removed_at`) for the
 * payments made with it, no longer listed nor offered, and stops being the default. Refused (409)
 * while a payment with it is under way or autopay pays with it. Removing a removed card answers as
 * the first removal did, so of identical requests one removes and audits it.
 */
export async function removeCard(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  input: { actor: CompanyActor; cardId: string },
): Promise<SavedPaymentMethods> {
  const { db } = deps;
  const { actor } = input;
  await db.transaction(async (tx) => {
    const card = await lockCompanyCard(tx, actor.companyId, input.cardId);
    if (!card) throw notFound();
    if (card.removedAt) return;
    const refusal = await cardRemovalRefusal(tx, actor.companyId, card.id);
    if (refusal) throw new HttpError(409, refusal);
    await tx.update(savedCards).set({ removedAt: new Date() }).where(eq(savedCards.id, card.id));
    await tx
      .update(billingSettings)
      .set({
        defaultCardId: null,
        version: sql`${billingSettings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(billingSettings.companyId, actor.companyId), eq(billingSettings.defaultCardId, card.id)));
    await recordAudit(tx, {
      action: 'card.removed',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'card',
      subjectId: card.id,
      ip: actor.ip,
      metadata: { brand: card.brand, last4: card.last4 },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
  });
  return listSavedPaymentMethods(deps, actor.companyId);
}
