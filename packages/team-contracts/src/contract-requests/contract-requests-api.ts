import { api, pathWithQuery } from '@portal/api-client';
import { API_PATHS, apiPath, type ChangeRequest, type ChangeRequestInput, type ChangeRequestPage } from '@portal/api-schema';
import { TEAM_CONTRACTS_TAG_TYPES } from '../team-contracts-api';

/** Requests per page of the panel: a contract has few, older ones come on asking. */
const CHANGE_REQUESTS_PAGE_SIZE = 10;

interface ChangeRequestsPageArgs {
  contractId: string;
  cursor?: string;
}

// A request adds to the contract's history, so the contract's page (whichever screen shows it under
// the 'Contract' tag) fetches it again; the lists and the dashboard card show its pending request too.
const changed = (contractId: string) => [
  { type: 'ContractChangeRequests' as const, id: contractId },
  { type: 'Contract' as const, id: contractId },
  'ContractList' as const,
];

/**
 * End and extension requests of a contract. The list shows its failures in place and the request
 * form beside its fields, so both are silent; withdrawing toasts its failure centrally.
 */
const contractRequestsApi = api.enhanceEndpoints({ addTagTypes: TEAM_CONTRACTS_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getContractChangeRequests: build.query<ChangeRequestPage, ChangeRequestsPageArgs>({
      query: ({ contractId, cursor }) => ({
        url: pathWithQuery(apiPath(API_PATHS.contractChangeRequests, { id: contractId }), { limit: CHANGE_REQUESTS_PAGE_SIZE, cursor }),
        silent: true,
      }),
      providesTags: (_result, _error, args) => [{ type: 'ContractChangeRequests', id: args.contractId }],
    }),
    requestContractChange: build.mutation<ChangeRequest, { contractId: string; input: ChangeRequestInput }>({
      query: ({ contractId, input }) => ({
        url: apiPath(API_PATHS.contractChangeRequests, { id: contractId }),
        method: 'POST',
        data: input,
        silent: true,
      }),
      invalidatesTags: (_result, _error, args) => changed(args.contractId),
    }),
    withdrawContractChangeRequest: build.mutation<ChangeRequest, { contractId: string; requestId: string }>({
      query: ({ contractId, requestId }) => ({
        url: apiPath(API_PATHS.contractChangeRequestWithdraw, { id: contractId, requestId }),
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, args) => changed(args.contractId),
    }),
  }),
});

export const { useGetContractChangeRequestsQuery, useRequestContractChangeMutation, useWithdrawContractChangeRequestMutation } =
  contractRequestsApi;
