import type { BankAccountInput } from '@portal/contract';
import { loadStripeFor } from '../load-stripe';
import type { BankAccountTokenResult } from './bank-account-token-result';

/** Tokenizes a US bank account with Stripe.js; the account numbers never reach our API. */
export async function createStripeBankAccountToken(publishableKey: string, input: BankAccountInput): Promise<BankAccountTokenResult> {
  const stripe = await loadStripeFor(publishableKey);
  const result = await stripe.createToken('bank_account', {
    country: 'US',
    currency: 'usd',
    routing_number: input.routing_number,
    account_number: input.account_number,
    account_holder_name: input.account_holder_name,
    account_holder_type: input.account_holder_type ?? 'company',
  });
  if (result.error) return { ok: false, message: result.error.message ?? 'The bank account could not be verified.' };
  return { ok: true, tokenId: result.token.id, tokenResponse: result.token };
}
