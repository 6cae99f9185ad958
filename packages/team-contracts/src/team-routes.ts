import type { PortalRoute, RouteHandle } from '@portal/ui/light';

// The routes of the service contract terms, my team, a team member, the team's timesheets and a talent's profile. Only
// types at the top, as in routes.ts: every screen is loaded when first opened.

/** The Standard Service Contract Terms: for any client user with a company, whatever their roles. */
const CONTRACT_TERMS_HANDLE: RouteHandle = {
  name: 'ContractTerms',
  title: 'Standard Service Contract Terms',
  layout: 'default',
  auth: true,
  company: true,
};

const TEAM_PAGE: Omit<RouteHandle, 'name' | 'title'> = { layout: 'default', auth: true, company: true, role: 'contracts' };
const TEAM_HANDLE: RouteHandle = { ...TEAM_PAGE, name: 'Team', title: 'My team' };
const TEAM_CANDIDATE_HANDLE: RouteHandle = { ...TEAM_PAGE, name: 'TeamCandidate', title: 'Team member' };
const TALENT_HANDLE: RouteHandle = { ...TEAM_PAGE, name: 'Talent', title: 'Talent profile' };
const TIMESHEETS_HANDLE: RouteHandle = { ...TEAM_PAGE, name: 'Timesheets', title: 'Timesheets' };
const TIMESHEET_HANDLE: RouteHandle = { ...TEAM_PAGE, name: 'Timesheet', title: 'Timesheet' };

export const TEAM_ROUTES: PortalRoute[] = [
  {
    path: '/service-contract-terms',
    handle: CONTRACT_TERMS_HANDLE,
    lazy: async () => ({ Component: (await import('./contract-terms/contract-terms-screen')).ContractTermsScreen }),
  },
  {
    path: '/my-team',
    handle: TEAM_HANDLE,
    lazy: async () => ({ Component: (await import('./team/team-screen')).TeamScreen }),
  },
  {
    path: '/my-team/candidate/:id',
    handle: TEAM_CANDIDATE_HANDLE,
    lazy: async () => ({ Component: (await import('./team-candidate/team-candidate-screen')).TeamCandidateScreen }),
  },
  {
    path: '/my-team/timesheets',
    handle: TIMESHEETS_HANDLE,
    lazy: async () => ({ Component: (await import('./timesheets/timesheets-screen')).TimesheetsScreen }),
  },
  {
    path: '/my-team/timesheets/:id',
    handle: TIMESHEET_HANDLE,
    lazy: async () => ({ Component: (await import('./timesheet-single/timesheet-single-screen')).TimesheetSingleScreen }),
  },
  {
    // At the root, not under My team: the contracts pages link to a talent's profile too. Written whole, as every top-level path is.
    path: '/talent/:id',
    handle: TALENT_HANDLE,
    lazy: async () => ({ Component: (await import('./talent/talent-screen')).TalentScreen }),
  },
];
