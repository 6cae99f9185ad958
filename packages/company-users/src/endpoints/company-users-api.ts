import { api } from '@portal/api-client';
import { API_PATHS, type CompanyUser, type PasswordChangeRequest } from '@portal/api-schema';

export function companyUserPath(id: string): string {
  return API_PATHS.companyUser.replace(':id', encodeURIComponent(id));
}

/**
 * The user pages show their failures in place (an error state, or messages next to the fields),
 * so their requests are silent.
 */
export const companyUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyUser: build.query<CompanyUser, string>({
      query: (id) => ({ url: companyUserPath(id), silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    changePassword: build.mutation<{ ok: true }, PasswordChangeRequest>({
      query: (body) => ({ url: API_PATHS.passwordChange, method: 'POST', data: body, silent: true }),
    }),
  }),
});

export const { useGetCompanyUserQuery, useChangePasswordMutation } = companyUsersApi;
