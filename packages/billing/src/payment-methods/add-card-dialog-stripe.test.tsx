import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, type SavedCard, type SavedPaymentMethods } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';

const confirmSetup = jest.fn<(options: unknown) => Promise<unknown>>();
const mount = jest.fn();
const elementsOptions = jest.fn();
const loadStripe = jest.fn(async (_key: string) => ({
  elements: (options: unknown) => {
    elementsOptions(options);
    return { create: () => ({ mount, destroy: jest.fn() }), submit: async () => ({}) };
  },
  confirmSetup,
}));
jest.unstable_mockModule('@stripe/stripe-js', () => ({ loadStripe }));
const { renderBilling } = await import('../testing/render-billing');

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const VISA: SavedCard = {
  id: '1c6c2d4e-1111-4222-8333-444455556666',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2040,
  expired: false,
  is_default: false,
  created_at: '2026-11-01T10:00:00.000Z',
};
const stripeMethods = (cards: SavedCard[]): SavedPaymentMethods => ({
  provider: 'stripe',
  public_key: 'pk_test_1',
  bank_accounts: [],
  cards,
});

describe('Add card with Stripe', () => {
  test("confirms the SetupIntent in Stripe's Payment Element, then saves the card; a decline is told in the dialog", async () => {
    let cards: SavedCard[] = [];
    server = fakeApi((request) => {
      if (request.url === API_PATHS.savedPaymentMethods) return ok(stripeMethods(cards));
      if (request.url === API_PATHS.savedCardSetup) return ok({ setup_id: 'seti_1', client_secret: 'seti_1_secret_x', setup_url: null });
      if (request.url === API_PATHS.savedCards) {
        expect(Object.fromEntries(new URLSearchParams(String(request.body)))).toEqual({ setup_id: 'seti_1' });
        cards = [VISA];
        return ok(VISA);
      }
      return failure(404, {});
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const save = await within(dialog).findByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(elementsOptions).toHaveBeenCalledWith({ clientSecret: 'seti_1_secret_x' });
    expect(mount).toHaveBeenCalled();

    confirmSetup.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    await user.click(save);
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.url === API_PATHS.savedCards)).toBe(false);

    confirmSetup.mockResolvedValueOnce({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmSetup).toHaveBeenLastCalledWith(expect.objectContaining({ clientSecret: 'seti_1_secret_x', redirect: 'if_required' }));
    expect(await screen.findByText('Card saved: Visa •••• 4242.')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Visa •••• 4242' })).toBeInTheDocument();
  });
});
