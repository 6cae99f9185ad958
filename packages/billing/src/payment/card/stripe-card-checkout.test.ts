import { beforeEach, describe, expect, it, jest } from '@jest/globals';

const mount = jest.fn();
const destroy = jest.fn();
const submit = jest.fn<() => Promise<{ error?: { message: string } }>>();
const confirmPayment = jest.fn<(options: unknown) => Promise<unknown>>();
const elementsFactory = jest.fn((_options: unknown) => ({ create: () => ({ mount, destroy }), submit }));
const loadStripe = jest.fn(async (_key: string) => ({ elements: elementsFactory, confirmPayment }));

jest.unstable_mockModule('@stripe/stripe-js', () => ({ loadStripe }));
const { mountStripeCardCheckout } = await import('./stripe-card-checkout');

describe('mountStripeCardCheckout', () => {
  beforeEach(() => {
    submit.mockResolvedValue({});
  });

  it('loads Stripe.js with the key and mounts the Payment Element for the client secret', async () => {
    const container = document.createElement('div');
    const checkout = await mountStripeCardCheckout(container, 'pk_test_1', 'pi_1_secret_2');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(elementsFactory).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(mount).toHaveBeenCalledWith(container);
    checkout.destroy();
    expect(destroy).toHaveBeenCalled();
  });

  it('reports a succeeded PaymentIntent with its id as the token', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const checkout = await mountStripeCardCheckout(document.createElement('div'), 'pk_test_1', 'pi_1_secret_2');
    await expect(checkout.confirm()).resolves.toEqual({
      status: 'succeeded',
      token: 'pi_1',
      args: { payment_intent: 'pi_1', status: 'succeeded' },
    });
    expect(confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: 'pi_1_secret_2', redirect: 'if_required' }));
  });

  it('reports a declined card as failed', async () => {
    confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: { id: 'pi_1' } },
    });
    const checkout = await mountStripeCardCheckout(document.createElement('div'), 'pk_test_1', 'pi_1_secret_2');
    await expect(checkout.confirm()).resolves.toEqual({
      status: 'failed',
      token: 'pi_1',
      args: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('waits for the customer when the form is incomplete', async () => {
    submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    confirmPayment.mockClear();
    const checkout = await mountStripeCardCheckout(document.createElement('div'), 'pk_test_1', 'pi_1_secret_2');
    await expect(checkout.confirm()).resolves.toBeNull();
    expect(confirmPayment).not.toHaveBeenCalled();
  });
});
