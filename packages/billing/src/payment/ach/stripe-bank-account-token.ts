import type { BankAccountInput } from '@portal/api-schema';
import { loadStripeFor } from '../load-stripe';
import type { BankAccountTokenResult } from './bank-account-token-result';

/**
 * Turns a US bank account into a Stripe `us_bank_account` PaymentMethod with Stripe.js, so the
 * account numbers never reach our API; the server verifies it with micro-deposits.
 */
export async function createStripeBankAccountToken(publishableKey: string, input: BankAccountInput): Promise<BankAccountTokenResult> {
  const stripe = await loadStripeFor(publishableKey);
  const result = await stripe.createPaymentMethod({
    type: 'us_bank_account',
    us_bank_account: {
      routing_number: input.routing_number,
      account_number: input.account_number,
      account_holder_type: input.account_holder_type ?? 'company',
    },
    billing_details: { name: input.account_holder_name },
  });
  if (result.error) return { ok: false, message: result.error.message ?? 'The bank account could not be verified.' };
  return { ok: true, tokenId: result.paymentMethod.id, tokenResponse: result.paymentMethod };
}
