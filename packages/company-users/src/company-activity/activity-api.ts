import { api, pathWithQuery } from '@portal/api-client';
import { API_PATHS, type ActivityExportQuery, type ActivityPage, type ActivityPerson } from '@portal/api-schema';

type ActivityPageQuery = ActivityExportQuery & { cursor?: string };

/**
 * The activity log's calls. The screen shows their failures in place (an error state with a
 * retry) beside the toast of a failed load. Never cached for long: the log grows with every action.
 */
const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<ActivityPage, ActivityPageQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.companyActivity, query) }),
      keepUnusedDataFor: 0,
    }),
    getActivityPeople: build.query<ActivityPerson[], void>({
      query: () => ({ url: API_PATHS.companyActivityPeople }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActivityQuery, useGetActivityPeopleQuery } = activityApi;

export function activityCsvUrl(query: ActivityExportQuery): string {
  return pathWithQuery(API_PATHS.companyActivityCsv, query);
}
