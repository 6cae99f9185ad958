import { DEFAULT_INVOICE_SORT, INVOICE_SORT_KEYS, INVOICE_STATUSES, type InvoiceSort } from '@portal/api-schema';
import { defaultFilters, filterField, type FiltersOf, isIsoDate, isOneOf, isUuid, listFilter, optionalFilter } from '@portal/ui';

/** What the invoices screen filters and sorts by; mirrored in the URL's search params. */
export const invoiceFiltersSchema = {
  status: listFilter(INVOICE_STATUSES),
  // A vendor is named by its id: anything else in the URL reads as all vendors, as the other
  // lists' vendor filters do, rather than a request the API refuses.
  vendor: optionalFilter(isUuid),
  from: optionalFilter(isIsoDate),
  to: optionalFilter(isIsoDate),
  sort: filterField(isOneOf(INVOICE_SORT_KEYS), DEFAULT_INVOICE_SORT),
};
export type InvoiceFilters = FiltersOf<typeof invoiceFiltersSchema>;

/** The API's words for a period that ends before it starts, told beside the To field. */
export const END_BEFORE_START = 'The end date must not be before the start date.';

/**
 * What is wrong with the filters before they are sent: a period that ends before it starts
 * (typed in, or in the URL) is told beside its To field instead of as the API's refusal.
 */
export function invoiceFilterErrors(filters: Pick<InvoiceFilters, 'from' | 'to'>): { to?: string } {
  // ISO days compare as text.
  if (filters.from && filters.to && filters.to < filters.from) return { to: END_BEFORE_START };
  return {};
}

export const EMPTY_FILTERS: InvoiceFilters = defaultFilters(invoiceFiltersSchema);

export const SORT_LABELS: Record<InvoiceSort, string> = {
  '-issued_on': 'Issued date, newest first',
  issued_on: 'Issued date, oldest first',
  '-due_on': 'Due date, latest first',
  due_on: 'Due date, earliest first',
};
