import { defineLiveTags, liveTag } from '@portal/api-client/light';
import type { BILLING_TAG_TYPES } from './billing-api';

type BillingTagType = (typeof BILLING_TAG_TYPES)[number];

/** What billing's pages show of the live updates: an invoice (a payment's change names its invoice), the lists, the dashboard card and the saved payment methods. */
export const liveTags = defineLiveTags<BillingTagType>({
  invoice: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget'],
  // A payment's change may change what waits for an account's deposits, which the payment methods page tells.
  payment: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget', 'PaymentMethods'],
  payment_method: () => ['PaymentMethods'],
});
