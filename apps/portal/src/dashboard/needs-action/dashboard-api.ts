import { api, defineLiveTags } from '@portal/api-client';
import { type ActionItems, API_PATHS } from '@portal/api-schema';

const DASHBOARD_TAG_TYPES = ['DashboardActions'] as const;

/**
 * The dashboard's own request: what waits for the viewer, gathered by the API from every module.
 * A failed load toasts as every page load does, beside the card's Try again.
 */
const dashboardApi = api.enhanceEndpoints({ addTagTypes: DASHBOARD_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getActionItems: build.query<ActionItems, void>({
      query: () => ({ url: API_PATHS.dashboardActions }),
      providesTags: ['DashboardActions'],
    }),
  }),
});

export const { useGetActionItemsQuery } = dashboardApi;

/** Every kind of change that can add or settle something waiting for the viewer asks for "Needs your action" again. */
export const dashboardLiveTags = defineLiveTags<(typeof DASHBOARD_TAG_TYPES)[number]>({
  invoice: () => ['DashboardActions'],
  payment: () => ['DashboardActions'],
  // autopay's problems come and go with the payment methods' changes
  payment_method: () => ['DashboardActions'],
  contract: () => ['DashboardActions'],
  // timesheets to approve come and go as vendors submit them and colleagues approve them
  timesheet: () => ['DashboardActions'],
  proposal: () => ['DashboardActions'],
  invitation: () => ['DashboardActions'],
});
