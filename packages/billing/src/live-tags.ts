import { defineLiveTags, liveTag } from '@portal/api-client/light';
import type { BILLING_TAG_TYPES } from './billing-api';

type BillingTagType = (typeof BILLING_TAG_TYPES)[number];

/**
 * What billing's pages show of the live updates: an invoice (a payment's change names its invoice),
 * the lists and the dashboard card, and the company's defaults that invoices show.
 */
export const liveTags = defineLiveTags<BillingTagType>({
  invoice: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget'],
  payment: ({ id }) => [liveTag('Invoice', id), 'Invoices', 'InvoicesWidget'],
  // The company's default PO number and cost centre apply to every invoice that names none of its own.
  company: () => ['Invoice', 'Invoices'],
});
