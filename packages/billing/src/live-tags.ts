import { defineLiveTags, liveTag } from '@portal/api-client/light';
import type { BILLING_TAG_TYPES } from './billing-api';

type BillingTagType = (typeof BILLING_TAG_TYPES)[number];

/**
 * What billing's pages show of the live updates: an invoice (a payment's change names its invoice),
 * the lists, the dashboard card, the saved payment methods, and the company's defaults that invoices show.
 */
export const liveTags = defineLiveTags<BillingTagType>({
  invoice: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget'],
  // A payment's change may change what waits for an account's deposits, which the payment methods page tells.
  payment: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget', 'PaymentMethods'],
  payment_method: () => ['PaymentMethods'],
  // The company's default PO number and cost centre apply to every invoice that names none of its own.
  company: () => ['Invoice', 'Invoices'],
});
