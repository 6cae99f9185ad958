import { describe, expect, it, jest } from '@jest/globals';

const createToken = jest.fn<(type: string, data: unknown) => Promise<unknown>>();
const loadStripe = jest.fn(async (_key: string) => ({ createToken }));

jest.unstable_mockModule('@stripe/stripe-js', () => ({ loadStripe }));
const { createStripeBankAccountToken } = await import('./stripe-bank-account-token');

const INPUT = { routing_number: '110000000', account_number: '000123456789', account_holder_name: 'Ada Lovelace' };

describe('createStripeBankAccountToken', () => {
  it('tokenizes the US bank account of a company with Stripe.js', async () => {
    const token = { id: 'btok_1', bank_account: { last4: '6789' } };
    createToken.mockResolvedValue({ token });
    await expect(createStripeBankAccountToken('pk_test_2', INPUT)).resolves.toEqual({ ok: true, tokenId: 'btok_1', tokenResponse: token });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_2');
    expect(createToken).toHaveBeenCalledWith('bank_account', {
      country: 'US',
      currency: 'usd',
      routing_number: '110000000',
      account_number: '000123456789',
      account_holder_name: 'Ada Lovelace',
      account_holder_type: 'company',
    });
  });

  it("gives the provider's error message", async () => {
    createToken.mockResolvedValue({ error: { type: 'invalid_request_error', message: 'Routing number is invalid.' } });
    await expect(createStripeBankAccountToken('pk_test_2', INPUT)).resolves.toEqual({ ok: false, message: 'Routing number is invalid.' });
  });
});
