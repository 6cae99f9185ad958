import type { CardPayments } from '../../modules/billing/payment-provider';
import { HttpError, invalidField } from '../../platform/http/errors';
import type { SandboxLinks } from '../links/sandbox-links';
import { decideSandboxCard, type SandboxProvider } from './sandbox-payment-provider';

const PAYMENT_NOT_FOUND_MESSAGE = 'This payment was not found.';
const PAYMENT_CLOSED_MESSAGE = 'This payment is no longer open.';

export type CheckoutDecision = { action: 'pay'; card_number: string; expiry: string; cvc: string } | { action: 'cancel' };

export interface CheckoutOutcome {
  status: 'succeeded' | 'failed' | 'canceled';
  message: string | null;
  paymentIntentId: string;
}

export function isExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.replace(/\s/g, '').split('/').map(Number);
  if (!month || year === undefined) return true;
  const fullYear = 2000 + year;
  return fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/**
 * What the checkout page's customer did: cancel, or pay with one of Stripe's test cards. Only the
 * page opened by the checkout link (its token) may decide, as only Stripe's client secret can
 * confirm a PaymentIntent; without it the payment is not found. The sandbox records the outcome as
 * Stripe would; billing learns it when it asks (set-status).
 */
export async function decideCheckout(
  deps: { sandbox: SandboxProvider; cardPayments: CardPayments; links: SandboxLinks },
  input: { reference: string; token: string | undefined; decision: CheckoutDecision },
): Promise<CheckoutOutcome> {
  const { sandbox, cardPayments, links } = deps;
  const { decision } = input;
  if (!links.verify('checkout', input.reference, input.token)) throw new HttpError(404, PAYMENT_NOT_FOUND_MESSAGE);
  const payment = await cardPayments.find(input.reference);
  if (!payment?.providerPaymentId) throw new HttpError(404, PAYMENT_NOT_FOUND_MESSAGE);
  if (payment.status !== 'pending') throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  const intent = { providerPaymentId: payment.providerPaymentId, reference: payment.reference };
  const paymentIntentId = payment.providerPaymentId;
  if (decision.action === 'cancel') {
    if (!(await sandbox.recordCardOutcome(intent, { status: 'canceled', message: null }))) throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
    return { status: 'canceled', message: null, paymentIntentId };
  }
  await cardPayments.assertCanPay(input.reference);
  if (isExpired(decision.expiry)) throw invalidField('expiry', 'Your card has expired.', 'Your card has expired.');
  const decided = decideSandboxCard(decision.card_number);
  if (decided.kind === 'invalid') throw invalidField('card_number', decided.message, decided.message);
  if (!(await sandbox.recordCardOutcome(intent, decided.outcome))) throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  return { status: decided.outcome.status === 'succeeded' ? 'succeeded' : 'failed', message: decided.outcome.message, paymentIntentId };
}
