import { sql } from 'drizzle-orm';
import type { SavedPaymentMethods } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { BillingDeps } from './billing-deps';
import { lockCompanyBankAccount } from './payment-queries';
import { listSavedPaymentMethods, LOCKED_DEFAULT_MESSAGE, NOT_VERIFIED_DEFAULT_MESSAGE } from './saved-payment-methods';
import { billingSettings } from './tables';

/**
 * Makes a verified bank account the company's default payment method (a card default gives way).
 * The account's row is locked while the setting changes, so a removal in between cannot leave a
 * removed account the default; the setting changes only when it differs, so of identical requests
 * one changes and audits it.
 */
export async function setDefaultBankAccount(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  input: { actor: CompanyActor; bankAccountId: string },
): Promise<SavedPaymentMethods> {
  const { db } = deps;
  const { actor } = input;
  await db.transaction(async (tx) => {
    const account = await lockCompanyBankAccount(tx, actor.companyId, input.bankAccountId);
    if (!account || account.removedAt) throw notFound();
    if (account.status === 'verification_failed') throw new HttpError(409, LOCKED_DEFAULT_MESSAGE);
    if (account.status !== 'verified') throw new HttpError(409, NOT_VERIFIED_DEFAULT_MESSAGE);
    const now = new Date();
    const [changed] = await tx
      .insert(billingSettings)
      .values({
        companyId: actor.companyId,
        defaultBankAccountId: account.id,
        defaultCardId: null,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: billingSettings.companyId,
        set: {
          defaultBankAccountId: account.id,
          defaultCardId: null,
          version: sql`${billingSettings.version} + 1`,
          updatedAt: now,
          updatedBy: actor.userId,
        },
        setWhere: sql`${billingSettings.defaultBankAccountId} is distinct from ${account.id}`,
      })
      .returning({ companyId: billingSettings.companyId });
    if (!changed) return;
    await recordAudit(tx, {
      action: 'payment_method.default_changed',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'bank_account',
      subjectId: account.id,
      ip: actor.ip,
      metadata: { kind: 'bank_account', last4: account.last4 },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
  });
  return listSavedPaymentMethods(deps, actor.companyId);
}
