import type { SavedBankAccount } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import { BANK_ACCOUNT_LOCKED_MESSAGE, findCompanyBankAccount } from './ach-payment';
import { checkDeposits } from './bank-account-verification';
import type { BillingDeps } from './billing-deps';
import { paymentAwaitingAccount, savedBankAccount } from './saved-payment-methods';
import { verifyAchBankAccount } from './verify-ach-bank-account';

/**
 * Verifies a kept account's two micro-deposits from the payment methods page. Deposits sent for an
 * ACH payment are verified through that payment, as its invoice's 'Verify bank account' does (the
 * right amounts then pay it: the customer authorized that payment when they saved the account);
 * deposits sent from the page are checked with the provider alone. Three wrong tries lock the
 * account. An account already verified is answered as it is.
 */
export async function verifyBankAccount(
  deps: BillingDeps,
  input: { actor: CompanyActor; bankAccountId: string; amounts: [number, number] },
): Promise<SavedBankAccount> {
  const { db, provider } = deps;
  const { actor } = input;
  const account = await findCompanyBankAccount(db, actor, input.bankAccountId);
  if (account.status === 'verification_failed') throw new HttpError(422, BANK_ACCOUNT_LOCKED_MESSAGE);
  if (account.status === 'new') {
    const payment = await paymentAwaitingAccount(db, actor.companyId, account.id);
    if (payment) {
      await verifyAchBankAccount(deps, { actor, reference: payment.reference, bankAccountId: account.id, amounts: input.amounts });
    } else {
      await checkDeposits(db, { account, actor, verify: () => provider.verifyAccountDeposits(account, input.amounts) });
    }
    await publishChange(db, { companyId: actor.companyId, kind: 'payment_method' });
  }
  return savedBankAccount(deps, actor.companyId, account.id);
}
