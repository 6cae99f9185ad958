import { api, consentGiven } from '@portal/api-client';
import {
  API_PATHS,
  RECONFIRM_CONSENT_FIELD,
  type CurrentUser,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type Session,
} from '@portal/api-schema';
import { needsTermsConsent } from '../roles/roles';

/**
 * Session endpoints. The forms send their requests `silent` and show errors next to their fields
 * (or in the form), so the central toast would only repeat them.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, LoginRequest>({
      query: (body) => ({ url: API_PATHS.login, method: 'POST', data: body, silent: true }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: API_PATHS.logout, method: 'POST', silent: true }),
    }),
    forgotPassword: build.mutation<{ message: string }, ForgotPasswordRequest>({
      query: (body) => ({ url: API_PATHS.forgotPassword, method: 'POST', data: body, silent: true }),
    }),
    resetPassword: build.mutation<{ message?: string } | null, ResetPasswordRequest>({
      query: (body) => ({ url: API_PATHS.resetPassword, method: 'POST', data: body, silent: true }),
    }),
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => ({ url: API_PATHS.currentUser }),
      providesTags: ['CurrentUser'],
      // Agreed meanwhile (in another tab, say): the loads waiting for it need not wait any longer.
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          if (!needsTermsConsent(user)) consentGiven();
        } catch {
          // The failure was already shown by the base query.
        }
      },
    }),
    reconfirmConsent: build.mutation<CurrentUser, void>({
      query: () => ({
        url: API_PATHS.reconfirmConsent,
        method: 'POST',
        data: { [RECONFIRM_CONSENT_FIELD]: '1' },
        form: true,
      }),
      // The answer is the updated user: put it in the cache at once instead of asking again.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
          consentGiven();
        } catch {
          // The failure was already shown by the base query.
        }
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetCurrentUserQuery,
  useReconfirmConsentMutation,
} = authApi;
