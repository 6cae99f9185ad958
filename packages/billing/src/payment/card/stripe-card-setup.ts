import { type MountedStripeElement, mountStripePaymentElement } from './mounted-stripe-element';

/** What confirming a card's SetupIntent came to: the card is with Stripe, or Stripe refused it (a decline) with its message. */
export type StripeCardSetupResult = { status: 'succeeded'; setupIntentId: string } | { status: 'failed'; message: string };

const SETUP_FAILED_MESSAGE = 'The card could not be saved.';

/** Mounts Stripe's Payment Element for the card's SetupIntent into `container`. */
export async function mountStripeCardSetup(
  container: HTMLElement,
  publishableKey: string,
  clientSecret: string,
): Promise<MountedStripeElement<StripeCardSetupResult>> {
  return mountStripePaymentElement(container, publishableKey, clientSecret, async (stripe, elements) => {
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
  });
}
