import { pageQuery } from '@portal/api-client';
import { TIMESHEET_STATUSES, type TimesheetListQuery } from '@portal/api-schema';
import { type FiltersOf, isIsoDate, isUuid, listFilter, optionalFilter } from '@portal/ui';

/**
 * What the timesheets list filters by, mirrored in the URL (`?status=&talent=&vendor=&week=&contract=`):
 * a contract's or a team member's page links to the list of theirs (`?contract=<id>`, `?talent=<id>`).
 * `week` is any day of the week wanted.
 */
export const timesheetFiltersSchema = {
  status: listFilter(TIMESHEET_STATUSES),
  talent: optionalFilter(isUuid),
  vendor: optionalFilter(isUuid),
  week: optionalFilter(isIsoDate),
  contract: optionalFilter(isUuid),
};
export type TimesheetFilters = FiltersOf<typeof timesheetFiltersSchema>;

/** The API's list query for `filters`, at one page. */
export function timesheetListQueryOf(filters: TimesheetFilters, cursor?: string): TimesheetListQuery {
  return pageQuery(filters, cursor);
}
