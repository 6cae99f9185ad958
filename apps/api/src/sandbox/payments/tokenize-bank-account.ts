import { type BankAccountToken, isValidAbaRoutingNumber } from '@portal/api-schema';
import { SANDBOX_BANK, type SandboxProvider } from './sandbox-payment-provider';

const BANK_NOT_VERIFIABLE_MESSAGE = 'Your bank account could not be verified with these details.';
const ROUTING_INVALID_MESSAGE = 'Routing number is invalid.';
const SANDBOX_TEST_ACCOUNT_PREFIX = '000';

/** A refusal in the shape of Stripe.js's errors, which the portal's ACH form reads. */
export interface TokenizerError {
  error: { message: string; param: string };
}

/**
 * Stands in for Stripe.js's bank account tokenizer: an account of the sandbox's test bank (its
 * routing number, an account number starting 000 as Stripe's test accounts do) gets a token, so
 * that a company can keep several test accounts; other valid numbers are refused as Stripe's test
 * mode does.
 */
export async function tokenizeBankAccount(
  deps: { sandbox: SandboxProvider },
  input: { routingNumber: string; accountNumber: string },
): Promise<{ token: BankAccountToken } | TokenizerError> {
  const { routingNumber, accountNumber } = input;
  if (!isValidAbaRoutingNumber(routingNumber)) {
    return { error: { message: ROUTING_INVALID_MESSAGE, param: 'routing_number' } };
  }
  if (routingNumber !== SANDBOX_BANK.routingNumber || !accountNumber.startsWith(SANDBOX_TEST_ACCOUNT_PREFIX)) {
    return { error: { message: BANK_NOT_VERIFIABLE_MESSAGE, param: 'account_number' } };
  }
  const token = await deps.sandbox.tokenizeBankAccount({ routingNumber, accountNumber });
  return { token: { id: token.id, bank_account: { last4: token.last4, bank_name: token.bankName, routing_number: routingNumber } } };
}
