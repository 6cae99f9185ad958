import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GoToHiringButton, hasRole, useSession } from '@portal/auth';
import { EmptyState, ErrorState, PageScaffold, useUrlFilters } from '@portal/ui';
import { useGetTeamQuery } from '../team-api';
import { teamFiltersSchema, teamQueryOf } from './team-filters';
import { TeamFiltersBar } from './team-filters-bar';
import { TeamSummary } from './team-summary';
import { TeamTabs } from './team-tabs';
import { TeamTable, TeamTableSkeleton } from './team-table';

export const NO_TEAM = 'No one is working for you yet';
export const NO_MATCHES = 'No one on your team matches these filters';
export const TEAM_LOAD_FAILED = 'Your team could not be loaded.';

function countText(shown: number, people: number): string {
  const noun = people === 1 ? 'person' : 'people';
  return shown === people ? `${people} ${noun}` : `${shown} of ${people} ${noun}`;
}

/** The empty team: the way to Hiring for those who may hire, else what fills the page. */
function NoTeam() {
  const { user } = useSession();
  const canHire = hasRole(user, 'proposals');
  return (
    <EmptyState
      title={NO_TEAM}
      description={
        canHire
          ? 'Developers appear here once their contract is signed and active. Hire one from a request in Hiring.'
          : 'Developers appear here once their contract is signed and active. A colleague with access to Hiring can hire one.'
      }
      action={<GoToHiringButton variant="contained" />}
    />
  );
}

/** /my-team: the developers working for the company now, with what they cost and when their contracts end. */
export function TeamScreen() {
  const { filters, setFilters, clearFilters, active } = useUrlFilters(teamFiltersSchema);
  const query = useGetTeamQuery(teamQueryOf(filters), { refetchOnMountOrArgChange: true });
  // The figures are the whole team's, the same for every filter: they stay while a filter loads.
  const summary = query.data?.summary;
  const page = query.currentData;

  let list;
  if (query.isError && !query.isFetching) list = <ErrorState title={TEAM_LOAD_FAILED} onRetry={() => void query.refetch()} />;
  else if (!page) list = <TeamTableSkeleton />;
  else if (page.summary.people === 0) list = <NoTeam />;
  else if (page.items.length === 0)
    list = (
      <EmptyState
        title={NO_MATCHES}
        action={
          <Button variant="outlined" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  else
    list = (
      <>
        <TeamTable members={page.items} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
          {countText(page.total, page.summary.people)}
        </Typography>
      </>
    );

  const hasTeam = summary !== undefined && summary.people > 0;
  return (
    <PageScaffold title="My team" subtitle="The developers working for you now, under contracts that are active or under notice.">
      <TeamTabs />
      {summary && hasTeam && (
        <TeamSummary
          summary={summary}
          onShowEndingSoon={filters.ending === 'soon' ? undefined : () => setFilters({ ...filters, ending: 'soon' })}
        />
      )}
      {(hasTeam || active) && (
        <TeamFiltersBar
          filters={filters}
          active={active}
          vendors={query.data?.vendors ?? []}
          onChange={setFilters}
          onClear={clearFilters}
        />
      )}
      {list}
    </PageScaffold>
  );
}
