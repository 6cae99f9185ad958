import type { SavedPaymentMethods } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { invalidField, notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { writeCompanyDefaultMethod } from './company-default-method';
import { EXPIRED_CARD_DEFAULT_MESSAGE, isCardExpired, listSavedPaymentMethods, lockCompanyCard } from './saved-payment-methods';

/**
 * Makes a card the company's default payment method (a bank account default gives way: the
 * settings hold one). The card's row is locked while the setting changes, so a removal in between
 * cannot leave a removed card the default; the setting changes only when it differs, so of
 * identical requests one changes and audits it. An expired card cannot be the default (422).
 */
export async function setDefaultCard(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  input: { actor: CompanyActor; cardId: string },
): Promise<SavedPaymentMethods> {
  const { db, provider } = deps;
  const { actor } = input;
  await db.transaction(async (tx) => {
    const card = await lockCompanyCard(tx, actor.companyId, input.cardId);
    if (!card || card.removedAt || card.provider !== provider.name) throw notFound();
    if (isCardExpired(card)) throw invalidField('id', EXPIRED_CARD_DEFAULT_MESSAGE, EXPIRED_CARD_DEFAULT_MESSAGE);
    await writeCompanyDefaultMethod(tx, actor, { kind: 'card', id: card.id, last4: card.last4, brand: card.brand });
  });
  return listSavedPaymentMethods(deps, actor.companyId);
}
