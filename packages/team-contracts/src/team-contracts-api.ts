import { api } from '@portal/api-client';
import { API_PATHS, type ContractsWidget } from '@portal/api-schema';

/**
 * The cache tags of the feature's data, one per kind of thing it shows: queries provide them and
 * mutations invalidate them, so that every screen showing a changed thing refetches it.
 */
export const TEAM_CONTRACTS_TAG_TYPES = ['TeamContracts'] as const;

/**
 * The feature's endpoints on the portal's one API slice. Screens show their failures in place, so
 * queries are `silent: true`; list URLs come from `pathWithQuery` of `@portal/api-client`.
 */
export const teamContractsApi = api.enhanceEndpoints({ addTagTypes: TEAM_CONTRACTS_TAG_TYPES }).injectEndpoints({
  endpoints: () => ({}),
});

// --- the dashboard card: contracts awaiting signature and ending soon -------------------------------

/** Refetched whenever the dashboard opens, so a contract signed elsewhere leaves the card. */
export const contractsWidgetApi = teamContractsApi.injectEndpoints({
  endpoints: (build) => ({
    getContractsWidget: build.query<ContractsWidget, void>({
      query: () => ({ url: API_PATHS.contractsWidget, silent: true }),
    }),
  }),
});

export const { useGetContractsWidgetQuery } = contractsWidgetApi;
