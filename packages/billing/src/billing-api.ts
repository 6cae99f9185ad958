import { api, pathWithQuery } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type InvoiceCount,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceReferences,
  type InvoicesWidget,
  type InvoiceTimelineEntry,
  type Spend,
  type Vendor,
} from '@portal/api-schema';

export const BILLING_TAG_TYPES = ['Invoice', 'Invoices', 'InvoicesWidget', 'PaymentMethods'] as const;

/** The list's filters alone, without sort or page: all that the count depends on. */
export type InvoiceFilterQuery = Omit<InvoiceListQuery, 'sort' | 'limit' | 'cursor'>;

export function invoiceFilterQuery(query: InvoiceListQuery): InvoiceFilterQuery {
  const { sort: _sort, limit: _limit, cursor: _cursor, ...filters } = query;
  return filters;
}

export function invoicePath(id: string): string {
  return apiPath(API_PATHS.invoice, { id });
}

/**
 * The screens show load failures in place (error states with a retry) beside the toast every
 * failed load gets; the count and the vendor filter's options are secondary, so asked silently.
 */
export const billingApi = api.enhanceEndpoints({ addTagTypes: BILLING_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoicePage, InvoiceListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.invoices, query) }),
      providesTags: (result) => ['Invoices', ...(result?.items ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id }))],
    }),
    // Its own call: counting costs far more than a page, so the list never waits for it.
    getInvoiceCount: build.query<InvoiceCount, InvoiceFilterQuery>({
      query: (query) => ({
        url: pathWithQuery(API_PATHS.invoicesCount, invoiceFilterQuery(query)),
        silent: true,
      }),
      providesTags: ['Invoices'],
    }),
    getInvoiceVendors: build.query<Vendor[], void>({
      query: () => ({ url: API_PATHS.invoiceVendors, silent: true }),
    }),
    getInvoice: build.query<InvoiceDetail, string>({
      query: (id) => ({ url: invoicePath(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    // Tagged as the invoice: whatever changes the invoice (a payment, delivery) reloads it too.
    getInvoiceTimeline: build.query<InvoiceTimelineEntry[], string>({
      query: (id) => ({ url: apiPath(API_PATHS.invoiceTimeline, { id }), silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    getInvoicesWidget: build.query<InvoicesWidget, void>({
      query: () => ({ url: API_PATHS.invoicesWidget }),
      providesTags: ['InvoicesWidget'],
    }),
    getSpend: build.query<Spend, void>({
      query: () => ({ url: API_PATHS.invoicesSpend }),
      providesTags: ['InvoicesWidget'],
    }),
    // Not silent: a refusal (e.g. 409 when the invoice moved on meanwhile) is told in a toast.
    acceptDelivery: build.mutation<InvoiceDetail, string>({
      query: (id) => ({ url: apiPath(API_PATHS.acceptDelivery, { id }), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Invoice', id }, 'Invoices', 'InvoicesWidget'],
    }),
    // Silent: a refusal is shown beside the dialog's fields (applyServerErrors), not in a toast.
    updateInvoiceReferences: build.mutation<InvoiceDetail, { id: string; references: InvoiceReferences }>({
      query: ({ id, references }) => ({
        url: apiPath(API_PATHS.invoiceReferences, { id }),
        method: 'PUT',
        data: references,
        silent: true,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Invoice', id }, 'Invoices'],
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useGetInvoiceCountQuery,
  useGetInvoiceVendorsQuery,
  useGetInvoiceQuery,
  useGetInvoiceTimelineQuery,
  useGetInvoicesWidgetQuery,
  useGetSpendQuery,
  useAcceptDeliveryMutation,
  useUpdateInvoiceReferencesMutation,
} = billingApi;

export function invoicesCsvUrl(query: InvoiceListQuery): string {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return pathWithQuery(API_PATHS.invoicesCsv, filters);
}

/** The PDFs of the filtered list as one ZIP file: the list's filters and sort, without its page. */
export function invoicePdfsZipUrl(query: InvoiceListQuery): string {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return pathWithQuery(API_PATHS.invoicesPdfZip, filters);
}

export function invoicePdfUrl(id: string): string {
  return apiPath(API_PATHS.invoicePdf, { id });
}
