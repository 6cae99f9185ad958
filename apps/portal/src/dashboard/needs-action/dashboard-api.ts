import { api } from '@portal/api-client';
import { type ActionItems, API_PATHS } from '@portal/api-schema';

/**
 * The dashboard's own request: what waits for the viewer, gathered by the API from every module.
 * A failed load toasts as every page load does, beside the card's Try again.
 */
export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['DashboardActions'] }).injectEndpoints({
  endpoints: (build) => ({
    getActionItems: build.query<ActionItems, void>({
      query: () => ({ url: API_PATHS.dashboardActions }),
      providesTags: ['DashboardActions'],
    }),
  }),
});

export const { useGetActionItemsQuery } = dashboardApi;
