import { DEFAULT_INVOICE_SORT, INVOICE_SORT_KEYS, INVOICE_STATUSES, type InvoiceSort } from '@portal/api-schema';
import { defaultFilters } from '@portal/ui';
import { z } from 'zod';

/** What the invoices screen filters and sorts by; mirrored in the URL's search params. */
export const invoiceFiltersSchema = z.object({
  status: z.array(z.enum(INVOICE_STATUSES)).default([]),
  vendor: z.string().min(1).max(100).nullable().default(null),
  from: z.iso.date().nullable().default(null),
  to: z.iso.date().nullable().default(null),
  sort: z.enum(INVOICE_SORT_KEYS).default(DEFAULT_INVOICE_SORT),
});
export type InvoiceFilters = z.output<typeof invoiceFiltersSchema>;

export const EMPTY_FILTERS: InvoiceFilters = defaultFilters(invoiceFiltersSchema);

export const SORT_LABELS: Record<InvoiceSort, string> = {
  '-issued_on': 'Issued date, newest first',
  issued_on: 'Issued date, oldest first',
  '-due_on': 'Due date, latest first',
  due_on: 'Due date, earliest first',
};
