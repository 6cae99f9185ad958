import type { SavedPaymentMethods } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { writeCompanyDefaultMethod } from './company-default-method';
import { lockCompanyBankAccount } from './payment-queries';
import { listSavedPaymentMethods, LOCKED_DEFAULT_MESSAGE, NOT_VERIFIED_DEFAULT_MESSAGE } from './saved-payment-methods';

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
    await writeCompanyDefaultMethod(tx, actor, { kind: 'bank_account', id: account.id, last4: account.last4 });
  });
  return listSavedPaymentMethods(deps, actor.companyId);
}
