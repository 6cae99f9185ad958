import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, type SavedBankAccount, type SavedPaymentMethods } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { renderBilling } from '../testing/render-billing';
import { NO_BANK_ACCOUNTS } from './payment-methods-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const VERIFIED: SavedBankAccount = {
  id: '0b6c2d4e-1111-4222-8333-444455556666',
  last4: '6789',
  bank_name: 'STRIPE TEST BANK',
  routing_number: '110000000',
  status: 'verified',
  attempts_left: 3,
  is_default: false,
  awaiting_payment: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const WAITING: SavedBankAccount = {
  ...VERIFIED,
  id: '0b6c2d4e-1111-4222-8333-444455557777',
  last4: '1116',
  status: 'new',
  attempts_left: 2,
};
const PAYING: SavedBankAccount = {
  ...WAITING,
  id: '0b6c2d4e-1111-4222-8333-444455558888',
  last4: '4444',
  awaiting_payment: { reference: 'PAY-1', invoice_id: '0b6c2d4e-1111-4222-8333-444455559999', invoice_number: 'INV-2026-0005' },
};
const methods = (bankAccounts: SavedBankAccount[]): SavedPaymentMethods => ({
  provider: 'sandbox',
  public_key: null,
  bank_accounts: bankAccounts,
  cards: [],
});

function serve(handlers: Record<string, (request: RecordedRequest) => ReturnType<typeof ok>>) {
  server = fakeApi((request) => handlers[`${request.method} ${request.url}`]?.(request) ?? failure(404, { message: 'Not found' }));
  return server;
}

const item = (name: string) => screen.findByRole('listitem', { name });

describe('Billing › Payment methods', () => {
  test('lists the accounts with their status and default; an empty company is invited to add one', async () => {
    serve({ [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([{ ...VERIFIED, is_default: true }, WAITING, PAYING])) });
    renderBilling('/invoices/payment-methods');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment methods' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Payment methods' })).toHaveAttribute('aria-current', 'page');
    const verified = await item('Bank account •••• 6789');
    expect(verified).toHaveTextContent('Verified');
    expect(verified).toHaveTextContent('Default');
    expect(within(verified).queryByRole('button', { name: /Make .* default/ })).not.toBeInTheDocument();
    const waiting = screen.getByRole('listitem', { name: 'Bank account •••• 1116' });
    expect(waiting).toHaveTextContent('Waiting for the two deposits');
    expect(waiting).toHaveTextContent('2 tries left');
    expect(screen.getByRole('listitem', { name: 'Bank account •••• 4444' })).toHaveTextContent(
      'paying invoice INV-2026-0005; verifying pays it',
    );

    server?.restore();
    serve({ [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([])) });
    renderBilling('/invoices/payment-methods');
    expect(await screen.findByRole('heading', { name: NO_BANK_ACCOUNTS })).toBeInTheDocument();
  });

  test('a failed load says so with Try again', async () => {
    serve({ [`GET ${API_PATHS.savedPaymentMethods}`]: () => failure(500, {}) });
    renderBilling('/invoices/payment-methods');
    expect(await screen.findByText('The payment methods could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('verifies an account with its two deposits, telling a wrong try in the dialog', async () => {
    let tries = 0;
    const verifyUrl = `POST ${API_PATHS.savedBankAccountVerify.replace(':id', WAITING.id)}`;
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([WAITING])),
      [verifyUrl]: () =>
        ++tries === 1
          ? failure(422, { message: 'The amounts do not match the deposits. 1 attempt left.' })
          : ok({ ...WAITING, status: 'verified' }),
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Verify bank account •••• 1116' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify bank account •••• 1116' });
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Deposit amount 1' }), '11');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Deposit amount 2' }), '12');
    await user.click(verify);
    expect(await within(dialog).findByText('The amounts do not match the deposits. 1 attempt left.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Deposit amount 1' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Deposit amount 1' }), '32');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Deposit amount 2' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Deposit amount 2' }), '45{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = server?.requests.filter((request) => `${request.method} ${request.url}` === verifyUrl).at(-1);
    expect(Object.fromEntries(new URLSearchParams(String(sent?.body)))).toEqual({ 'amounts[0]': '32', 'amounts[1]': '45' });
  });

  test('makes a verified account the default', async () => {
    let current = methods([VERIFIED]);
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(current),
      [`POST ${API_PATHS.savedBankAccountDefault.replace(':id', VERIFIED.id)}`]: () => {
        current = methods([{ ...VERIFIED, is_default: true }]);
        return ok(current);
      },
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Make default: bank account •••• 6789' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Bank account •••• 6789' })).toHaveTextContent('Default'));
  });

  test('removing is confirmed first, and a refusal is told in the dialog', async () => {
    const refusal = 'This bank account is paying invoice INV-2026-0005. You can remove it once that payment is done or cancelled.';
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([PAYING])),
      [`DELETE ${API_PATHS.savedBankAccount.replace(':id', PAYING.id)}`]: () => failure(409, { message: refusal }),
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Remove bank account •••• 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bank account •••• 4444?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Bank account •••• 4444' })).toBeInTheDocument();
  });

  test('adds a bank account through the tokenizer; an account the company keeps is told beside its number', async () => {
    const message = 'Your company already has this bank account (•••• 6789). Choose it from the saved bank accounts instead.';
    let adds = 0;
    serve({
      [`GET ${API_PATHS.savedPaymentMethods}`]: () => ok(methods([VERIFIED])),
      'POST /api/sandbox/bank-account-tokens': () =>
        ok({ id: `btok_${adds}`, bank_account: { last4: '6789', bank_name: 'STRIPE TEST BANK', routing_number: '110000000' } }),
      [`POST ${API_PATHS.savedBankAccounts}`]: () =>
        ++adds === 1 ? failure(422, { message, errors: [{ property: 'account_number', message }] }) : ok({ ...WAITING }),
    });
    const { user } = renderBilling('/invoices/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank routing number' }), '110000000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank account number' }), '000123456789');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Bank account number' })).toHaveAccessibleDescription(message));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Bank account number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank account number' }), '000111111116');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = server?.requests.filter((request) => request.url === API_PATHS.savedBankAccounts).at(-1);
    expect(Object.fromEntries(new URLSearchParams(String(sent?.body)))).toEqual({ bank_account_id: 'btok_1' });
  });
});
