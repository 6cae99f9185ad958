import {
  DEFAULT_INVOICE_SORT,
  INVOICE_REFERENCE_MAX_LENGTH,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  type InvoiceSort,
} from '@portal/api-schema';
import {
  defaultFilters,
  filterField,
  type FiltersOf,
  isIsoDate,
  isOneOf,
  isUuid,
  listFilter,
  optionalFilter,
  searchFilter,
} from '@portal/ui';

/** What the invoices screen filters and sorts by; mirrored in the URL's search params. */
export const invoiceFiltersSchema = {
  status: listFilter(INVOICE_STATUSES),
  // A vendor is named by its id: anything else in the URL reads as all vendors, as the other
  // lists' vendor filters do, rather than a request the API refuses.
  vendor: optionalFilter(isUuid),
  from: optionalFilter(isIsoDate),
  to: optionalFilter(isIsoDate),
  // Exact values, the invoice's own or else the company's default, as the API matches them.
  po_number: searchFilter(INVOICE_REFERENCE_MAX_LENGTH),
  cost_centre: searchFilter(INVOICE_REFERENCE_MAX_LENGTH),
  sort: filterField(isOneOf(INVOICE_SORT_KEYS), DEFAULT_INVOICE_SORT),
};
export type InvoiceFilters = FiltersOf<typeof invoiceFiltersSchema>;

export const EMPTY_FILTERS: InvoiceFilters = defaultFilters(invoiceFiltersSchema);

export const SORT_LABELS: Record<InvoiceSort, string> = {
  '-issued_on': 'Issued date, newest first',
  issued_on: 'Issued date, oldest first',
  '-due_on': 'Due date, latest first',
  due_on: 'Due date, earliest first',
};
