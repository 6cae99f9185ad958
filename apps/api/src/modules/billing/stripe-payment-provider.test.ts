import { describe, expect, jest, test } from '@jest/globals';
import Stripe from 'stripe';
import type { BankAccountRow, PaymentGroupRow, PaymentRow, SavedCardRow } from './tables';
import { WebhookSignatureError } from './payment-provider';
import { createStripeProvider, outcomeOfPaymentIntent, type StripeClient } from './stripe-payment-provider';

const WEBHOOK_SECRET = 'whsec_test_secret';
const realStripe = new Stripe('sk_test_unused');

const payment = {
  id: 'payment-1',
  reference: 'PAY-ABC',
  invoiceId: 'invoice-1',
  amountMinor: 125_050,
  currency: 'USD',
  providerPaymentId: 'pi_123',
} as PaymentRow;
const account = { id: 'account-1', providerAccountId: 'pm_bank_1' } as BankAccountRow;
const request = { ip: '203.0.113.9', userAgent: 'test-agent' };

function mockClient() {
  const intent = { id: 'pi_123', status: 'requires_payment_method', client_secret: 'pi_123_secret_x', last_payment_error: null };
  const client = {
    paymentIntents: {
      create: jest.fn(async (_params: unknown, _options?: unknown) => intent),
      retrieve: jest.fn(async () => intent),
      cancel: jest.fn(async (_id: string): Promise<typeof intent> => ({ ...intent, status: 'canceled' })),
      verifyMicrodeposits: jest.fn(async (_id: string, _params: unknown) => ({ ...intent, status: 'processing' })),
    },
    refunds: {
      create: jest.fn(async (_params: unknown, _options?: unknown) => ({ id: 're_1' })),
    },
    paymentMethods: {
      retrieve: jest.fn(async () => ({
        id: 'pm_bank_1',
        type: 'us_bank_account',
        us_bank_account: { last4: '6789', bank_name: 'STRIPE TEST BANK', routing_number: '110000000' },
      })),
    },
    webhooks: realStripe.webhooks,
  };
  return client;
}

function provider(client: ReturnType<typeof mockClient>) {
  return createStripeProvider({ client: client as unknown as StripeClient, publishableKey: 'pk_test_1', webhookSecret: WEBHOOK_SECRET });
}

describe('Stripe provider', () => {
  test('canceling a pending card payment cancels its PaymentIntent', async () => {
    const client = mockClient();
    await expect(provider(client).cancelCardPayment(payment)).resolves.toEqual({ canceled: true, detail: null });
    expect(client.paymentIntents.cancel).toHaveBeenCalledWith('pi_123');
  });

  test('a PaymentIntent already canceled or succeeded is reported, not thrown', async () => {
    const client = mockClient();
    const stateError = Object.assign(new Error('This PaymentIntent has a status of succeeded.'), {
      code: 'payment_intent_unexpected_state',
    });
    client.paymentIntents.cancel.mockRejectedValueOnce(stateError);
    await expect(provider(client).cancelCardPayment(payment)).resolves.toEqual({
      canceled: false,
      detail: 'This PaymentIntent has a status of succeeded.',
    });
  });

  test('any other cancel error is thrown', async () => {
    const client = mockClient();
    client.paymentIntents.cancel.mockRejectedValueOnce(new Error('network down'));
    await expect(provider(client).cancelCardPayment(payment)).rejects.toThrow('network down');
  });

  test('a refund is keyed by our payment id so a retry never refunds twice', async () => {
    const client = mockClient();
    await expect(provider(client).refundCardPayment(payment)).resolves.toEqual({ refundId: 're_1' });
    await provider(client).refundCardPayment(payment);
    expect(client.refunds.create).toHaveBeenNthCalledWith(1, { payment_intent: 'pi_123' }, { idempotencyKey: 'refund-payment-1' });
    expect(client.refunds.create).toHaveBeenNthCalledWith(2, { payment_intent: 'pi_123' }, { idempotencyKey: 'refund-payment-1' });
  });

  test('a card payment is a PaymentIntent of the amount, created once per reference', async () => {
    const client = mockClient();
    await expect(provider(client).createCardPayment(payment, 'Invoice INV-1')).resolves.toEqual({ providerPaymentId: 'pi_123' });
    expect(client.paymentIntents.create).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 125_050,
        currency: 'usd',
        payment_method_types: ['card'],
        metadata: { reference: 'PAY-ABC', invoice_id: 'invoice-1' },
      }),
      { idempotencyKey: 'card-PAY-ABC' },
    );
  });

  test('the checkout gets the publishable key and the client secret', async () => {
    await expect(provider(mockClient()).cardCheckout(payment)).resolves.toEqual({
      publishableKey: 'pk_test_1',
      clientSecret: 'pi_123_secret_x',
      checkoutUrl: null,
    });
  });

  test.each([
    [{ status: 'succeeded' }, { status: 'succeeded', message: null }],
    [{ status: 'canceled' }, { status: 'canceled', message: null }],
    [{ status: 'processing' }, { status: 'processing', message: null }],
    [
      { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } },
      { status: 'failed', message: 'Your card was declined.' },
    ],
    [
      { status: 'requires_payment_method', last_payment_error: null },
      { status: 'pending', message: null },
    ],
    [{ status: 'requires_action' }, { status: 'pending', message: null }],
  ])('PaymentIntent %j is %j', (intent, outcome) => {
    expect(outcomeOfPaymentIntent({ id: 'pi_1', client_secret: null, ...intent })).toEqual(outcome);
  });

  test('a us_bank_account payment method is the tokenized account; anything else is unknown', async () => {
    const client = mockClient();
    await expect(provider(client).bankAccountFromToken('pm_bank_1')).resolves.toEqual({
      providerAccountId: 'pm_bank_1',
      last4: '6789',
      bankName: 'STRIPE TEST BANK',
      routingNumber: '110000000',
    });
    await expect(provider(client).bankAccountFromToken('btok_forged')).resolves.toBeNull();
    client.paymentMethods.retrieve.mockRejectedValueOnce(new Error('No such PaymentMethod'));
    await expect(provider(client).bankAccountFromToken('pm_missing')).resolves.toBeNull();
  });

  test('micro-deposits are a confirmed us_bank_account PaymentIntent with a mandate', async () => {
    const client = mockClient();
    await provider(client).startMicrodeposits(payment, account, request);
    expect(client.paymentIntents.create).toHaveBeenCalledWith(
      expect.objectContaining({
        payment_method: 'pm_bank_1',
        payment_method_types: ['us_bank_account'],
        payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
        confirm: true,
        mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.9', user_agent: 'test-agent' } } },
      }),
      { idempotencyKey: 'ach-PAY-ABC-pm_bank_1' },
    );
  });

  test('deposits are verified with verify_microdeposits; a refusal is a wrong amount', async () => {
    const client = mockClient();
    await expect(provider(client).verifyMicrodeposits(payment, account, [32, 45])).resolves.toBe(true);
    expect(client.paymentIntents.verifyMicrodeposits).toHaveBeenCalledWith('pi_123', { amounts: [32, 45] });
    client.paymentIntents.verifyMicrodeposits.mockRejectedValueOnce(
      new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message: 'The amounts provided do not match' }),
    );
    await expect(provider(client).verifyMicrodeposits(payment, account, [1, 2])).resolves.toBe(false);
    client.paymentIntents.verifyMicrodeposits.mockRejectedValueOnce(new Error('network down'));
    await expect(provider(client).verifyMicrodeposits(payment, account, [1, 2])).rejects.toThrow('network down');
  });

  test("a wire is not Stripe's: announcing one asks Stripe nothing, and it stays announced", async () => {
    const client = mockClient();
    await expect(provider(client).announceWire(payment)).resolves.toEqual({ providerPaymentId: null });
    expect(client.paymentIntents.create).not.toHaveBeenCalled();
  });

  test('webhooks are checked with the Stripe library', () => {
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_123', metadata: { reference: 'PAY-ABC' } } },
    });
    const header = realStripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    expect(provider(mockClient()).parseWebhook(body, { 'stripe-signature': header })).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      providerType: 'payment_intent.succeeded',
      providerPaymentId: 'pi_123',
      reference: 'PAY-ABC',
      message: null,
    });
    const forged = realStripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    expect(() => provider(mockClient()).parseWebhook(body, { 'stripe-signature': forged })).toThrow(WebhookSignatureError);
    expect(() => provider(mockClient()).parseWebhook(body, {})).toThrow(WebhookSignatureError);
  });

  describe('charging a saved method for several invoices', () => {
    const charge = {
      id: 'group-1',
      reference: 'CHG-XYZ',
      amountMinor: 165_050,
      currency: 'USD',
      providerPaymentId: null,
    } as PaymentGroupRow;
    const card = { id: 'card-1', providerCardId: 'pm_card_1' } as SavedCardRow;

    test('confirms one off-session PaymentIntent keyed by the charge, through the customer of the method', async () => {
      const client = mockClient();
      client.paymentMethods.retrieve.mockResolvedValueOnce({
        id: 'pm_card_1',
        type: 'card',
        us_bank_account: null,
        customer: 'cus_1',
      } as never);
      client.paymentIntents.create.mockResolvedValueOnce({ id: 'pi_9', status: 'succeeded', client_secret: 'x', last_payment_error: null });
      await expect(provider(client).chargeSavedMethod(charge, { kind: 'card', card }, request)).resolves.toEqual({
        providerPaymentId: 'pi_9',
        outcome: { status: 'succeeded', message: null },
      });
      expect(client.paymentIntents.create).toHaveBeenCalledWith(
        expect.objectContaining({
          amount: 165_050,
          currency: 'usd',
          payment_method: 'pm_card_1',
          payment_method_types: ['card'],
          customer: 'cus_1',
          confirm: true,
          off_session: true,
          metadata: { reference: 'CHG-XYZ', charge_id: 'group-1' },
        }),
        { idempotencyKey: 'charge-CHG-XYZ' },
      );
    });

    test('a bank debit is processing until its event', async () => {
      const client = mockClient();
      client.paymentIntents.create.mockResolvedValueOnce({
        id: 'pi_10',
        status: 'processing',
        client_secret: 'x',
        last_payment_error: null,
      });
      const result = await provider(client).chargeSavedMethod(charge, { kind: 'bank_account', account }, request);
      expect(result.outcome.status).toBe('processing');
      expect(client.paymentIntents.create).toHaveBeenCalledWith(
        expect.objectContaining({ payment_method: 'pm_bank_1', payment_method_types: ['us_bank_account'] }),
        { idempotencyKey: 'charge-CHG-XYZ' },
      );
    });

    test("a declined card is the charge's failure with Stripe's message; any other error is thrown", async () => {
      const client = mockClient();
      client.paymentIntents.create.mockRejectedValueOnce(
        Object.assign(new Error('Your card has insufficient funds.'), { type: 'StripeCardError', payment_intent: { id: 'pi_11' } }),
      );
      await expect(provider(client).chargeSavedMethod(charge, { kind: 'card', card }, request)).resolves.toEqual({
        providerPaymentId: 'pi_11',
        outcome: { status: 'failed', message: 'Your card has insufficient funds.' },
      });
      client.paymentIntents.create.mockRejectedValueOnce(new Error('network down'));
      await expect(provider(client).chargeSavedMethod(charge, { kind: 'card', card }, request)).rejects.toThrow('network down');
    });
  });
});

describe('Stripe card setup', () => {
  const COMPANY = '7f1d2c3b-0000-4000-8000-000000000001';
  const cardMethod = { id: 'pm_card_1', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 } };

  function setupClient(found: Array<{ id: string }> = []) {
    const client = {
      ...mockClient(),
      customers: {
        search: jest.fn(async (_params: { query: string; limit?: number }) => ({ data: found })),
        create: jest.fn(async (_params: unknown, _options?: unknown) => ({ id: 'cus_new' })),
      },
      setupIntents: {
        create: jest.fn(async (_params: unknown, _options?: unknown) => ({
          id: 'seti_1',
          status: 'requires_payment_method',
          client_secret: 'seti_1_secret_x',
        })),
        retrieve: jest.fn(async (_id: string, _params?: unknown): Promise<Record<string, unknown>> => ({
          id: 'seti_1',
          status: 'succeeded',
          metadata: { company_id: COMPANY },
          payment_method: cardMethod,
        })),
      },
    };
    return client;
  }

  test("a setup is an off_session SetupIntent for cards on the company's Customer, confirmed by Stripe.js with its client secret", async () => {
    const client = setupClient([{ id: 'cus_kept' }]);
    await expect(provider(client as never).startCardSetup({ companyId: COMPANY, userId: 'user-1' })).resolves.toEqual({
      setupId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      setupUrl: null,
    });
    expect(client.customers.search).toHaveBeenCalledWith({ query: `metadata['company_id']:'${COMPANY}'`, limit: 1 });
    expect(client.customers.create).not.toHaveBeenCalled();
    expect(client.setupIntents.create).toHaveBeenCalledWith({
      customer: 'cus_kept',
      usage: 'off_session',
      payment_method_types: ['card'],
      metadata: { company_id: COMPANY, user_id: 'user-1' },
    });
  });

  test('a company without a Customer gets one, keyed by the company so that two setups make one', async () => {
    const client = setupClient();
    await provider(client as never).startCardSetup({ companyId: COMPANY, userId: 'user-1' });
    expect(client.customers.create).toHaveBeenCalledWith({ metadata: { company_id: COMPANY } }, { idempotencyKey: `customer-${COMPANY}` });
    expect(client.setupIntents.create).toHaveBeenCalledWith(expect.objectContaining({ customer: 'cus_new' }));
  });

  test("the card of a succeeded setup of the company is its PaymentMethod's; anything else is no card", async () => {
    const client = setupClient();
    const stripe = provider(client as never);
    await expect(stripe.cardFromSetup('seti_1', COMPANY)).resolves.toEqual({
      providerCardId: 'pm_card_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
    });
    expect(client.setupIntents.retrieve).toHaveBeenCalledWith('seti_1', { expand: ['payment_method'] });
    await expect(stripe.cardFromSetup('seti_1', 'another-company')).resolves.toBeNull();
    await expect(stripe.cardFromSetup('pm_not_a_setup', COMPANY)).resolves.toBeNull();
    client.setupIntents.retrieve.mockResolvedValueOnce({
      id: 'seti_1',
      status: 'requires_payment_method',
      metadata: { company_id: COMPANY },
    });
    await expect(stripe.cardFromSetup('seti_1', COMPANY)).resolves.toBeNull();
    client.setupIntents.retrieve.mockRejectedValueOnce(
      Object.assign(new Error('No such setupintent'), { type: 'StripeInvalidRequestError' }),
    );
    await expect(stripe.cardFromSetup('seti_unknown', COMPANY)).resolves.toBeNull();
    client.setupIntents.retrieve.mockRejectedValueOnce(new Error('network down'));
    await expect(stripe.cardFromSetup('seti_1', COMPANY)).rejects.toThrow('network down');
  });
});
