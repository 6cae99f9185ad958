import type { SavedBankAccount } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { saveTokenizedBankAccount } from './create-ach-bank-account';
import { paymentAwaitingAccount, savedBankAccount } from './saved-payment-methods';

/**
 * Saves a bank account for the company from the payment methods page, outside any payment, and
 * sends its two micro-deposits. The same token again (a retried request) answers the account it
 * saved; an account the company already keeps is refused beside the account number (422).
 */
export async function addBankAccount(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  input: { actor: CompanyActor; token: string },
): Promise<SavedBankAccount> {
  const { db, provider } = deps;
  const { actor } = input;
  const { account } = await saveTokenizedBankAccount(deps, { actor, token: input.token });
  // Asked again on a retry too, in case the first request stopped before it: the provider keys it by the account.
  if (account.status === 'new' && !(await paymentAwaitingAccount(db, actor.companyId, account.id))) {
    await provider.startAccountVerification(account, actor);
  }
  return savedBankAccount(deps, actor.companyId, account.id);
}
