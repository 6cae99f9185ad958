import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, apiPath, type AutopaySettings, type SavedBankAccount, type SavedPaymentMethods } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBilling } from '../testing/render-billing';
import { AUTOPAY_READ_ONLY } from './autopay-section';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const ACCOUNT: SavedBankAccount = {
  id: '0b6c2d4e-1111-4222-8333-444455556666',
  last4: '6789',
  bank_name: null,
  routing_number: '110000000',
  status: 'verified',
  attempts_left: 3,
  is_default: true,
  awaiting_payment: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const WAITING: SavedBankAccount = {
  ...ACCOUNT,
  id: '0b6c2d4e-1111-4222-8333-444455557777',
  last4: '1116',
  status: 'new',
  is_default: false,
};
const METHODS: SavedPaymentMethods = { provider: 'sandbox', public_key: null, bank_accounts: [ACCOUNT, WAITING], cards: [] };
const OFF: AutopaySettings = { enabled: false, method: null, limit: null, enabled_by: null, can_change: true, problems: [] };
const PROBLEM = {
  id: '0b6c2d4e-1111-4222-8333-444455550001',
  invoice_id: '0b6c2d4e-1111-4222-8333-444455550002',
  invoice_number: 'INV-2026-0042',
  vendor_name: 'Northwind Devs',
  amount: { currency: 'USD', added_value: 820_000 },
  due_on: '2026-12-07',
  status: 'skipped' as const,
  message: 'Not paid automatically: its $8,200.00 is above your autopay limit of $5,000.00 per invoice.',
  created_at: '2026-12-07T09:00:00.000Z',
};

function serve(autopay: AutopaySettings, onPut?: (request: RecordedRequest) => ReturnType<typeof ok>) {
  server = fakeApi((request) => {
    const key = `${request.method} ${request.url}`;
    if (key === `GET ${API_PATHS.savedPaymentMethods}`) return ok(METHODS);
    if (key === `GET ${API_PATHS.autopaySettings}`) return ok(autopay);
    if (key === `PUT ${API_PATHS.autopaySettings}` && onPut) return onPut(request);
    if (key === `POST ${apiPath(API_PATHS.autopayAttemptDismiss, { id: PROBLEM.id })}`) return ok({ ...autopay, problems: [] });
    return failure(404, { message: 'Not found' });
  });
  return server;
}

const form = () => screen.findByRole('form', { name: 'Autopay settings' });

describe('Billing › Payment methods › Autopay', () => {
  test('an editor turns it on with the default verified account and a limit; the body is the API’s', async () => {
    const sent: unknown[] = [];
    serve(OFF, (request) => {
      sent.push(JSON.parse(String(request.body)));
      return ok({
        ...OFF,
        enabled: true,
        method: { type: 'bank_account', id: ACCOUNT.id },
        limit: { currency: 'USD', added_value: 500_000 },
      });
    });
    renderBilling('/invoices/payment-methods');
    const settings = await form();
    await userEvent.click(within(settings).getByRole('switch', { name: 'Pay due invoices automatically' }));
    expect(within(settings).getByRole('combobox', { name: /Pay with/ })).toHaveTextContent('Bank account •••• 6789');
    await userEvent.click(within(settings).getByRole('combobox', { name: /Pay with/ }));
    // Only verified accounts are offered.
    expect(screen.queryByRole('option', { name: /1116/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(settings).getByRole('textbox', { name: /Limit per invoice/ }), '5000');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save autopay' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      enabled: true,
      method: { type: 'bank_account', id: ACCOUNT.id },
      limit: { currency: 'USD', added_value: 500_000 },
    });
  });

  test('a limit that is not an amount is refused beside it; the server’s refusal of the method shows beside the method', async () => {
    serve(OFF, () =>
      failure(422, {
        message: 'Check the fields.',
        errors: [{ property: 'method', message: 'Verify this bank account with its two deposits before autopay pays with it.' }],
      }),
    );
    renderBilling('/invoices/payment-methods');
    const settings = await form();
    await userEvent.click(within(settings).getByRole('switch', { name: 'Pay due invoices automatically' }));
    const limit = within(settings).getByRole('textbox', { name: /Limit per invoice/ });
    await userEvent.type(limit, '12.345');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save autopay' }));
    expect(await within(settings).findByText('Enter an amount, such as 5000.00')).toBeInTheDocument();
    await userEvent.clear(limit);
    await userEvent.click(within(settings).getByRole('button', { name: 'Save autopay' }));
    expect(
      await within(settings).findByText('Verify this bank account with its two deposits before autopay pays with it.'),
    ).toBeInTheDocument();
  });

  test('read-only with the reason for a user who may not change it; its problems are listed with their invoice and can be dismissed', async () => {
    serve({
      ...OFF,
      enabled: true,
      method: { type: 'bank_account', id: ACCOUNT.id },
      enabled_by: { id: 'x', name: 'Ada Admin' },
      can_change: false,
      problems: [PROBLEM],
    });
    renderBilling('/invoices/payment-methods');
    const settings = await form();
    expect(within(settings).getByText(AUTOPAY_READ_ONLY)).toBeInTheDocument();
    expect(within(settings).getByRole('switch', { name: 'Pay due invoices automatically' })).toBeDisabled();
    expect(within(settings).queryByRole('button', { name: 'Save autopay' })).not.toBeInTheDocument();
    expect(within(settings).getByText(/Turned on by Ada Admin/)).toBeInTheDocument();
    const problem = await screen.findByRole('listitem', { name: 'Invoice INV-2026-0042' });
    expect(within(problem).getByRole('link', { name: 'INV-2026-0042' })).toHaveAttribute('href', `/invoices/${PROBLEM.invoice_id}`);
    expect(problem).toHaveTextContent('above your autopay limit');
    await userEvent.click(within(problem).getByRole('button', { name: 'Dismiss invoice INV-2026-0042' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Invoice INV-2026-0042' })).not.toBeInTheDocument());
  });
});
