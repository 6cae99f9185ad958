import { api } from '@portal/api-client';
import { API_PATHS, type PayInvoicesBody, type PayInvoicesResult } from '@portal/api-schema';

// Paying changes the invoices, their pages, the list and the dashboard's outstanding amounts, as
// the single payment does (payment-api.ts).
const PAID_INVOICE_TAGS = ['Invoice', 'Invoices', 'InvoicesWidget'] as const;

const paySeveralApi = api.enhanceEndpoints({ addTagTypes: PAID_INVOICE_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    // Silent: the dialog shows a refusal beside the method (422) or as its alert, not in a toast.
    payInvoices: build.mutation<PayInvoicesResult, PayInvoicesBody>({
      query: (body) => ({ url: API_PATHS.payInvoices, method: 'POST', data: body, silent: true }),
      // Every invoice sent: a skipped one may have changed meanwhile, which is why it was skipped.
      invalidatesTags: (_result, _error, body) => [
        ...body.invoice_ids.map((id) => ({ type: 'Invoice' as const, id })),
        'Invoices',
        'InvoicesWidget',
      ],
    }),
  }),
});

export const { usePayInvoicesMutation } = paySeveralApi;
