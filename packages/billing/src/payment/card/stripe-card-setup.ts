import { loadStripeFor } from '../load-stripe';
import type { MountedStripeElement } from './mounted-stripe-element';

/** What confirming a card's SetupIntent came to: the card is with Stripe, or Stripe refused it (a decline) with its message. */
export type StripeCardSetupResult = { status: 'succeeded'; setupIntentId: string } | { status: 'failed'; message: string };

const SETUP_FAILED_MESSAGE = 'The card could not be saved.';

/** Mounts Stripe's Payment Element for the card's SetupIntent into `container`. */
export async function mountStripeCardSetup(
  container: HTMLElement,
  publishableKey: string,
  clientSecret: string,
): Promise<MountedStripeElement<StripeCardSetupResult>> {
  const stripe = await loadStripeFor(publishableKey);
  const elements = stripe.elements({ clientSecret });
  const paymentElement = elements.create('payment');
  paymentElement.mount(container);

  return {
    async confirm() {
      const { error: formError } = await elements.submit();
      if (formError) return null;
      // No redirect for a card: 3-D Secure opens in Stripe's own frame and the answer comes back here.
      const result = await stripe.confirmSetup({ elements, clientSecret, redirect: 'if_required' });
      if (result.error) {
        if (result.error.type === 'validation_error') return null;
        return { status: 'failed', message: result.error.message ?? SETUP_FAILED_MESSAGE };
      }
      const intent = result.setupIntent;
      return intent.status === 'succeeded'
        ? { status: 'succeeded', setupIntentId: intent.id }
        : { status: 'failed', message: SETUP_FAILED_MESSAGE };
    },
    destroy() {
      paymentElement.destroy();
    },
  };
}
