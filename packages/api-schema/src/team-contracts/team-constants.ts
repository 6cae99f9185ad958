// My team, a team member and the service contract terms without zod: sort keys, filters and limits.

/** How a terms version is named: '1.0', '2.0'. */
export const TERMS_VERSION_PATTERN = /^\d{1,4}\.\d{1,4}$/;

/** How My team orders its members: by name, the soonest contract end first, or the newest start first. */
export const TEAM_SORT_KEYS = ['name', 'ends_on', 'started_on'] as const;
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];
export const DEFAULT_TEAM_SORT: TeamSortKey = 'name';
export const TEAM_SORT_LABELS: Record<TeamSortKey, string> = {
  name: 'Name',
  ends_on: 'Contract end, soonest first',
  started_on: 'Start, newest first',
};

/** `?ending=soon`: only members whose contract ends within ENDING_SOON_DAYS. */
export const TEAM_ENDING_FILTERS = ['soon'] as const;

/** A team is small: the list is one bounded answer (no pages) of at most this many members. */
export const TEAM_LIST_LIMIT = 500;
export const TEAM_SEARCH_MAX_LENGTH = 100;

/** How many months of billed hours the member page shows, this month included. */
export const BILLED_MONTHS = 6;
/** The member page lists at most this many of their invoices, newest first. */
export const MEMBER_INVOICES_LIMIT = 50;
