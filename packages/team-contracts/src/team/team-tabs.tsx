import { LinkTabs } from '@portal/ui';
import { TIMESHEETS_PATH } from '../timesheets/timesheet-format';
import { TEAM_PATHS } from './team-paths';

const TEAM_TABS = [
  { label: 'Team', path: TEAM_PATHS.team },
  { label: 'Timesheets', path: TIMESHEETS_PATH },
] as const;

/** The tabs at the top of My team and its timesheets; the one of the current address is selected. */
export function TeamTabs() {
  return <LinkTabs label="My team sections" tabs={TEAM_TABS} />;
}
