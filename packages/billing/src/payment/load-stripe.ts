import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe>>();

/** Stripe.js, downloaded only when a Stripe payment starts, once per publishable key. */
export function loadStripeFor(publishableKey: string): Promise<Stripe> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((instance) => {
        if (!instance) throw new Error('Stripe.js could not be loaded');
        return instance;
      });
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
