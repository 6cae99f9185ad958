import { CONTRACT_IN_FORCE_STATUSES, OPEN_INVOICE_STATUSES } from '@portal/api-schema/constants';

/** The My Company pages, and the lists a connection's counts lead to. */
export const COMPANY_PATHS = {
  company: '/company',
  information: '/company/information',
  business: '/company/business',
  connections: '/company/connections',
  /** The activity log (admins only). */
  activity: '/company/activity',
} as const;

/**
 * The vendor's contracts in force (those that keep the connection from ending), as the contracts
 * list reads its filters from the URL.
 */
export function contractsInForcePath(vendorId: string): string {
  const search = new URLSearchParams({ vendor: vendorId });
  for (const status of CONTRACT_IN_FORCE_STATUSES) search.append('status', status);
  return `/contracts?${search.toString()}`;
}

/** The vendor's invoices still to pay, as the invoices list reads its filters from the URL. */
export function openInvoicesPath(vendorId: string): string {
  const search = new URLSearchParams({ vendor: vendorId });
  for (const status of OPEN_INVOICE_STATUSES) search.append('status', status);
  return `/invoices?${search.toString()}`;
}
