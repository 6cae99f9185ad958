import { api, pathWithQuery } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type CompanyBusiness,
  type CompanyDetails,
  type CompanyInformation,
  type Connection,
  type ConnectionListQuery,
  type ConnectionPage,
} from '@portal/api-schema';

export const COMPANY_TAG_TYPES = ['Company', 'CompanyConnections'] as const;

/** The details a change answers, or null when it failed (the caller shows why). */
async function answered(queryFulfilled: Promise<{ data: CompanyDetails }>): Promise<CompanyDetails | null> {
  try {
    return (await queryFulfilled).data;
  } catch {
    return null;
  }
}

/**
 * My Company's endpoints. Its tabs show load failures in place (beside the toast of a failed
 * load) and form errors next to the fields, so the saves are silent; ending a connection toasts
 * its failure centrally. A save
 * answers the details as they are now, which replace the cached ones without a second request.
 */
const companyApi = api.enhanceEndpoints({ addTagTypes: COMPANY_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<CompanyDetails, void>({
      query: () => ({ url: API_PATHS.company }),
      providesTags: ['Company'],
    }),
    updateCompanyInformation: build.mutation<CompanyDetails, CompanyInformation>({
      query: (body) => ({ url: API_PATHS.companyInformation, method: 'PUT', data: body, silent: true }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const data = await answered(queryFulfilled);
        if (!data) return;
        dispatch(companyApi.util.upsertQueryData('getCompany', undefined, data));
        // The header and the dashboard show the company's name from the signed-in user.
        dispatch(api.util.invalidateTags(['CurrentUser']));
      },
    }),
    updateCompanyBusiness: build.mutation<CompanyDetails, CompanyBusiness>({
      query: (body) => ({ url: API_PATHS.companyBusiness, method: 'PUT', data: body, silent: true }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const data = await answered(queryFulfilled);
        if (data) dispatch(companyApi.util.upsertQueryData('getCompany', undefined, data));
      },
    }),
    uploadCompanyLogo: build.mutation<CompanyDetails, Blob>({
      query: (file) => ({
        url: API_PATHS.companyLogo,
        method: 'PUT',
        data: file,
        // The API decides by the file's bytes; the declared type only has to be an image's.
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        silent: true,
      }),
      onQueryStarted: async (_file, { dispatch, queryFulfilled }) => {
        const data = await answered(queryFulfilled);
        if (data) dispatch(companyApi.util.upsertQueryData('getCompany', undefined, data));
      },
    }),
    removeCompanyLogo: build.mutation<CompanyDetails, void>({
      query: () => ({ url: API_PATHS.companyLogo, method: 'DELETE', silent: true }),
      onQueryStarted: async (_none, { dispatch, queryFulfilled }) => {
        const data = await answered(queryFulfilled);
        if (data) dispatch(companyApi.util.upsertQueryData('getCompany', undefined, data));
      },
    }),
    getConnections: build.query<ConnectionPage, ConnectionListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.companyConnections, query) }),
      providesTags: ['CompanyConnections'],
    }),
    endConnection: build.mutation<Connection, string>({
      query: (id) => ({ url: apiPath(API_PATHS.endCompanyConnection, { id }), method: 'POST' }),
      invalidatesTags: ['CompanyConnections'],
    }),
  }),
});

export const {
  useGetCompanyQuery,
  useUpdateCompanyInformationMutation,
  useUpdateCompanyBusinessMutation,
  useUploadCompanyLogoMutation,
  useRemoveCompanyLogoMutation,
  useGetConnectionsQuery,
  useEndConnectionMutation,
} = companyApi;
