import { api, apiClientOptions, errorToastText, httpClient, toApiError } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type InvoiceCount,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoicesWidget,
  type Vendor,
} from '@portal/contract';

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

/** The file name of a Content-Disposition header (RFC 5987 form first), or null. */
export function attachmentFileName(contentDisposition: string | null | undefined): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1]?.trim() || null;
}

/** Hands a Blob to the browser as a file download through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A failed file request's body arrives as a Blob (or text); the API's `{ data: { message } }` is inside. */
async function withJsonErrorBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  const body = response?.data;
  if (response && (body instanceof Blob || typeof body === 'string')) {
    try {
      response.data = JSON.parse(body instanceof Blob ? await body.text() : body) as unknown;
    } catch {
      // Not JSON: the toast falls back to its generic text.
    }
  }
  return error;
}

/**
 * Downloads a file of the API with the bearer token (a plain link could not send it) and saves
 * it. Failures are told in a toast; resolves to whether the file was saved.
 */
export async function downloadFile(url: string, fallbackFileName: string): Promise<boolean> {
  try {
    const response = await httpClient.get<Blob | string>(url, { responseType: 'blob', headers: { Accept: '*/*' } });
    const blob = response.data instanceof Blob ? response.data : new Blob([response.data]);
    const header = response.headers['content-disposition'] as string | undefined;
    saveBlob(blob, attachmentFileName(header) ?? fallbackFileName);
    return true;
  } catch (error) {
    apiClientOptions().notifyError(errorToastText(toApiError(await withJsonErrorBody(error))));
    return false;
  }
}

export function invoicesCsvUrl(query: InvoiceListQuery): string {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return withSearch(API_PATHS.invoicesCsv, invoiceListSearch(filters));
}

export function invoicePdfUrl(id: string): string {
  return apiPath(API_PATHS.invoicePdf, { id });
}
