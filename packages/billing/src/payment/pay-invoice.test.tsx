import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, apiClientOptions } from '@portal/api-client';
import { failure, fakeApi, type FakeServer, ok } from '@portal/api-client/testing';
import type { InvoiceDetail, PaymentMethod } from '@portal/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import PayInvoice, { WIRE_ANNOUNCED_MESSAGE } from './pay-invoice';
import { achMetadata, INVOICE, NEW_ACCOUNT, paymentMethod } from './testing/payment-fixtures';
import { renderPayment } from './testing/render-payment';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const METHODS_URL = `/api/client-cabinet/invoice/${INVOICE.id}/payment-methods`;
const WIRE = paymentMethod('marketplace-wire', { label: 'Wire transfer' });
const ANNOUNCE = `POST /api/client-cabinet/invoices/${INVOICE.id}/payment-methods/marketplace-wire/announce-wire`;

function renderPayInvoice(methods: PaymentMethod[], extraRoutes: Record<string, unknown> = {}, invoice: InvoiceDetail = INVOICE) {
  server = fakeApi((request) => {
    if (request.url === METHODS_URL) return ok(methods);
    const answer = extraRoutes[`${request.method} ${request.url}`];
    if (answer === undefined) return failure(404, { message: 'Not found' });
    return typeof answer === 'function' ? (answer as () => never)() : ok(answer);
  });
  const onClose = jest.fn();
  const onPaid = jest.fn();
  const view = renderPayment(<PayInvoice invoice={invoice} open onClose={onClose} onPaid={onPaid} />);
  const reported: unknown[] = [];
  configureApiClient({ ...apiClientOptions(), reportError: (error) => reported.push(error) });
  return { ...view, onClose, onPaid, reported };
}

describe('PayInvoice', () => {
  it('shows the chooser with the invoice total and vendor, then the wire details; Done announces the wire and emits success', async () => {
    const { user, onPaid, onClose, toasts } = renderPayInvoice([WIRE], {
      [`GET /api/client-cabinet/invoice/${INVOICE.id}/payment-methods/marketplace-wire/metadata`]: {
        title: 'Pay by wire',
        billing_details: '<p>IBAN DE89</p>',
      },
      [ANNOUNCE]: { reference: 'PAY-1', status: 'processing', paid_to: 'Acme Devs', amount: INVOICE.total, message: null },
    });
    expect(await screen.findByRole('dialog', { name: '$1,234.50' })).toBeInTheDocument();
    expect(screen.getByText('Acme Devs')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Wire transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Pay by wire' })).toBeInTheDocument();
    expect(screen.getByText('IBAN DE89')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(server?.requests.filter((request) => `${request.method} ${request.url}` === ANNOUNCE)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(WIRE_ANNOUNCED_MESSAGE)).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('a refused Done keeps the wire modal open with the reason, and emits nothing', async () => {
    const { user, onPaid, toasts } = renderPayInvoice([WIRE], {
      [`GET /api/client-cabinet/invoice/${INVOICE.id}/payment-methods/marketplace-wire/metadata`]: {
        title: 'Pay by wire',
        billing_details: '<p>IBAN DE89</p>',
      },
      [ANNOUNCE]: () => failure(409, { message: 'This invoice cannot be paid now.' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Wire transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay by wire' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This invoice cannot be paid now.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('creates the payment first and loads the metadata by its reference', async () => {
    const wire = paymentMethod('payoneer-swift-wire', { label: 'SWIFT', needCreatePayment: true });
    const { user } = renderPayInvoice([wire], {
      [`POST /api/client-cabinet/invoices/${INVOICE.id}/payment-methods/payoneer-swift-wire/pay`]: { reference: 'PAY-7' },
      'GET /api/client-cabinet/payments/PAY-7/payment-methods/payoneer-swift-wire/metadata': {
        title: 'SWIFT wire',
        billing_details: '<p>BIC X</p>',
      },
    });
    await user.click(await screen.findByRole('radio', { name: /SWIFT/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'SWIFT wire' })).toBeInTheDocument();
  });

  it('reports a failed payment creation without a toast and closes', async () => {
    const card = paymentMethod('stripe-card', { label: 'Card', needCreatePayment: true });
    const { user, onClose, reported, toasts } = renderPayInvoice([card], {
      [`POST /api/client-cabinet/invoices/${INVOICE.id}/payment-methods/stripe-card/pay`]: () => failure(409, { message: 'Already paid' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Card/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(reported).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('opens a redirect method in a new window and closes', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const redirect = paymentMethod('payoneer-checkout', { label: 'Payoneer', redirectUrl: 'https://pay.example.test/i/1' });
    const { user, onClose } = renderPayInvoice([redirect]);
    await user.click(await screen.findByRole('radio', { name: /Payoneer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('https://pay.example.test/i/1', '_blank', 'noopener,noreferrer');
    expect(onClose).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('shows Something went wrong. for an unknown method and stays at the chooser', async () => {
    const { user, onClose } = renderPayInvoice([paymentMethod('bitcoin', { label: 'Bitcoin' })]);
    await user.click(await screen.findByRole('radio', { name: /Bitcoin/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '$1,234.50' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports a failed metadata load without a toast and closes', async () => {
    const { user, onClose, reported, toasts } = renderPayInvoice([WIRE], {
      [`GET /api/client-cabinet/invoice/${INVOICE.id}/payment-methods/marketplace-wire/metadata`]: () => failure(404, { message: 'Gone' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Wire transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(reported).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('starts again at the chooser when opened again', async () => {
    server = fakeApi((request) =>
      request.url === METHODS_URL ? ok([WIRE]) : ok({ title: 'Pay by wire', billing_details: '<p>IBAN</p>' }),
    );
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Pay
          </button>
          <PayInvoice invoice={INVOICE} open={open} onClose={() => setOpen(false)} onPaid={() => setOpen(false)} />
        </>
      );
    }
    const { user } = renderPayment(<Reopenable />);
    await user.click(await screen.findByRole('radio', { name: /Wire transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('dialog', { name: '$1,234.50' })).toBeInTheDocument();
  });

  it('Cancel closes the flow', async () => {
    const { user, onClose } = renderPayInvoice([WIRE]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goes straight to verifying the deposits of a pending ACH payment', async () => {
    const pending = {
      ...INVOICE,
      status: 'ach_verification_pending' as const,
      pending_ach: { reference: 'PAY-ACH-1', bank_account_id: NEW_ACCOUNT.id },
    };
    renderPayInvoice(
      [],
      { 'GET /api/client-cabinet/payments/PAY-ACH-1/payment-methods/stripe-ach/metadata': achMetadata([NEW_ACCOUNT]) },
      pending,
    );
    expect(await screen.findByRole('dialog', { name: 'Deposits are made' })).toBeInTheDocument();
    expect(server?.requests.map((request) => request.url)).not.toContain(METHODS_URL);
  });
});
