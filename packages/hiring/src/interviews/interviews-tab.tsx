import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { InterviewWhen } from '@portal/contract';
import { EmptyState, ErrorState } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useGetInterviewsQuery } from '../hiring-api';
import { countText } from '../hiring/hiring-format';
import { HIRING_PATHS } from '../hiring/hiring-paths';
import { interviewWhenFromSearch, interviewWhenToSearch } from './interview-when';
import { InterviewsTable, InterviewsTableSkeleton } from './interviews-table';

export const NO_UPCOMING = 'No upcoming interviews';
export const NO_PAST = 'No past interviews';

interface Paging {
  when: InterviewWhen;
  cursors: string[];
}

/** /hiring/interviews: intro calls with candidates, upcoming or past. */
export function InterviewsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const when = interviewWhenFromSearch(searchParams);
  const [paging, setPaging] = useState<Paging>({ when, cursors: [] });
  const cursors = paging.when === when ? paging.cursors : [];
  const cursor = cursors.at(-1);

  const list = useGetInterviewsQuery({ when, ...(cursor ? { cursor } : {}) }, { refetchOnMountOrArgChange: true });
  const page = list.currentData;
  const goToPage = (next: string[]) => setPaging({ when, cursors: next });

  let content;
  if (list.isError && !list.isFetching) {
    content = <ErrorState title="The interviews could not be loaded." onRetry={() => void list.refetch()} />;
  } else if (!page) {
    content = <InterviewsTableSkeleton />;
  } else if (page.items.length === 0 && cursors.length === 0) {
    content =
      when === 'upcoming' ? (
        <EmptyState
          title={NO_UPCOMING}
          description="Book an intro call from a candidate's page; it shows here."
          action={
            <Button variant="outlined" component={RouterLink} to={HIRING_PATHS.requests}>
              View requests
            </Button>
          }
        />
      ) : (
        <EmptyState title={NO_PAST} />
      );
  } else {
    content = (
      <>
        <InterviewsTable interviews={page.items} when={when} />
        <Box
          component="nav"
          aria-label="Interview pages"
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 2 }}
        >
          <Typography variant="body2" color="text.secondary">
            {countText(page.total, 'interview')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button disabled={cursors.length === 0} onClick={() => goToPage(cursors.slice(0, -1))}>
              Previous
            </Button>
            <Button
              disabled={!page.next_cursor}
              onClick={() => page.next_cursor && goToPage([...cursors, page.next_cursor])}
            >
              Next
            </Button>
          </Box>
        </Box>
      </>
    );
  }

  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Which interviews"
        value={when}
        onChange={(_event, next: InterviewWhen | null) => {
          if (next) setSearchParams(interviewWhenToSearch(next));
        }}
        sx={{ mb: 3 }}
      >
        <ToggleButton value="upcoming">Upcoming</ToggleButton>
        <ToggleButton value="past">Past</ToggleButton>
      </ToggleButtonGroup>
      {content}
    </>
  );
}
