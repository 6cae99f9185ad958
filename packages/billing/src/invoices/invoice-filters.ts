import {
  DEFAULT_INVOICE_SORT,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  type InvoiceListQuery,
  type InvoiceSort,
  type InvoiceStatus,
} from '@portal/api-schema';
import { z } from 'zod';

/** What the invoices screen filters and sorts by; mirrored in the URL's search params. */
export interface InvoiceFilters {
  status: InvoiceStatus[];
  vendor: string | null;
  from: string | null;
  to: string | null;
  sort: InvoiceSort;
}

export const EMPTY_FILTERS: InvoiceFilters = { status: [], vendor: null, from: null, to: null, sort: DEFAULT_INVOICE_SORT };

const statusSchema = z.enum(INVOICE_STATUSES);
const sortSchema = z.enum(INVOICE_SORT_KEYS);
const dateSchema = z.iso.date();
const vendorSchema = z.string().min(1).max(100);

function parsed<T>(schema: z.ZodType<T>, value: string | null): T | null {
  if (value === null) return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** Reads the filters of a shared link or a reload; a value that makes no sense is ignored. */
export function filtersFromSearch(search: URLSearchParams): InvoiceFilters {
  const statuses = search.getAll('status').flatMap((value) => parsed(statusSchema, value) ?? []);
  return {
    status: [...new Set(statuses)],
    vendor: parsed(vendorSchema, search.get('vendor')),
    from: parsed(dateSchema, search.get('from')),
    to: parsed(dateSchema, search.get('to')),
    sort: parsed(sortSchema, search.get('sort')) ?? DEFAULT_INVOICE_SORT,
  };
}

/** The search params of `filters`; defaults are left out so that links stay short. */
export function filtersToSearch(filters: InvoiceFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of filters.status) search.append('status', status);
  if (filters.vendor) search.set('vendor', filters.vendor);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.sort !== DEFAULT_INVOICE_SORT) search.set('sort', filters.sort);
  return search;
}

export function hasActiveFilters(filters: InvoiceFilters): boolean {
  return filters.status.length > 0 || filters.vendor !== null || filters.from !== null || filters.to !== null;
}

/** The API's list query for `filters`, at one page. */
export function listQueryOf(filters: InvoiceFilters, cursor?: string): InvoiceListQuery {
  return {
    status: filters.status,
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    sort: filters.sort,
    ...(cursor ? { cursor } : {}),
  };
}

export const SORT_LABELS: Record<InvoiceSort, string> = {
  '-issued_on': 'Issued date, newest first',
  issued_on: 'Issued date, oldest first',
  '-due_on': 'Due date, latest first',
  due_on: 'Due date, earliest first',
};
