import { api } from '@portal/api-client';
import { type ActionItems, API_PATHS } from '@portal/api-schema';

/** The dashboard's own request: what waits for the viewer, gathered by the API from every module. Shown in place, so silent. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActionItems: build.query<ActionItems, void>({
      query: () => ({ url: API_PATHS.dashboardActions, silent: true }),
    }),
  }),
});

export const { useGetActionItemsQuery } = dashboardApi;
