import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, type SavedBankAccount, type SavedCard, type SavedPaymentMethods } from '@portal/api-schema';
import { pageNavigation } from '@portal/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { renderBilling } from '../testing/render-billing';
import { NO_CARDS } from './payment-methods-screen';

let server: FakeServer | undefined;
afterEach(() => {
  server?.restore();
  jest.restoreAllMocks();
});

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
const EXPIRED: SavedCard = {
  ...VISA,
  id: '1c6c2d4e-1111-4222-8333-444455557777',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 1,
  exp_year: 2024,
  expired: true,
};
const ACCOUNT: SavedBankAccount = {
  id: '0b6c2d4e-1111-4222-8333-444455556666',
  last4: '6789',
  bank_name: 'STRIPE TEST BANK',
  routing_number: '110000000',
  status: 'verified',
  attempts_left: 3,
  is_default: true,
  awaiting_payment: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const methods = (cards: SavedCard[], bankAccounts: SavedBankAccount[] = []): SavedPaymentMethods => ({
  provider: 'sandbox',
  public_key: null,
  bank_accounts: bankAccounts,
  cards,
});

function serve(handlers: Record<string, (request: RecordedRequest) => ReturnType<typeof ok>>) {
  server = fakeApi((request) => handlers[`${request.method} ${request.url}`]?.(request) ?? failure(404, { message: 'Not found' }));
  return server;
}

describe('Billing › Payment methods: cards', () => {
  test('lists the cards with their expiry and chips beside the bank accounts; without cards, invites to add one', async () => {
    serve({ [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([{ ...VISA, is_default: true }, EXPIRED], [ACCOUNT])) });
    renderBilling('/invoices/payment-methods');
    const cards = await screen.findByRole('region', { name: 'Cards' });
    const visa = within(cards).getByRole('listitem', { name: 'Visa •••• 4242' });
    expect(visa).toHaveTextContent('Expires 12/2040');
    expect(visa).toHaveTextContent('Default');
    expect(within(visa).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    const expired = within(cards).getByRole('listitem', { name: 'Mastercard •••• 4444' });
    expect(expired).toHaveTextContent('Expired 01/2024');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    // An expired card cannot be the default.
    expect(within(expired).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Remove card Mastercard •••• 4444' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bank accounts' })).toHaveTextContent('•••• 6789');

    server?.restore();
    serve({ [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([], [ACCOUNT])) });
    renderBilling('/invoices/payment-methods');
    expect(await screen.findByRole('heading', { name: NO_CARDS })).toBeInTheDocument();
  });

  test('makes a card the default', async () => {
    let current = methods([VISA], [ACCOUNT]);
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(current),
      [`POST ${API_PATHS.savedCardDefault.replace(':id', VISA.id)}`]: () => {
        current = methods([{ ...VISA, is_default: true }], [{ ...ACCOUNT, is_default: false }]);
        return ok(current);
      },
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Make default: card Visa •••• 4242' }));
    expect(await screen.findByText('Card Visa •••• 4242 is now the default payment method.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Visa •••• 4242' })).toHaveTextContent('Default');
    expect(screen.getByRole('listitem', { name: 'Bank account •••• 6789' })).not.toHaveTextContent('Default');
  });

  test('removing is confirmed first; a refusal is told in the dialog, and a removal leaves the list', async () => {
    const refusal = 'Autopay pays with this card. Choose another method for autopay or turn it off first.';
    let refused = true;
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([VISA])),
      [`DELETE ${API_PATHS.savedCard.replace(':id', VISA.id)}`]: () => (refused ? failure(409, { message: refusal }) : ok(methods([]))),
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Remove card Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove card Visa •••• 4242?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    refused = false;
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Card Visa •••• 4242 removed.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: NO_CARDS })).toBeInTheDocument();
  });

  test('Add card with the sandbox goes to its setup page', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const setupUrl = '/sandbox/card-setup/seti_sandbox_1?token=1.abc';
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([])),
      [`POST ${API_PATHS.savedCardSetup}`]: () => ok({ setup_id: 'seti_sandbox_1', client_secret: null, setup_url: setupUrl }),
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(setupUrl));
  });

  test('back from the setup page, the card is saved once and "Card saved" told', async () => {
    let current = methods([]);
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(current),
      [`POST ${API_PATHS.savedCards}`]: (request) => {
        expect(new URLSearchParams(String(request.body)).get('setup_id')).toBe('seti_sandbox_1');
        current = methods([VISA]);
        return ok(VISA);
      },
    });
    const { router } = renderBilling('/invoices/payment-methods?card_setup=seti_sandbox_1');
    expect(await screen.findByText('Card saved: Visa •••• 4242.')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Visa •••• 4242' })).toBeInTheDocument();
    expect(server?.requests.filter((request) => request.url === API_PATHS.savedCards)).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });

  test('back from the setup page with a card the company keeps, the refusal stays on the page until dismissed', async () => {
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([VISA])),
      [`POST ${API_PATHS.savedCards}`]: () =>
        failure(422, {
          message: 'This card is already saved.',
          errors: [{ property: 'setup_id', message: 'This card is already saved.' }],
        }),
    });
    const { user } = renderBilling('/invoices/payment-methods?card_setup=seti_same');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This card is already saved.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('This card is already saved.')).not.toBeInTheDocument());
  });
});
