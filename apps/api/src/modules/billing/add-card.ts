import { and, eq } from 'drizzle-orm';
import type { SavedCard } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError, invalidField, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { BillingDeps } from './billing-deps';
import { savedCard } from './saved-payment-methods';
import { savedCards } from './tables';

const DUPLICATE_CARD_MESSAGE = 'This card is already saved.';
const REMOVED_CARD_MESSAGE = 'This card was removed. Add it again to use it.';

/**
 * Saves for the company the card of a setup the provider says succeeded for it (another company's
 * setup is as unknown as a missing one). The same setup again (a retried request, a reloaded page)
 * answers the card it saved: the provider's card id is unique, so of identical requests one inserts
 * and audits it. A card the company already keeps (same brand, last four and expiry, under another
 * setup) is refused, as a second row would only be the same card twice.
 */
export async function addCard(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  input: { actor: CompanyActor; setupId: string },
): Promise<SavedCard> {
  const { db, provider } = deps;
  const { actor } = input;
  const card = await provider.cardFromSetup(input.setupId, actor.companyId);
  if (!card) throw notFound();

  const created = await db.transaction(async (tx) => {
    // Either unique index may refuse the row: the provider's card (the same setup again) or the
    // company's kept card of the same brand, last four and expiry.
    const [row] = await tx
      .insert(savedCards)
      .values({
        companyId: actor.companyId,
        userId: actor.userId,
        provider: provider.name,
        providerCardId: card.providerCardId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      action: 'card.saved',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'card',
      subjectId: row.id,
      ip: actor.ip,
      metadata: { brand: row.brand, last4: row.last4 },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
    return row;
  });
  if (created) return savedCard(deps, actor.companyId, created.id);

  const [sameCard] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.provider, provider.name), eq(savedCards.providerCardId, card.providerCardId)));
  if (sameCard) {
    if (sameCard.companyId !== actor.companyId) throw notFound();
    if (sameCard.removedAt) throw new HttpError(409, REMOVED_CARD_MESSAGE);
    return savedCard(deps, actor.companyId, sameCard.id);
  }
  throw invalidField('setup_id', DUPLICATE_CARD_MESSAGE, DUPLICATE_CARD_MESSAGE);
}
