import { api } from '@portal/api-client';
import { API_PATHS, apiPath, type CardSetup, type SavedBankAccount, type SavedCard, type SavedPaymentMethods } from '@portal/api-schema';

const TAGS = ['PaymentMethods', 'Invoice', 'Invoices', 'InvoicesWidget'] as const;

/**
 * The company's saved payment methods. The page shows a refusal in the dialog that asked (a kept
 * account beside its number, wrong deposits, a removal refused, a card that could not be saved),
 * so those changes are silent; a refused default or card setup is told by the usual toast.
 */
const paymentMethodsApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getSavedPaymentMethods: build.query<SavedPaymentMethods, void>({
      query: () => ({ url: API_PATHS.savedPaymentMethods }),
      providesTags: ['PaymentMethods'],
    }),
    addBankAccount: build.mutation<SavedBankAccount, { tokenId: string }>({
      query: ({ tokenId }) => ({
        url: API_PATHS.savedBankAccounts,
        method: 'POST',
        form: true,
        silent: true,
        data: { bank_account_id: tokenId },
      }),
      invalidatesTags: (result) => (result ? ['PaymentMethods'] : []),
    }),
    // Deposits sent for a payment verify through it, which then pays its invoice.
    verifyBankAccount: build.mutation<SavedBankAccount, { id: string; amounts: [number, number] }>({
      query: ({ id, amounts }) => ({
        url: apiPath(API_PATHS.savedBankAccountVerify, { id }),
        method: 'POST',
        form: true,
        silent: true,
        data: { 'amounts[0]': amounts[0], 'amounts[1]': amounts[1] },
      }),
      // Wrong amounts change the account too (its tries left, or its lock).
      invalidatesTags: ['PaymentMethods', 'Invoice', 'Invoices', 'InvoicesWidget'],
    }),
    setDefaultBankAccount: build.mutation<SavedPaymentMethods, string>({
      query: (id) => ({ url: apiPath(API_PATHS.savedBankAccountDefault, { id }), method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(paymentMethodsApi.util.upsertQueryData('getSavedPaymentMethods', undefined, data));
      },
    }),
    removeBankAccount: build.mutation<SavedPaymentMethods, string>({
      query: (id) => ({ url: apiPath(API_PATHS.savedBankAccount, { id }), method: 'DELETE', silent: true }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(paymentMethodsApi.util.upsertQueryData('getSavedPaymentMethods', undefined, data));
      },
    }),
    // A card: its setup at the provider first, then the card of the finished setup saved for the company.
    startCardSetup: build.mutation<CardSetup, void>({
      query: () => ({ url: API_PATHS.savedCardSetup, method: 'POST' }),
    }),
    addCard: build.mutation<SavedCard, { setupId: string }>({
      query: ({ setupId }) => ({ url: API_PATHS.savedCards, method: 'POST', form: true, silent: true, data: { setup_id: setupId } }),
      invalidatesTags: (result) => (result ? ['PaymentMethods'] : []),
    }),
    setDefaultCard: build.mutation<SavedPaymentMethods, string>({
      query: (id) => ({ url: apiPath(API_PATHS.savedCardDefault, { id }), method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(paymentMethodsApi.util.upsertQueryData('getSavedPaymentMethods', undefined, data));
      },
    }),
    removeCard: build.mutation<SavedPaymentMethods, string>({
      query: (id) => ({ url: apiPath(API_PATHS.savedCard, { id }), method: 'DELETE', silent: true }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(paymentMethodsApi.util.upsertQueryData('getSavedPaymentMethods', undefined, data));
      },
    }),
  }),
});

export const {
  useGetSavedPaymentMethodsQuery,
  useAddBankAccountMutation,
  useVerifyBankAccountMutation,
  useSetDefaultBankAccountMutation,
  useRemoveBankAccountMutation,
  useStartCardSetupMutation,
  useAddCardMutation,
  useSetDefaultCardMutation,
  useRemoveCardMutation,
} = paymentMethodsApi;
