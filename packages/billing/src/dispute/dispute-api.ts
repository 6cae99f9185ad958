import { API_PATHS, apiPath, type DisputeMessageInput, type InvoiceDispute, type RaiseDisputeInput } from '@portal/api-schema';
import { billingApi } from '../billing-api';

/**
 * An invoice's dispute: tagged as the invoice, so that whatever changes the invoice (the vendor's
 * answer arriving as a live change, a payment) reloads it too. The mutations are silent: the
 * dialog and the reply form show their errors beside their fields.
 */
const disputeApi = billingApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceDispute: build.query<InvoiceDispute, string>({
      query: (id) => ({ url: apiPath(API_PATHS.invoiceDispute, { id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    raiseDispute: build.mutation<InvoiceDispute, { invoiceId: string; input: RaiseDisputeInput }>({
      query: ({ invoiceId, input }) => ({
        url: apiPath(API_PATHS.invoiceDisputes, { id: invoiceId }),
        method: 'POST',
        data: input,
        silent: true,
      }),
      invalidatesTags: (_result, _error, { invoiceId }) => [{ type: 'Invoice', id: invoiceId }, 'Invoices', 'InvoicesWidget'],
    }),
    addDisputeMessage: build.mutation<InvoiceDispute, { invoiceId: string; input: DisputeMessageInput }>({
      query: ({ invoiceId, input }) => ({
        url: apiPath(API_PATHS.invoiceDisputeMessages, { id: invoiceId }),
        method: 'POST',
        data: input,
        silent: true,
      }),
      invalidatesTags: (_result, _error, { invoiceId }) => [{ type: 'Invoice', id: invoiceId }],
    }),
  }),
});

export const { useGetInvoiceDisputeQuery, useRaiseDisputeMutation, useAddDisputeMessageMutation } = disputeApi;
