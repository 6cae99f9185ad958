import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_SYSTEM_PERSON,
  AUDIT_ACTION_NAMES,
  type ActivityExportQuery,
  auditActionsOf,
} from '@portal/api-schema';
import { type FiltersOf, isIsoDate, isOneOf, isUuid, optionalFilter } from '@portal/ui';

/** What the activity log filters by; mirrored in the page URL. `from` and `to` are days of the viewer's time zone. */
export const activityFiltersSchema = {
  person: optionalFilter((value): value is string => isUuid(value) || value === ACTIVITY_SYSTEM_PERSON),
  category: optionalFilter(isOneOf(ACTIVITY_CATEGORIES)),
  action: optionalFilter(isOneOf(AUDIT_ACTION_NAMES)),
  from: optionalFilter(isIsoDate),
  to: optionalFilter(isIsoDate),
};
export type ActivityFilters = FiltersOf<typeof activityFiltersSchema>;

const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * The viewer's time zone as the browser knows it (an IANA name), or undefined when it gives none the
 * API would take: the API then reads days, and the page shows times, in UTC.
 */
export function viewerTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 && TIME_ZONE_NAME.test(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** The filters as the API takes them: the period, and the times of the summaries, in `timeZone`. */
export function activityQuery(filters: ActivityFilters, timeZone: string | undefined): ActivityExportQuery {
  const query: ActivityExportQuery = {};
  if (filters.person) query.person = filters.person;
  if (filters.category) query.category = filters.category;
  if (filters.action) query.action = filters.action;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (timeZone) query.tz = timeZone;
  return query;
}

/** The filters after choosing a category: an action of another category no longer applies. */
export function withCategory(filters: ActivityFilters, category: ActivityFilters['category']): ActivityFilters {
  const keepsAction = filters.action !== null && (category === null || auditActionsOf(category).includes(filters.action));
  return { ...filters, category, action: keepsAction ? filters.action : null };
}
