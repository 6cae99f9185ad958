import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiClientOptions, configureApiClient } from '@portal/api-client';
import { failure, fakeApi, type FakeReply, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import type { AchMetadata } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { achMetadata, INVOICE, NEW_ACCOUNT, VERIFIED_ACCOUNT } from '../testing/payment-fixtures';
import { renderPayment } from '../testing/render-payment';
import { AchPaymentModal, AWAITING_DEPOSITS_MESSAGE } from './ach-payment-modal';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const METADATA_URL = '/api/client-cabinet/payments/PAY-ACH-1/payment-methods/stripe-ach/metadata';
type Replies = Record<string, FakeReply | ((request: RecordedRequest) => FakeReply)>;

function renderAch(metadata: AchMetadata, replies: Replies = {}, initialBankAccountId: string | null = null) {
  server = fakeApi((request) => {
    if (request.url === METADATA_URL) return ok(metadata);
    const reply = replies[`${request.method} ${request.url}`];
    if (!reply) return failure(404, { message: 'Not found' });
    return typeof reply === 'function' ? reply(request) : reply;
  });
  const onClose = jest.fn();
  const onPaid = jest.fn();
  const view = renderPayment(
    <AchPaymentModal
      invoiceId={INVOICE.id}
      slug="stripe-ach"
      reference="PAY-ACH-1"
      initialBankAccountId={initialBankAccountId}
      onClose={onClose}
      onPaid={onPaid}
    />,
  );
  const reported: unknown[] = [];
  configureApiClient({ ...apiClientOptions(), reportError: (error) => reported.push(error) });
  return { ...view, onClose, onPaid, reported };
}

function formOf(request: RecordedRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(request?.body)));
}

function lastRequest(url: string): RecordedRequest | undefined {
  return server?.requests.filter((request) => request.url === url).at(-1);
}

describe('ACH: a first account', () => {
  const TOKEN = { id: 'btok_sandbox_1', bank_account: { last4: '6789', bank_name: 'Test Bank', routing_number: '110000000' } };

  async function fillAccount(user: ReturnType<typeof renderAch>['user'], routing: string) {
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Bank routing number' }), routing);
    await user.type(screen.getByRole('textbox', { name: 'Bank account number' }), '000123456789');
  }

  it('introduces the authorization, takes the account, tokenizes it and goes to verify', async () => {
    const { user } = renderAch(achMetadata([]), {
      'POST /api/sandbox/bank-account-tokens': ok(TOKEN),
      'POST /api/client-cabinet/payments/PAY-ACH-1/stripe-ach-create': ok({ bank_account_id: NEW_ACCOUNT.id }),
    });
    expect(await screen.findByText(/one-time procedure/)).toBeInTheDocument();
    expect(screen.getByText('Acme Devs')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));

    expect(screen.getByRole('dialog', { name: 'Provide your bank account data' })).toBeInTheDocument();
    expect(screen.getByText(/2 micro-deposits/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await fillAccount(user, '110000000');
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /electronically debit my account .* correct erroneous debits/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole('dialog', { name: 'Deposits are made' })).toBeInTheDocument();
    expect(JSON.parse(String(lastRequest('/api/sandbox/bank-account-tokens')?.body))).toEqual({
      routing_number: '110000000',
      account_number: '000123456789',
      account_holder_name: 'Ada Lovelace',
      account_holder_type: 'company',
    });
    expect(formOf(lastRequest('/api/client-cabinet/payments/PAY-ACH-1/stripe-ach-create'))).toEqual({
      bank_account_id: 'btok_sandbox_1',
      token_response: JSON.stringify(TOKEN),
    });
  });

  it('checks the routing number before anything is sent', async () => {
    const { user } = renderAch(achMetadata([]));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await fillAccount(user, '123456789');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid 9-digit routing number')).toBeInTheDocument();
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows an account the company already keeps next to the account number, without a toast', async () => {
    const message = 'Your company already has this bank account (•••• 6789). Choose it from the saved bank accounts instead.';
    const { user, toasts } = renderAch(achMetadata([]), {
      'POST /api/sandbox/bank-account-tokens': ok(TOKEN),
      'POST /api/client-cabinet/payments/PAY-ACH-1/stripe-ach-create': failure(422, {
        message,
        errors: [{ property: 'account_number', message }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await fillAccount(user, '110000000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const accountNumber = screen.getByRole('textbox', { name: 'Bank account number' });
    await waitFor(() => expect(accountNumber).toHaveAccessibleDescription(message));
    expect(accountNumber).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Provide your bank account data' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it("shows the provider's tokenization error and stays on the form", async () => {
    const { user } = renderAch(achMetadata([]), {
      'POST /api/sandbox/bank-account-tokens': failure(422, { message: 'The routing number is not known.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    await fillAccount(user, '110000000');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The routing number is not known.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Provide your bank account data' })).toBeInTheDocument();
    expect(lastRequest('/api/client-cabinet/payments/PAY-ACH-1/stripe-ach-create')).toBeUndefined();
  });
});

describe('ACH: choosing a saved account', () => {
  it('lists masked accounts with their status and pays with a verified one', async () => {
    const { user, onPaid } = renderAch(achMetadata([VERIFIED_ACCOUNT, NEW_ACCOUNT]), {
      'POST /api/client-cabinet/payments/PAY-ACH-1/stripe-ach-pay': ok({ status: 'processing', reference: 'PAY-ACH-1' }),
    });
    const select = await screen.findByRole('combobox', { name: 'Bank account to pay from' });
    expect(select).toHaveTextContent('•••• 6789 (Verified)');
    await user.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['•••• 6789 (Verified)', '•••• 1234 (Not verified)']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Proceed to payment details' }));

    expect(
      await screen.findByRole('dialog', { name: 'ACH authorization successful! Now we are processing your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/may take up to 7 days/)).toBeInTheDocument();
    expect(screen.getByText('PAY-ACH-1')).toBeInTheDocument();
    expect(formOf(lastRequest('/api/client-cabinet/payments/PAY-ACH-1/stripe-ach-pay'))).toEqual({ bank_account_id: VERIFIED_ACCOUNT.id });
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('explains an unverified account and goes to verify when the bank is not verified', async () => {
    const { user } = renderAch(achMetadata([NEW_ACCOUNT]), {
      'POST /api/client-cabinet/payments/PAY-ACH-1/stripe-ach-pay': ok({ status: 'bank_not_verified', reference: 'PAY-ACH-1' }),
    });
    expect(await screen.findByText(/take 1-2 business days/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete ACH authorization' }));
    expect(await screen.findByRole('dialog', { name: 'Deposits are made' })).toBeInTheDocument();
  });

  it('goes to the authorization for a new bank account', async () => {
    const { user } = renderAch(achMetadata([VERIFIED_ACCOUNT]));
    await user.click(await screen.findByRole('button', { name: 'Verify new bank account' }));
    expect(await screen.findByText(/one-time procedure/)).toBeInTheDocument();
  });

  it('stays at the chooser with a toast and a report when paying fails', async () => {
    const { user, toasts, reported } = renderAch(achMetadata([VERIFIED_ACCOUNT]), {
      'POST /api/client-cabinet/payments/PAY-ACH-1/stripe-ach-pay': failure(409, { message: 'The payment is already under way.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed to payment details' }));
    await waitFor(() => expect(toasts).toEqual(['The payment is already under way.']));
    expect(reported).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Bank account to pay from' })).toBeInTheDocument();
  });
});

describe('ACH: verifying the deposits', () => {
  const VERIFY_URL = '/api/client-cabinet/payments/PAY-ACH-1/stripe-ach-verify';

  it('needs both amounts, clamps them to cents and verifies, then shows success', async () => {
    const { user } = renderAch(achMetadata([NEW_ACCOUNT]), { [`POST ${VERIFY_URL}`]: ok({ status: 'processing' }) }, NEW_ACCOUNT.id);
    const verify = await screen.findByRole('button', { name: 'Verify & Pay $1,234.50' });
    expect(verify).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Deposit amount 1' }), '32');
    expect(verify).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Deposit amount 2' }), '450');
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Deposit amount 2' })).toHaveValue('99');
    await user.clear(screen.getByRole('spinbutton', { name: 'Deposit amount 2' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Deposit amount 2' }), '45');
    await user.click(verify);
    expect(
      await screen.findByRole('dialog', { name: 'ACH authorization successful! Now we are processing your payment' }),
    ).toBeInTheDocument();
    expect(formOf(lastRequest(VERIFY_URL))).toEqual({ bank_account_id: NEW_ACCOUNT.id, 'amounts[0]': '32', 'amounts[1]': '45' });
  });

  it('shows the error and goes back to the chooser when the amounts are wrong', async () => {
    const { user, toasts, reported } = renderAch(
      achMetadata([NEW_ACCOUNT]),
      { [`POST ${VERIFY_URL}`]: failure(422, { errors: [{ message: 'The amounts do not match', property: 'amounts' }] }) },
      NEW_ACCOUNT.id,
    );
    await user.type(await screen.findByRole('spinbutton', { name: 'Deposit amount 1' }), '11');
    await user.type(screen.getByRole('spinbutton', { name: 'Deposit amount 2' }), '12');
    await user.click(screen.getByRole('button', { name: /Verify & Pay/ }));
    expect(await screen.findByRole('combobox', { name: 'Bank account to pay from' })).toBeInTheDocument();
    expect(toasts).toEqual(['The amounts do not match - amounts']);
    expect(reported).toHaveLength(1);
  });

  it('names the account being verified', async () => {
    renderAch(achMetadata([VERIFIED_ACCOUNT, NEW_ACCOUNT]), {}, NEW_ACCOUNT.id);
    expect(await screen.findByRole('dialog', { name: 'Deposits are made' })).toHaveTextContent('Bank account •••• 1234');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('6789');
  });

  it('keeps the account being verified selected after wrong amounts, though a verified one is listed first', async () => {
    const { user } = renderAch(achMetadata([VERIFIED_ACCOUNT, NEW_ACCOUNT]), {
      'POST /api/client-cabinet/payments/PAY-ACH-1/stripe-ach-pay': ok({ status: 'bank_not_verified', reference: 'PAY-ACH-1' }),
      [`POST ${VERIFY_URL}`]: failure(422, { errors: [{ message: 'The amounts do not match', property: 'amounts' }] }),
    });
    const select = await screen.findByRole('combobox', { name: 'Bank account to pay from' });
    expect(select).toHaveTextContent('•••• 6789 (Verified)');
    await user.click(select);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '•••• 1234 (Not verified)' }));
    await user.click(screen.getByRole('button', { name: 'Complete ACH authorization' }));
    expect(await screen.findByRole('dialog', { name: 'Deposits are made' })).toHaveTextContent('•••• 1234');
    await user.type(screen.getByRole('spinbutton', { name: 'Deposit amount 1' }), '11');
    await user.type(screen.getByRole('spinbutton', { name: 'Deposit amount 2' }), '12');
    await user.click(screen.getByRole('button', { name: /Verify & Pay/ }));
    const back = await screen.findByRole('combobox', { name: 'Bank account to pay from' });
    expect(back).toHaveTextContent('•••• 1234 (Not verified)');
    expect(screen.getByRole('button', { name: 'Complete ACH authorization' })).toBeInTheDocument();
  });
});

describe('ACH: closing', () => {
  const VERIFY_URL = '/api/client-cabinet/payments/PAY-ACH-1/stripe-ach-verify';
  const CANCEL_URL = '/api/client-cabinet/payments/PAY-ACH-1/stripe-ach-cancel';
  const cancelled = ok({
    reference: 'PAY-ACH-1',
    status: 'canceled',
    paid_to: 'Acme Devs',
    amount: { currency: 'USD', added_value: 123_450 },
    message: null,
  });
  const cancels = () => server?.requests.filter((request) => request.method === 'POST' && request.url === CANCEL_URL) ?? [];

  async function expectCancelAndClose(
    reach: (user: ReturnType<typeof renderAch>['user']) => Promise<void>,
    metadata: AchMetadata,
    replies: Replies = {},
    initial: string | null = null,
  ) {
    for (const control of ['Cancel', 'Close'] as const) {
      const view = renderAch(metadata, { [`POST ${CANCEL_URL}`]: cancelled, ...replies }, initial);
      await reach(view.user);
      const dialog = screen.getByRole('dialog');
      await view.user.click(within(dialog).getByRole('button', { name: control }));
      await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
      expect(view.onPaid).not.toHaveBeenCalled();
      // Nothing was paid: the payment started for the dialog is cancelled, once.
      await waitFor(() => expect(cancels()).toHaveLength(1));
      view.unmount();
      server?.restore();
    }
  }

  it('has Cancel and Close on the authorization intro', async () => {
    await expectCancelAndClose(async () => {
      await screen.findByRole('button', { name: 'Proceed' });
    }, achMetadata([]));
  });

  it('has Cancel and Close on the bank account form', async () => {
    await expectCancelAndClose(async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Proceed' }));
      await screen.findByRole('dialog', { name: 'Provide your bank account data' });
    }, achMetadata([]));
  });

  it('has Cancel and Close on the account chooser', async () => {
    await expectCancelAndClose(
      async () => {
        await screen.findByRole('combobox', { name: 'Bank account to pay from' });
      },
      achMetadata([VERIFIED_ACCOUNT]),
    );
  });

  it('has Cancel and Close on the deposits, and closing keeps the payment waiting for them', async () => {
    const { user, onClose, onPaid } = renderAch(achMetadata([NEW_ACCOUNT]), {}, NEW_ACCOUNT.id);
    await screen.findByRole('dialog', { name: 'Deposits are made' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onPaid).not.toHaveBeenCalled();
    expect(await screen.findByText(AWAITING_DEPOSITS_MESSAGE)).toBeInTheDocument();
    expect(server?.requests.filter((request) => request.url === VERIFY_URL)).toEqual([]);
    expect(cancels()).toEqual([]);
  });

  it('closing the chooser after wrong amounts keeps the payment waiting for its deposits', async () => {
    const { user, onClose } = renderAch(
      achMetadata([NEW_ACCOUNT]),
      { [`POST ${VERIFY_URL}`]: failure(422, { message: 'The amounts do not match the deposits. 2 attempts left.' }) },
      NEW_ACCOUNT.id,
    );
    await user.type(await screen.findByRole('spinbutton', { name: 'Deposit amount 1' }), '11');
    await user.type(screen.getByRole('spinbutton', { name: 'Deposit amount 2' }), '12');
    await user.click(screen.getByRole('button', { name: /Verify & Pay/ }));
    await screen.findByRole('combobox', { name: 'Bank account to pay from' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(AWAITING_DEPOSITS_MESSAGE)).toBeInTheDocument();
    expect(cancels()).toEqual([]);
  });

  it('a payment the server will not cancel (its debit started) is reported, not toasted', async () => {
    const { user, onClose, reported, toasts } = renderAch(achMetadata([]), {
      [`POST ${CANCEL_URL}`]: failure(409, { message: 'This payment is already being processed and can no longer be cancelled.' }),
    });
    await screen.findByRole('button', { name: 'Proceed' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(server?.requests.map((request) => request.url)).toContain(CANCEL_URL));
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(toasts).toEqual([]);
  });

  it('closing the success step by its close button emits success', async () => {
    const { user, onClose, onPaid } = renderAch(achMetadata([VERIFIED_ACCOUNT]), {
      'POST /api/client-cabinet/payments/PAY-ACH-1/stripe-ach-pay': ok({ status: 'processing', reference: 'PAY-ACH-1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed to payment details' }));
    await screen.findByRole('dialog', { name: 'ACH authorization successful! Now we are processing your payment' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without success before the payment is made', async () => {
    const { user, onClose, onPaid } = renderAch(achMetadata([]));
    await screen.findByRole('button', { name: 'Proceed' });
    await user.keyboard('[Escape]');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('reports a metadata failure and closes', async () => {
    server = fakeApi(() => failure(500, {}));
    const onClose = jest.fn();
    const reported: unknown[] = [];
    renderPayment(
      <AchPaymentModal
        invoiceId={INVOICE.id}
        slug="stripe-ach"
        reference={null}
        initialBankAccountId={null}
        onClose={onClose}
        onPaid={() => {}}
      />,
    );
    configureApiClient({ ...apiClientOptions(), reportError: (error) => reported.push(error) });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(reported.length).toBeGreaterThan(0);
    expect(server.requests[0]?.url).toBe(`/api/client-cabinet/invoice/${INVOICE.id}/payment-methods/stripe-ach/metadata`);
  });
});
