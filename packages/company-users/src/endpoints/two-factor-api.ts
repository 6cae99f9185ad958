import { api } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type RecoveryCodes,
  type TwoFactorConfirmRequest,
  type TwoFactorPolicy,
  type TwoFactorPolicyRequest,
  type TwoFactorProofRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type UserTwoFactor,
} from '@portal/api-schema';

export const TWO_FACTOR_TAG_TYPES = ['TwoFactor', 'TwoFactorPolicy'] as const;

/**
 * Two-factor sign-in: the caller's own setup, a colleague's state and reset, the company's
 * requirement. The screens show failures in place (next to fields, or an error state beside the
 * toast of a failed load), so the changes are silent. Turning it on or off changes the current user (a required admin is let in);
 * a refused change invalidates nothing.
 */
const twoFactorApi = api.enhanceEndpoints({ addTagTypes: TWO_FACTOR_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => ({ url: API_PATHS.twoFactor }),
      providesTags: [{ type: 'TwoFactor', id: 'me' }],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: API_PATHS.twoFactorSetup, method: 'POST', silent: true }),
    }),
    confirmTwoFactor: build.mutation<RecoveryCodes, TwoFactorConfirmRequest>({
      query: (body) => ({ url: API_PATHS.twoFactorConfirm, method: 'POST', data: body, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'TwoFactor', id: 'me' }, 'TwoFactorPolicy', 'CurrentUser'] : []),
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, TwoFactorProofRequest>({
      query: (body) => ({ url: API_PATHS.twoFactorRecoveryCodes, method: 'POST', data: body, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'TwoFactor', id: 'me' }] : []),
    }),
    disableTwoFactor: build.mutation<{ ok: true }, TwoFactorProofRequest>({
      query: (body) => ({ url: API_PATHS.twoFactorDisable, method: 'POST', data: body, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'TwoFactor', id: 'me' }, 'TwoFactorPolicy', 'CurrentUser'] : []),
    }),
    getUserTwoFactor: build.query<UserTwoFactor, string>({
      query: (id) => ({ url: apiPath(API_PATHS.userTwoFactor, { id }) }),
      providesTags: (_result, _error, id) => [{ type: 'TwoFactor', id }],
    }),
    resetUserTwoFactor: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: apiPath(API_PATHS.userTwoFactor, { id }), method: 'DELETE', silent: true }),
      invalidatesTags: (result, _error, id) => (result ? [{ type: 'TwoFactor', id }, 'TwoFactorPolicy'] : []),
    }),
    getTwoFactorPolicy: build.query<TwoFactorPolicy, void>({
      query: () => ({ url: API_PATHS.twoFactorPolicy }),
      providesTags: ['TwoFactorPolicy'],
    }),
    setTwoFactorPolicy: build.mutation<TwoFactorPolicy, TwoFactorPolicyRequest>({
      query: (body) => ({ url: API_PATHS.twoFactorPolicy, method: 'PUT', data: body, silent: true }),
      // The answer is the policy: into the cache at once.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(twoFactorApi.util.upsertQueryData('getTwoFactorPolicy', undefined, data));
        } catch {
          // Shown by the form.
        }
      },
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useDisableTwoFactorMutation,
  useGetUserTwoFactorQuery,
  useResetUserTwoFactorMutation,
  useGetTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
} = twoFactorApi;
