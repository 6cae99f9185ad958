import { CARD_STATUS_CANCELED, CARD_STATUS_SUCCEEDED } from '@portal/api-schema';
import type { CardCheckoutResult } from './card-checkout-result';
import { type MountedStripeElement, mountStripePaymentElement } from './mounted-stripe-element';

/** The Payment Element of a PaymentIntent: confirming it pays, or answers null when the form needs correcting. */
export type StripeCardCheckout = MountedStripeElement<CardCheckoutResult>;

/** Mounts Stripe's Payment Element for the PaymentIntent into `container`. */
export async function mountStripeCardCheckout(
  container: HTMLElement,
  publishableKey: string,
  clientSecret: string,
): Promise<StripeCardCheckout> {
  return mountStripePaymentElement(container, publishableKey, clientSecret, async (stripe, elements) => {
    const result = await stripe.confirmPayment({ elements, clientSecret, redirect: 'if_required' });
    if (result.error) {
      if (result.error.type === 'validation_error') return null;
      return {
        status: 'failed',
        token: result.error.payment_intent?.id ?? null,
        args: { code: result.error.code ?? null, message: result.error.message ?? null },
      };
    }
    const intent = result.paymentIntent;
    const status = intent.status === CARD_STATUS_SUCCEEDED ? 'succeeded' : intent.status === CARD_STATUS_CANCELED ? 'canceled' : 'failed';
    return { status, token: intent.id, args: { payment_intent: intent.id, status: intent.status } };
  });
}
