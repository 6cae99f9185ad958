import { afterEach, describe, expect, it } from '@jest/globals';
import { createTestStore, failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { paymentApi } from './payment-api';

const probeApi = paymentApi.injectEndpoints({
  endpoints: (build) => ({
    invoicesProbe: build.query<unknown, void>({ query: () => ({ url: '/probe/invoices' }), providesTags: ['Invoices'] }),
    widgetProbe: build.query<unknown, void>({ query: () => ({ url: '/probe/widget' }), providesTags: ['InvoicesWidget'] }),
  }),
});

let server: FakeServer | undefined;
afterEach(() => server?.restore());

function probeCalls(url: string): number {
  return server?.requests.filter((request) => request.url === url).length ?? 0;
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('payment endpoints', () => {
  it('refresh the invoices and the widget once an ACH payment is accepted, not when it fails', async () => {
    let payAnswer = failure(409, { message: 'No' });
    server = fakeApi((request) => (request.url.startsWith('/probe') ? ok({}) : payAnswer));
    const store = createTestStore();
    store.dispatch(probeApi.endpoints.invoicesProbe.initiate());
    store.dispatch(probeApi.endpoints.widgetProbe.initiate());
    await settle();
    expect([probeCalls('/probe/invoices'), probeCalls('/probe/widget')]).toEqual([1, 1]);

    await store.dispatch(paymentApi.endpoints.achPay.initiate({ reference: 'PAY-1', bankAccountId: 'ba-1' }));
    await settle();
    expect([probeCalls('/probe/invoices'), probeCalls('/probe/widget')]).toEqual([1, 1]);

    payAnswer = ok({ status: 'processing', reference: 'PAY-1' });
    await store.dispatch(paymentApi.endpoints.achPay.initiate({ reference: 'PAY-1', bankAccountId: 'ba-1' }));
    await settle();
    expect([probeCalls('/probe/invoices'), probeCalls('/probe/widget')]).toEqual([2, 2]);
  });

  it('send set-status as a form with the JSON of token and args', async () => {
    server = fakeApi(() =>
      ok({ reference: 'PAY 1', status: 'succeeded', paid_to: 'A', amount: { currency: 'USD', added_value: 1 }, message: null }),
    );
    const store = createTestStore();
    await store.dispatch(
      paymentApi.endpoints.setPaymentStatus.initiate({
        provider: 'stripe-card',
        reference: 'PAY 1',
        status: 'succeeded',
        token: 'pi_1',
        args: { a: 1 },
      }),
    );
    const request = server.requests[0];
    expect(request?.url).toBe('/api/client-cabinet/payments/PAY%201/set-status');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(request?.body)))).toEqual({
      'set-payment-status': 'stripe-card',
      reference: 'PAY 1',
      status: 'succeeded',
      raw_request: '{"token":"pi_1","args":{"a":1}}',
    });
  });
});
