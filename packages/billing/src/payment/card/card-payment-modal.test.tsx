import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { cardMetadata, INVOICE } from '../testing/payment-fixtures';
import { renderPayment } from '../testing/render-payment';
import { CardPaymentModal } from './card-payment-modal';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const METADATA_URL = '/api/client-cabinet/payments/PAY-CARD-1/payment-methods/stripe-card/metadata';
const SET_STATUS_URL = '/api/client-cabinet/payments/PAY-CARD-1/set-status';

function renderCard(setStatusReply: FakeReply) {
  server = fakeApi((request) => {
    if (request.url === METADATA_URL) return ok(cardMetadata('sandbox'));
    if (request.method === 'POST' && request.url === SET_STATUS_URL) return setStatusReply;
    return failure(404, {});
  });
  const onClose = jest.fn();
  const onPaid = jest.fn();
  const view = renderPayment(
    <CardPaymentModal invoiceId={INVOICE.id} slug="stripe-card" reference="PAY-CARD-1" onClose={onClose} onPaid={onPaid} />,
  );
  return { ...view, onClose, onPaid };
}

async function checkoutFrame(): Promise<HTMLIFrameElement> {
  return (await screen.findByTitle('Card checkout')) as HTMLIFrameElement;
}

function post(data: unknown, options: { origin?: string; source?: Window | null } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: options.origin ?? window.location.origin, source: options.source ?? null }),
    );
  });
}

const succeeded = { type: 'portal-sandbox-checkout', reference: 'PAY-CARD-1', status: 'succeeded', paymentIntentId: 'pi_sandbox_1' };
const RESULT = {
  reference: 'PAY-CARD-1',
  status: 'succeeded',
  paid_to: 'Acme Devs',
  amount: { currency: 'USD', added_value: 123450 },
  message: null,
};

describe('CardPaymentModal with the sandbox checkout', () => {
  it('opens the checkout page of the API in a frame', async () => {
    renderCard(ok(RESULT));
    expect((await checkoutFrame()).src).toBe(`${window.location.origin}/sandbox/checkout/PAY-CARD-1`);
  });

  it('fits the frame to the height the checkout page tells, from that page only', async () => {
    renderCard(ok(RESULT));
    const frame = await checkoutFrame();
    post({ type: 'portal-sandbox-checkout', reference: 'PAY-CARD-1', height: 287.2 }, { source: frame.contentWindow });
    expect(frame.style.height).toBe('288px');
    post({ type: 'portal-sandbox-checkout', reference: 'PAY-CARD-1', height: 900 }, { source: window });
    post(
      { type: 'portal-sandbox-checkout', reference: 'PAY-CARD-1', height: 900 },
      { origin: 'https://evil.example.test', source: frame.contentWindow },
    );
    post({ type: 'portal-sandbox-checkout', reference: 'PAY-CARD-1', height: 99999 }, { source: frame.contentWindow });
    expect(frame.style.height).toBe('288px');
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('ignores messages from another origin, another window or of another type', async () => {
    renderCard(ok(RESULT));
    const frame = await checkoutFrame();
    post(succeeded, { origin: 'https://evil.example.test', source: frame.contentWindow });
    post(succeeded, { source: window });
    post({ ...succeeded, type: 'other' }, { source: frame.contentWindow });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the outcome to set-status and shows the receipt; Ok emits success', async () => {
    const { user, onPaid } = renderCard(ok(RESULT));
    const frame = await checkoutFrame();
    post(succeeded, { source: frame.contentWindow });
    expect(
      await screen.findByRole('dialog', { name: 'Payment successful! We have sent you the receipt to your email' }),
    ).toBeInTheDocument();
    expect(screen.getByText('PAY-CARD-1')).toBeInTheDocument();
    expect(screen.getByText('Paid to')).toBeInTheDocument();
    expect(screen.getByText('Acme Devs')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    const sent = new URLSearchParams(String(server?.requests.find((request) => request.url === SET_STATUS_URL)?.body));
    expect(Object.fromEntries(sent)).toEqual({
      'set-payment-status': 'stripe-card',
      reference: 'PAY-CARD-1',
      status: 'succeeded',
      raw_request: JSON.stringify({ token: 'pi_sandbox_1', args: { reference: 'PAY-CARD-1', payment_intent: 'pi_sandbox_1' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("shows a failed payment with the server's message and the reference; Close closes", async () => {
    const { user, onClose, onPaid } = renderCard(ok({ ...RESULT, status: 'failed', message: 'Your card was declined.' }));
    post({ ...succeeded, status: 'failed' }, { source: (await checkoutFrame()).contentWindow });
    expect(
      await screen.findByRole('dialog', { name: 'Payment failed! No Charges were made. Contact us if you need help' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('PAY-CARD-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows the first server error when set-status fails', async () => {
    const { toasts } = renderCard(
      failure(422, {
        errors: [
          { message: 'Payment was not found', property: 'reference' },
          { message: 'x', property: 'y' },
        ],
      }),
    );
    post(succeeded, { source: (await checkoutFrame()).contentWindow });
    expect(await screen.findByText('Payment was not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Payment failed! No Charges were made. Contact us if you need help' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('just closes when the checkout is canceled', async () => {
    const { onClose } = renderCard(ok({ ...RESULT, status: 'canceled' }));
    post({ ...succeeded, status: 'canceled', paymentIntentId: null }, { source: (await checkoutFrame()).contentWindow });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Payment (successful|failed)/)).not.toBeInTheDocument();
  });
});
