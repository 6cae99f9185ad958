import { defineLiveTags, liveTag } from '@portal/api-client/light';
import type { BILLING_TAG_TYPES } from './billing-api';

type BillingTagType = (typeof BILLING_TAG_TYPES)[number];

/** What billing's pages show of the live updates: an invoice (a payment's change names its invoice), the lists and the dashboard card. */
export const liveTags = defineLiveTags<BillingTagType>({
  invoice: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget'],
  payment: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget'],
});
