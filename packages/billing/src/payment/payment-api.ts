import { api } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  SANDBOX_PATHS,
  type AchMetadata,
  type BankAccountInput,
  type BankAccountToken,
  type CardMetadata,
  type PaymentCreated,
  type PaymentMethod,
  type PaymentResult,
  type WireMetadata,
} from '@portal/api-schema';
import { paymentMetadataUrl } from './payment-flow';

export interface PaymentMetadataArgs {
  invoiceId: string;
  slug: string;
  reference: string | null;
}

export interface SetPaymentStatusArgs {
  /** The provider kind, e.g. 'stripe-card'. */
  provider: string;
  reference: string;
  status: string;
  /** The checkout's token and args, sent as JSON in raw_request. */
  token: unknown;
  args: unknown;
}

export type AchPayResult = { status: string; reference: string };

// A payment changes the invoice, the list and the dashboard's outstanding amounts.
const PAID_INVOICE_TAGS = ['Invoice', 'Invoices', 'InvoicesWidget'] as const;

const paymentTaggedApi = api.enhanceEndpoints({ addTagTypes: PAID_INVOICE_TAGS });

/**
 * The payment calls. A failure to load metadata or to create a payment goes to error reporting
 * rather than a toast (the flow closes its modal or shows its own message), so those calls are
 * silent. ACH failures show the usual toast.
 */
export const paymentApi = paymentTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethod[], string>({
      query: (invoiceId) => ({ url: apiPath(API_PATHS.invoicePaymentMethods, { id: invoiceId }) }),
    }),
    createPayment: build.mutation<PaymentCreated, { invoiceId: string; slug: string }>({
      query: ({ invoiceId, slug }) => ({ url: apiPath(API_PATHS.pay, { id: invoiceId, slug }), method: 'POST', silent: true }),
    }),
    getWireMetadata: build.query<WireMetadata, PaymentMetadataArgs>({
      query: ({ invoiceId, slug, reference }) => ({ url: paymentMetadataUrl(invoiceId, slug, reference), silent: true }),
    }),
    getCardMetadata: build.query<CardMetadata, PaymentMetadataArgs>({
      query: ({ invoiceId, slug, reference }) => ({ url: paymentMetadataUrl(invoiceId, slug, reference), silent: true }),
    }),
    getAchMetadata: build.query<AchMetadata, PaymentMetadataArgs>({
      query: ({ invoiceId, slug, reference }) => ({ url: paymentMetadataUrl(invoiceId, slug, reference), silent: true }),
      keepUnusedDataFor: 0,
    }),
    // Done of the wire modal: the wire on its way. A refusal is shown in the modal, so the call is silent.
    announceWire: build.mutation<PaymentResult, { invoiceId: string; slug: string }>({
      query: ({ invoiceId, slug }) => ({ url: apiPath(API_PATHS.announceWire, { id: invoiceId, slug }), method: 'POST', silent: true }),
      invalidatesTags: (result) => (result ? [...PAID_INVOICE_TAGS] : []),
    }),
    // The card modal shows a failure itself, with the server's message.
    setPaymentStatus: build.mutation<PaymentResult, SetPaymentStatusArgs>({
      query: ({ provider, reference, status, token, args }) => ({
        url: apiPath(API_PATHS.setPaymentStatus, { reference }),
        method: 'POST',
        form: true,
        silent: true,
        data: { 'set-payment-status': provider, reference, status, raw_request: JSON.stringify({ token, args }) },
      }),
      invalidatesTags: (result) => (result ? [...PAID_INVOICE_TAGS] : []),
    }),
    // The sandbox tokenizer's error is shown in the form, as a provider's would be.
    createSandboxBankAccountToken: build.mutation<BankAccountToken, BankAccountInput>({
      query: (input) => ({ url: SANDBOX_PATHS.bankAccountTokens, method: 'POST', data: input, silent: true }),
    }),
    // The form shows a refusal next to its field (an account the company already keeps) or in its alert.
    achCreate: build.mutation<{ bank_account_id: string }, { reference: string; bankAccountId: string; tokenResponse?: unknown }>({
      query: ({ reference, bankAccountId, tokenResponse }) => ({
        url: apiPath(API_PATHS.achCreate, { reference }),
        method: 'POST',
        form: true,
        silent: true,
        data: {
          bank_account_id: bankAccountId,
          token_response: tokenResponse === undefined ? undefined : JSON.stringify(tokenResponse),
        },
      }),
      // The invoice now waits for the deposits: its page offers 'Verify bank account'.
      invalidatesTags: (result) => (result ? [...PAID_INVOICE_TAGS] : []),
    }),
    achPay: build.mutation<AchPayResult, { reference: string; bankAccountId: string }>({
      query: ({ reference, bankAccountId }) => ({
        url: apiPath(API_PATHS.achPay, { reference }),
        method: 'POST',
        form: true,
        data: { bank_account_id: bankAccountId },
      }),
      invalidatesTags: (result) => (result ? [...PAID_INVOICE_TAGS] : []),
    }),
    achVerify: build.mutation<unknown, { reference: string; bankAccountId: string; amounts: [number, number] }>({
      query: ({ reference, bankAccountId, amounts }) => ({
        url: apiPath(API_PATHS.achVerify, { reference }),
        method: 'POST',
        form: true,
        data: { bank_account_id: bankAccountId, 'amounts[0]': amounts[0], 'amounts[1]': amounts[1] },
      }),
      // Wrong amounts change the invoice too: its timeline, and after the last try its status.
      invalidatesTags: [...PAID_INVOICE_TAGS],
    }),
    // Closing the dialog before paying: nothing to tell the customer, who has left; a failure is reported.
    achCancel: build.mutation<PaymentResult, { reference: string }>({
      query: ({ reference }) => ({ url: apiPath(API_PATHS.achCancel, { reference }), method: 'POST', silent: true }),
      invalidatesTags: (result) => (result ? [...PAID_INVOICE_TAGS] : []),
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useCreatePaymentMutation,
  useAnnounceWireMutation,
  useGetWireMetadataQuery,
  useGetCardMetadataQuery,
  useGetAchMetadataQuery,
  useSetPaymentStatusMutation,
  useCreateSandboxBankAccountTokenMutation,
  useAchCreateMutation,
  useAchPayMutation,
  useAchVerifyMutation,
  useAchCancelMutation,
} = paymentApi;
