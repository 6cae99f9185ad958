import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { cardMetadata, INVOICE } from '../testing/payment-fixtures';
import { renderPayment } from '../testing/render-payment';

const confirmPayment = jest.fn<(options: unknown) => Promise<unknown>>();
const mount = jest.fn();
const loadStripe = jest.fn(async (_key: string) => ({
  elements: () => ({ create: () => ({ mount, destroy: jest.fn() }), submit: async () => ({}) }),
  confirmPayment,
}));
jest.unstable_mockModule('@stripe/stripe-js', () => ({ loadStripe }));
const { CardPaymentModal } = await import('./card-payment-modal');

let server: FakeServer | undefined;
afterEach(() => server?.restore());

describe('CardPaymentModal with Stripe', () => {
  it('mounts the Payment Element, confirms the payment and sends the outcome', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_live_1', status: 'succeeded' } });
    server = fakeApi((request) => {
      if (request.url.endsWith('/metadata')) return ok(cardMetadata('stripe'));
      if (request.url === '/api/client-cabinet/payments/PAY-CARD-1/set-status') {
        return ok({
          reference: 'PAY-CARD-1',
          status: 'succeeded',
          paid_to: 'Acme Devs',
          amount: { currency: 'USD', added_value: 123450 },
          message: null,
        });
      }
      return failure(404, {});
    });
    const view = renderPayment(
      <CardPaymentModal invoiceId={INVOICE.id} slug="stripe-card" reference="PAY-CARD-1" onClose={() => {}} onPaid={() => {}} />,
    );
    const pay = await screen.findByRole('button', { name: 'Pay $1,234.50' });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(mount).toHaveBeenCalled();
    await view.user.click(pay);
    expect(
      await screen.findByRole('dialog', { name: 'Payment successful! We have sent you the receipt to your email' }),
    ).toBeInTheDocument();
    const body = new URLSearchParams(String(server.requests.at(-1)?.body));
    expect(body.get('status')).toBe('succeeded');
    expect(JSON.parse(body.get('raw_request') ?? '')).toEqual({
      token: 'pi_live_1',
      args: { payment_intent: 'pi_live_1', status: 'succeeded' },
    });
  });

  it('sends canceled and closes when the customer cancels', async () => {
    server = fakeApi((request) =>
      request.url.endsWith('/metadata')
        ? ok(cardMetadata('stripe'))
        : ok({
            reference: 'PAY-CARD-1',
            status: 'canceled',
            paid_to: 'Acme Devs',
            amount: { currency: 'USD', added_value: 1 },
            message: null,
          }),
    );
    const onClose = jest.fn();
    const view = renderPayment(
      <CardPaymentModal invoiceId={INVOICE.id} slug="stripe-card" reference="PAY-CARD-1" onClose={onClose} onPaid={() => {}} />,
    );
    await screen.findByRole('button', { name: 'Pay $1,234.50' });
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(new URLSearchParams(String(server.requests.at(-1)?.body)).get('status')).toBe('canceled');
  });
});
