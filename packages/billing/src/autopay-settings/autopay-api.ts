import { api } from '@portal/api-client';
import { API_PATHS, apiPath, type AutopaySettings, type AutopaySettingsBody } from '@portal/api-schema';

// Autopay's settings share the payment methods' tag: a live change of either (a method removed, a
// problem autopay met) asks for both again.
const TAGS = ['PaymentMethods', 'DashboardActions'] as const;

const autopayApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAutopaySettings: build.query<AutopaySettings, void>({
      query: () => ({ url: API_PATHS.autopaySettings }),
      providesTags: ['PaymentMethods'],
    }),
    // The form shows a refusal beside its field, so the change is silent.
    changeAutopaySettings: build.mutation<AutopaySettings, AutopaySettingsBody>({
      query: (body) => ({ url: API_PATHS.autopaySettings, method: 'PUT', data: body, silent: true }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(autopayApi.util.upsertQueryData('getAutopaySettings', undefined, data));
      },
    }),
    dismissAutopayProblem: build.mutation<AutopaySettings, string>({
      query: (id) => ({ url: apiPath(API_PATHS.autopayAttemptDismiss, { id }), method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(autopayApi.util.upsertQueryData('getAutopaySettings', undefined, data));
      },
      invalidatesTags: ['DashboardActions'],
    }),
  }),
});

export const { useGetAutopaySettingsQuery, useChangeAutopaySettingsMutation, useDismissAutopayProblemMutation } = autopayApi;
