import { api } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type InvoiceCount,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoicesWidget,
  type Vendor,
} from '@portal/api-schema';

export const BILLING_TAG_TYPES = ['Invoice', 'Invoices', 'InvoicesWidget'] as const;

/** The list's filters alone, without sort or page: all that the count depends on. */
export type InvoiceFilterQuery = Omit<InvoiceListQuery, 'sort' | 'limit' | 'cursor'>;

export function invoiceFilterQuery(query: InvoiceListQuery): InvoiceFilterQuery {
  const { sort: _sort, limit: _limit, cursor: _cursor, ...filters } = query;
  return filters;
}

/**
 * The list query as a query string. `status` repeats (`status=open&status=paid`), which is what
 * the API reads; axios would send `status[]=` instead.
 */
export function invoiceListSearch(query: InvoiceListQuery): string {
  const search = new URLSearchParams();
  const statuses = query.status === undefined ? [] : Array.isArray(query.status) ? query.status : [query.status];
  for (const status of statuses) search.append('status', status);
  if (query.vendor) search.set('vendor', query.vendor);
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (query.sort) search.set('sort', query.sort);
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  if (query.cursor) search.set('cursor', query.cursor);
  return search.toString();
}

function withSearch(path: string, search: string): string {
  return search === '' ? path : `${path}?${search}`;
}

export function invoicePath(id: string): string {
  return apiPath(API_PATHS.invoice, { id });
}

/** The screens show load failures in place (error states with a retry), so queries are silent. */
export const billingApi = api.enhanceEndpoints({ addTagTypes: BILLING_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoicePage, InvoiceListQuery>({
      query: (query) => ({ url: withSearch(API_PATHS.invoices, invoiceListSearch(query)), silent: true }),
      providesTags: (result) => [
        'Invoices',
        ...(result?.items ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id })),
      ],
    }),
    // Its own call: counting costs far more than a page, so the list never waits for it.
    getInvoiceCount: build.query<InvoiceCount, InvoiceFilterQuery>({
      query: (query) => ({
        url: withSearch(API_PATHS.invoicesCount, invoiceListSearch(invoiceFilterQuery(query))),
        silent: true,
      }),
      providesTags: ['Invoices'],
    }),
    getInvoiceVendors: build.query<Vendor[], void>({
      query: () => ({ url: API_PATHS.invoiceVendors, silent: true }),
    }),
    getInvoice: build.query<InvoiceDetail, string>({
      query: (id) => ({ url: invoicePath(id), silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    getInvoicesWidget: build.query<InvoicesWidget, void>({
      query: () => ({ url: API_PATHS.invoicesWidget, silent: true }),
      providesTags: ['InvoicesWidget'],
    }),
    // Not silent: a refusal (e.g. 409 when the invoice moved on meanwhile) is told in a toast.
    acceptDelivery: build.mutation<InvoiceDetail, string>({
      query: (id) => ({ url: apiPath(API_PATHS.acceptDelivery, { id }), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Invoice', id }, 'Invoices', 'InvoicesWidget'],
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useGetInvoiceCountQuery,
  useGetInvoiceVendorsQuery,
  useGetInvoiceQuery,
  useGetInvoicesWidgetQuery,
  useAcceptDeliveryMutation,
} = billingApi;

export function invoicesCsvUrl(query: InvoiceListQuery): string {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return withSearch(API_PATHS.invoicesCsv, invoiceListSearch(filters));
}

export function invoicePdfUrl(id: string): string {
  return apiPath(API_PATHS.invoicePdf, { id });
}
