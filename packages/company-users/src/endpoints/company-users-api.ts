import { api, pathWithQuery } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type CompanyUser,
  type PasswordChangeRequest,
  type PasswordResetLink,
  type UserListQuery,
  type UserPage,
  type UserUpdateRequest,
} from '@portal/api-schema';

export const COMPANY_USERS_TAG_TYPES = ['Users'] as const;

export function companyUserPath(id: string): string {
  return apiPath(API_PATHS.companyUser, { id });
}

/**
 * The users pages show their failures in place (an error state beside the toast of a failed load,
 * or messages next to the fields, so the changes are silent). A change of a user refreshes the list, that user, and the
 * signed-in user when it is them (their name in the header, their menu).
 */
const companyUsersApi = api.enhanceEndpoints({ addTagTypes: COMPANY_USERS_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getCompanyUsers: build.query<UserPage, UserListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.companyUsers, query) }),
      providesTags: ['Users'],
    }),
    getCompanyUser: build.query<CompanyUser, string>({
      query: (id) => ({ url: companyUserPath(id) }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateCompanyUser: build.mutation<CompanyUser, { id: string; changes: UserUpdateRequest; isMe: boolean }>({
      query: ({ id, changes }) => ({ url: companyUserPath(id), method: 'PUT', data: changes, silent: true }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          dispatch(companyUsersApi.util.upsertQueryData('getCompanyUser', id, user));
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: (_result, error, { isMe }) => (error ? [] : ['Users', ...(isMe ? (['CurrentUser'] as const) : [])]),
    }),
    sendPasswordResetLink: build.mutation<PasswordResetLink, string>({
      query: (id) => ({ url: apiPath(API_PATHS.companyUserPasswordReset, { id }), method: 'POST', silent: true }),
    }),
    changePassword: build.mutation<{ ok: true }, PasswordChangeRequest>({
      query: (body) => ({ url: API_PATHS.passwordChange, method: 'POST', data: body, silent: true }),
    }),
  }),
});

export const {
  useGetCompanyUsersQuery,
  useGetCompanyUserQuery,
  useUpdateCompanyUserMutation,
  useSendPasswordResetLinkMutation,
  useChangePasswordMutation,
} = companyUsersApi;
