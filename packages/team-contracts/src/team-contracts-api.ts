import { api } from '@portal/api-client';
import { API_PATHS, apiPath, type ContractDocument, type ContractPdfCheckResult } from '@portal/api-schema';

/**
 * The cache tags of the feature's data, one per kind of thing it shows: queries provide them and
 * mutations invalidate them, so that every screen showing a changed thing refetches it.
 * `Contract` (with the contract's id) is one contract and what hangs on it (its document): signing
 * invalidates it.
 */
export const TEAM_CONTRACTS_TAG_TYPES = ['TeamContracts', 'Contract'] as const;

/**
 * The feature's endpoints on the portal's one API slice. Screens show their failures in place, so
 * queries are `silent: true`; list URLs come from `pathWithQuery` of `@portal/api-client`.
 */
export const teamContractsApi = api.enhanceEndpoints({ addTagTypes: TEAM_CONTRACTS_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    // contracts: the contract document, its PDF and checking a downloaded PDF
    getContractDocument: build.query<ContractDocument, string>({
      query: (id) => ({ url: apiPath(API_PATHS.contractDocument, { id }), silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Contract', id }],
    }),
    checkContractPdf: build.mutation<ContractPdfCheckResult, { id: string; file: Blob }>({
      query: ({ id, file }) => ({
        url: apiPath(API_PATHS.contractPdfCheck, { id }),
        method: 'POST',
        data: file,
        // The API decides by the file's bytes; the declared type is only passed on.
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        silent: true,
      }),
    }),
  }),
});

export const { useGetContractDocumentQuery, useCheckContractPdfMutation } = teamContractsApi;

/** The contract's PDF download: the signed PDF once signed, else the document as it would be signed. */
export function contractPdfUrl(id: string): string {
  return apiPath(API_PATHS.contractPdf, { id });
}
