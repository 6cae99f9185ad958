import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { InterviewWhen } from '@portal/api-schema';
import { countText, KeysetListView, useCursorStack, useUrlFilters } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetInterviewsQuery } from '../hiring-api';
import { HIRING_PATHS } from '../hiring/hiring-paths';
import { interviewFiltersSchema } from './interview-filters';
import { InterviewsTable, InterviewsTableSkeleton } from './interviews-table';

export const NO_UPCOMING = 'No upcoming interviews';
export const NO_PAST = 'No past interviews';

const UPCOMING_EMPTY = {
  title: NO_UPCOMING,
  description: "Book an intro call from a candidate's page; it shows here.",
  action: (
    <Button variant="outlined" component={RouterLink} to={HIRING_PATHS.requests}>
      View requests
    </Button>
  ),
};

/** /hiring/interviews: intro calls with candidates, upcoming or past. */
export function InterviewsTab() {
  const { filters, setFilters, key } = useUrlFilters(interviewFiltersSchema);
  const { when } = filters;
  const paging = useCursorStack(key);

  const list = useGetInterviewsQuery({ when, cursor: paging.cursor }, { refetchOnMountOrArgChange: true });

  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Which interviews"
        value={when}
        onChange={(_event, next: InterviewWhen | null) => {
          if (next) setFilters({ when: next });
        }}
        sx={{ mb: 3 }}
      >
        <ToggleButton value="upcoming">Upcoming</ToggleButton>
        <ToggleButton value="past">Past</ToggleButton>
      </ToggleButtonGroup>
      <KeysetListView
        query={list}
        paging={paging}
        errorTitle="The interviews could not be loaded."
        skeleton={<InterviewsTableSkeleton />}
        empty={when === 'upcoming' ? UPCOMING_EMPTY : { title: NO_PAST }}
        pagerLabel="Interview pages"
        countText={(page) => countText(page.total, 'interview')}
      >
        {(page) => <InterviewsTable interviews={page.items} when={when} />}
      </KeysetListView>
    </>
  );
}
