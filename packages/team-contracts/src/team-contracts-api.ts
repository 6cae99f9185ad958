import { api, pathWithQuery } from '@portal/api-client';
import {
  type AcceptContractResult,
  API_PATHS,
  apiPath,
  type ContractDetail,
  type ContractDocument,
  type ContractListQuery,
  type ContractPage,
  type ContractPdfCheckResult,
  type ContractsWidget,
  type Vendor,
} from '@portal/api-schema';

/**
 * The cache tags of the contracts' data, one per kind of thing it shows: queries provide them and
 * mutations invalidate them, so that every screen showing a changed thing refetches it.
 * `Contract`: one contract (by id); `ContractList`: the lists of contracts and what is counted from
 * them; `ContractChangeRequests`: a contract's end and extension requests (by contract id).
 */
export const TEAM_CONTRACTS_TAG_TYPES = ['Contract', 'ContractList', 'ContractChangeRequests'] as const;

/** What accepting a contract sends: the version of the contract the page showed. */
export interface AcceptContractArgs {
  id: string;
  version: number;
}

export function contractApiPath(id: string): string {
  return apiPath(API_PATHS.contract, { id });
}

/**
 * The feature's endpoints on the portal's one API slice. Screens show their failures in place beside
 * the toast every failed load gets (the vendor filter's options are secondary, so asked silently); list URLs come from `pathWithQuery` of `@portal/api-client`.
 */
export const teamContractsApi = api.enhanceEndpoints({ addTagTypes: TEAM_CONTRACTS_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getContracts: build.query<ContractPage, ContractListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.contracts, query) }),
      providesTags: (result) => [
        'ContractList',
        ...(result?.items ?? []).map((contract) => ({ type: 'Contract' as const, id: contract.id })),
      ],
    }),
    getContractVendors: build.query<Vendor[], void>({
      query: () => ({ url: API_PATHS.contractVendors, silent: true }),
      providesTags: ['ContractList'],
    }),
    getContract: build.query<ContractDetail, string>({
      query: (id) => ({ url: contractApiPath(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Contract', id }],
    }),
    // Not silent: a refusal (409: signed meanwhile, or changed since the page read it) is told in
    // the central toast. Whatever the answer, the contract and the lists are read again, so the
    // page shows the contract as it now is.
    acceptContract: build.mutation<AcceptContractResult, AcceptContractArgs>({
      query: ({ id, version }) => ({ url: apiPath(API_PATHS.acceptContract, { id }), method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Contract', id }, 'ContractList'],
    }),
    // contracts: the contract document, its PDF and checking a downloaded PDF
    getContractDocument: build.query<ContractDocument, string>({
      query: (id) => ({ url: apiPath(API_PATHS.contractDocument, { id }) }),
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

export const {
  useGetContractsQuery,
  useGetContractVendorsQuery,
  useGetContractQuery,
  useAcceptContractMutation,
  useGetContractDocumentQuery,
  useCheckContractPdfMutation,
} = teamContractsApi;

/** The contract's PDF download: the signed PDF once signed, else the document as it would be signed. */
export function contractPdfUrl(id: string): string {
  return apiPath(API_PATHS.contractPdf, { id });
}

// --- the dashboard card: contracts awaiting signature and ending soon -------------------------------

/** Refetched whenever the dashboard opens, so a contract signed elsewhere leaves the card; signing here refreshes it at once. */
const contractsWidgetApi = teamContractsApi.injectEndpoints({
  endpoints: (build) => ({
    getContractsWidget: build.query<ContractsWidget, void>({
      query: () => ({ url: API_PATHS.contractsWidget }),
      providesTags: ['ContractList'],
    }),
  }),
});

export const { useGetContractsWidgetQuery } = contractsWidgetApi;
