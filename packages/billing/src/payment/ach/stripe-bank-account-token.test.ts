import { describe, expect, it, jest } from '@jest/globals';

const createPaymentMethod = jest.fn<(data: unknown) => Promise<unknown>>();
const loadStripe = jest.fn(async (_key: string) => ({ createPaymentMethod }));

jest.unstable_mockModule('@stripe/stripe-js', () => ({ loadStripe }));
const { createStripeBankAccountToken } = await import('./stripe-bank-account-token');

const INPUT = { routing_number: '110000000', account_number: '000123456789', account_holder_name: 'Ada Lovelace' };

describe('createStripeBankAccountToken', () => {
  it("creates a us_bank_account PaymentMethod of the company's account with Stripe.js", async () => {
    const paymentMethod = { id: 'pm_1', type: 'us_bank_account', us_bank_account: { last4: '6789' } };
    createPaymentMethod.mockResolvedValue({ paymentMethod });
    await expect(createStripeBankAccountToken('pk_test_2', INPUT)).resolves.toEqual({
      ok: true,
      tokenId: 'pm_1',
      tokenResponse: paymentMethod,
    });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_2');
    expect(createPaymentMethod).toHaveBeenCalledWith({
      type: 'us_bank_account',
      us_bank_account: { routing_number: '110000000', account_number: '000123456789', account_holder_type: 'company' },
      billing_details: { name: 'Ada Lovelace' },
    });
  });

  it("gives the provider's error message", async () => {
    createPaymentMethod.mockResolvedValue({ error: { type: 'invalid_request_error', message: 'Routing number is invalid.' } });
    await expect(createStripeBankAccountToken('pk_test_2', INPUT)).resolves.toEqual({ ok: false, message: 'Routing number is invalid.' });
  });
});
