import type { CardPayments } from '../../modules/billing/payment-provider';
import { HttpError, invalidField } from '../../platform/http/errors';
import { decideSandboxCard, type SandboxProvider } from './sandbox-payment-provider';

export type CheckoutDecision =
  | { action: 'pay'; card_number: string; expiry: string; cvc: string }
  | { action: 'cancel' };

export interface CheckoutOutcome {
  status: 'succeeded' | 'failed' | 'canceled';
  message: string | null;
  paymentIntentId: string;
}

function isExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.replace(/\s/g, '').split('/').map(Number);
  if (!month || year === undefined) return true;
  const fullYear = 2000 + year;
  return fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/**
 * What the checkout page's customer did: cancel, or pay with one of Stripe's test cards. The
 * sandbox records the outcome as Stripe would; billing learns it when it asks (set-status).
 */
export async function decideCheckout(
  deps: { sandbox: SandboxProvider; cardPayments: CardPayments },
  input: { reference: string; decision: CheckoutDecision },
): Promise<CheckoutOutcome> {
  const { sandbox, cardPayments } = deps;
  const { decision } = input;
  const payment = await cardPayments.find(input.reference);
  if (!payment?.providerPaymentId) throw new HttpError(404, 'This payment was not found.');
  if (payment.status !== 'pending') throw new HttpError(409, 'This payment is no longer open.');
  const paymentIntentId = payment.providerPaymentId;
  if (decision.action === 'cancel') {
    sandbox.recordCardOutcome(paymentIntentId, { status: 'canceled', message: null });
    return { status: 'canceled', message: null, paymentIntentId };
  }
  await cardPayments.assertCanPay(input.reference);
  if (isExpired(decision.expiry)) throw invalidField('expiry', 'Your card has expired.', 'Your card has expired.');
  const decided = decideSandboxCard(decision.card_number);
  if (decided.kind === 'invalid') throw invalidField('card_number', decided.message, decided.message);
  sandbox.recordCardOutcome(paymentIntentId, decided.outcome);
  return { status: decided.outcome.status === 'succeeded' ? 'succeeded' : 'failed', message: decided.outcome.message, paymentIntentId };
}
