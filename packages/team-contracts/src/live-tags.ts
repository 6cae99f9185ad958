import { defineLiveTags, liveTag } from '@portal/api-client/light';
import type { TEAM_TAG_TYPES } from './team-api';
import type { TEAM_CONTRACTS_TAG_TYPES } from './team-contracts-api';
import type { TIMESHEET_TAG_TYPES } from './timesheets-api';

type TeamContractsTagType =
  (typeof TEAM_CONTRACTS_TAG_TYPES)[number] | (typeof TEAM_TAG_TYPES)[number] | (typeof TIMESHEET_TAG_TYPES)[number];

/**
 * What the contracts and team pages show of the live updates: a contract's change reaches the
 * contract, its end and extension requests, and every list built from contracts (ContractList:
 * the lists, My team, a team member, a talent, the dashboard card). A timesheet submitted, revised
 * or approved (by a colleague or automatically) reaches that timesheet, the lists and cards of
 * timesheets, and the team members' hours, which approved timesheets make.
 */
export const liveTags = defineLiveTags<TeamContractsTagType>({
  contract: ({ id }) => [liveTag('Contract', id), 'ContractList', liveTag('ContractChangeRequests', id)],
  timesheet: ({ id }) => [liveTag('Timesheet', id), 'TimesheetList', 'TeamMember'],
});
