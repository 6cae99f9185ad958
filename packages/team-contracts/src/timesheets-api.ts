import { api, isApiError, pathWithQuery } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type ApproveTimesheetsBody,
  type ApproveTimesheetsResult,
  type QueryTimesheetBody,
  type TimesheetDetail,
  type TimesheetFilterOptions,
  type TimesheetListQuery,
  type TimesheetPage,
} from '@portal/api-schema';

/**
 * The cache tags of timesheets: `Timesheet` (one, by id) and `TimesheetList` (the list, its filter
 * options and the timesheet cards of a contract and a team member). A team member's hours are
 * counted from their approved timesheets, so approving one makes `TeamMember` stale too.
 */
export const TIMESHEET_TAG_TYPES = ['Timesheet', 'TimesheetList', 'TeamMember'] as const;

/** What approving one timesheet sends: the revision the page showed. */
interface ApproveTimesheetArgs {
  id: string;
  revision: number;
}

interface QueryTimesheetArgs {
  id: string;
  body: QueryTimesheetBody;
}

const changedTags = (id: string) => [{ type: 'Timesheet' as const, id }, 'TimesheetList' as const, 'TeamMember' as const];

/**
 * The timesheets' endpoints on the portal's one API slice. Approving (one or several) is told by the
 * central toast when refused; querying is silent, since its dialog shows the refusal beside its fields.
 */
const timesheetsApi = api.enhanceEndpoints({ addTagTypes: TIMESHEET_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getTimesheets: build.query<TimesheetPage, TimesheetListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.timesheets, query) }),
      providesTags: (result) => [
        'TimesheetList',
        ...(result?.items ?? []).map((timesheet) => ({ type: 'Timesheet' as const, id: timesheet.id })),
      ],
    }),
    // Secondary to the list: a failure leaves the filters without their names, untold.
    getTimesheetFilterOptions: build.query<TimesheetFilterOptions, void>({
      query: () => ({ url: API_PATHS.timesheetFilterOptions, silent: true }),
      providesTags: ['TimesheetList'],
    }),
    getTimesheet: build.query<TimesheetDetail, string>({
      query: (id) => ({ url: apiPath(API_PATHS.timesheet, { id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Timesheet', id }],
    }),
    // Read again whatever the answer: a 409 (revised or queried meanwhile) shows the timesheet as it now is.
    approveTimesheet: build.mutation<TimesheetDetail, ApproveTimesheetArgs>({
      query: ({ id, revision }) => ({ url: apiPath(API_PATHS.timesheetApprove, { id }), method: 'POST', data: { revision } }),
      invalidatesTags: (_result, _error, { id }) => changedTags(id),
    }),
    approveTimesheets: build.mutation<ApproveTimesheetsResult, ApproveTimesheetsBody>({
      query: (body) => ({ url: API_PATHS.timesheetsApprove, method: 'POST', data: body }),
      invalidatesTags: (_result, _error, body) => [
        'TimesheetList',
        'TeamMember',
        ...body.timesheets.map((timesheet) => ({ type: 'Timesheet' as const, id: timesheet.id })),
      ],
    }),
    queryTimesheet: build.mutation<TimesheetDetail, QueryTimesheetArgs>({
      query: ({ id, body }) => ({ url: apiPath(API_PATHS.timesheetQuery, { id }), method: 'POST', data: body, silent: true }),
      // Fields refused (422) change nothing: the timesheet is read again only when it may have changed.
      invalidatesTags: (_result, error, { id }) => (isApiError(error) && error.status === 422 ? [] : changedTags(id)),
    }),
  }),
});

export const {
  useGetTimesheetsQuery,
  useGetTimesheetFilterOptionsQuery,
  useGetTimesheetQuery,
  useApproveTimesheetMutation,
  useApproveTimesheetsMutation,
  useQueryTimesheetMutation,
} = timesheetsApi;

/** The CSV of the filtered list: its filters, without its page. */
export function timesheetsCsvUrl(query: TimesheetListQuery): string {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  return pathWithQuery(API_PATHS.timesheetsExport, filters);
}
