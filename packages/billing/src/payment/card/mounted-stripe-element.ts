import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripeFor } from '../load-stripe';

/** Stripe's Payment Element mounted for one intent: confirming it answers null when the customer must correct the form first. */
export interface MountedStripeElement<Result> {
  confirm(): Promise<Result | null>;
  destroy(): void;
}

/**
 * Mounts Stripe's Payment Element for an intent into `container`. Confirming checks the form first
 * (null while it needs correcting), then asks `confirmIntent`, which confirms the payment or the setup.
 */
export async function mountStripePaymentElement<Result>(
  container: HTMLElement,
  publishableKey: string,
  clientSecret: string,
  confirmIntent: (stripe: Stripe, elements: StripeElements) => Promise<Result | null>,
): Promise<MountedStripeElement<Result>> {
  const stripe = await loadStripeFor(publishableKey);
  const elements = stripe.elements({ clientSecret });
  const paymentElement = elements.create('payment');
  paymentElement.mount(container);
  return {
    async confirm() {
      const { error: formError } = await elements.submit();
      if (formError) return null;
      return confirmIntent(stripe, elements);
    },
    destroy() {
      paymentElement.destroy();
    },
  };
}
