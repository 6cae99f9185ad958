import { sql } from 'drizzle-orm';
import type { SavedPaymentMethods } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { invalidField, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { BillingDeps } from './billing-deps';
import { EXPIRED_CARD_DEFAULT_MESSAGE, isCardExpired, listSavedPaymentMethods, lockCompanyCard } from './saved-payment-methods';
import { billingSettings } from './tables';

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
    const now = new Date();
    const [changed] = await tx
      .insert(billingSettings)
      .values({
        companyId: actor.companyId,
        defaultBankAccountId: null,
        defaultCardId: card.id,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: billingSettings.companyId,
        set: {
          defaultBankAccountId: null,
          defaultCardId: card.id,
          version: sql`${billingSettings.version} + 1`,
          updatedAt: now,
          updatedBy: actor.userId,
        },
        setWhere: sql`${billingSettings.defaultCardId} is distinct from ${card.id}`,
      })
      .returning({ companyId: billingSettings.companyId });
    if (!changed) return;
    await recordAudit(tx, {
      action: 'payment_method.default_changed',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'card',
      subjectId: card.id,
      ip: actor.ip,
      metadata: { kind: 'card', brand: card.brand, last4: card.last4 },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
  });
  return listSavedPaymentMethods(deps, actor.companyId);
}
