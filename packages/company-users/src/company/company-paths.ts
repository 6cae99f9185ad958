import { OPEN_INVOICE_STATUSES } from '@portal/api-schema/constants';

/** The My Company pages, and the lists a connection's counts lead to. */
export const COMPANY_PATHS = {
  company: '/company',
  information: '/company/information',
  business: '/company/business',
  connections: '/company/connections',
  /** The activity log (admins only). */
  activity: '/company/activity',
} as const;

/** The vendor's active contracts, as the contracts list reads its filters from the URL. */
export function activeContractsPath(vendorId: string): string {
  return `/contracts?${new URLSearchParams({ vendor: vendorId, status: 'active' }).toString()}`;
}

/** The vendor's invoices still to pay, as the invoices list reads its filters from the URL. */
export function openInvoicesPath(vendorId: string): string {
  const search = new URLSearchParams({ vendor: vendorId });
  for (const status of OPEN_INVOICE_STATUSES) search.append('status', status);
  return `/invoices?${search.toString()}`;
}
