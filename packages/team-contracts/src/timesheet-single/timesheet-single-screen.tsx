import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { TimesheetDayQuery, TimesheetDetail } from '@portal/api-schema';
import { DetailItem, DetailList, formatDateTime, notify, PageBreadcrumbs, PageScaffold, RecordPage } from '@portal/ui';
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DETAILS_COLUMNS, SectionCard } from '../contract-single/section-card';
import { TEAM_PATHS, contractPath, teamMemberPath } from '../team/team-paths';
import { useApproveTimesheetMutation, useGetTimesheetQuery } from '../timesheets-api';
import { autoApprovalText, companyTimeText, TIMESHEETS_PATH, weekText } from '../timesheets/timesheet-format';
import { TimesheetStatusChip } from '../timesheets/timesheet-status-chip';
import { QueryTimesheetDialog } from './query-timesheet-dialog';
import { TimesheetDays } from './timesheet-days';
import { TimesheetHistory } from './timesheet-history';

export const TIMESHEET_NOT_FOUND = 'Timesheet not found';
export const TIMESHEET_APPROVED = 'Timesheet approved';
export const WAITING_FOR_REVISION = "Waiting for the vendor's revision";
export const APPROVED_READ_ONLY = 'Approved timesheets are final: they can no longer be changed or queried.';

/** The reasons of the query that is open: the last query of the current revision. */
function openQuery(timesheet: TimesheetDetail): { reason: string | null; days: readonly TimesheetDayQuery[] } | null {
  if (timesheet.status !== 'queried') return null;
  const query = timesheet.history.findLast((event) => event.kind === 'queried');
  return query ? { reason: query.reason, days: query.days } : null;
}

/** "Approve": one click, no question (a query is how a doubt is raised); busy while it goes, sent once however often it is hit. */
function ApproveButton({ timesheet }: { timesheet: TimesheetDetail }) {
  const [approve, { isLoading }] = useApproveTimesheetMutation();
  // State updates land after a render; a second click in the same frame must see the first one.
  const sending = useRef(false);
  const onApprove = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await approve({ id: timesheet.id, revision: timesheet.revision }).unwrap();
      notify(TIMESHEET_APPROVED, 'success');
    } catch {
      // The API client has told the user why in a toast (a 409: revised or queried meanwhile); the
      // timesheet is read again either way, so the page shows it as it now is.
    } finally {
      sending.current = false;
    }
  };
  return (
    <Button variant="contained" loading={isLoading} onClick={() => void onApprove()}>
      Approve
    </Button>
  );
}

/** What the timesheet's state means for the reader, in plain words. */
function StateNote({ timesheet }: { timesheet: TimesheetDetail }) {
  const { time_zone: timeZone } = timesheet;
  if (timesheet.status === 'approved') {
    const when = timesheet.approved_at ? companyTimeText(timesheet.approved_at, timeZone) : null;
    const how = timesheet.approved_automatically
      ? `Approved automatically${when ? ` on ${when}` : ''}: nobody queried it within five business days of its submission.`
      : `Approved${timesheet.approved_by_name ? ` by ${timesheet.approved_by_name}` : ''}${when ? ` on ${when}` : ''}.`;
    return (
      <Alert severity="success" sx={{ mb: 3 }}>
        {how} {APPROVED_READ_ONLY}
      </Alert>
    );
  }
  if (timesheet.status === 'queried') {
    const query = openQuery(timesheet);
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        <AlertTitle>{WAITING_FOR_REVISION}</AlertTitle>
        {`You queried this timesheet; ${timesheet.vendor.name} revises and submits it again. It is not approved automatically meanwhile.`}
        {query?.reason && <Box sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{`Your reason: ${query.reason}`}</Box>}
        {query && query.days.length > 0 && <Box sx={{ mt: 1 }}>The days you queried are marked below.</Box>}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {timesheet.auto_approves_at
        ? autoApprovalText(timesheet.auto_approves_at, timeZone)
        : 'Waiting for your review: approve it, or query what looks wrong.'}
    </Alert>
  );
}

function TimesheetView({ timesheet }: { timesheet: TimesheetDetail }) {
  const [querying, setQuerying] = useState(false);
  const week = weekText(timesheet.week_start, timesheet.week_end);
  const developer = timesheet.talent?.name ?? 'Developer not named';
  const query = openQuery(timesheet);
  return (
    <>
      <PageBreadcrumbs
        crumbs={[{ label: 'My team', to: TEAM_PATHS.team }, { label: 'Timesheets', to: TIMESHEETS_PATH }, { label: week }]}
      />
      <PageScaffold
        title={`Timesheet ${week}`}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <span>{`${developer} · ${timesheet.vendor.name}`}</span>
            <TimesheetStatusChip timesheet={timesheet} />
          </Box>
        }
        actions={
          timesheet.status === 'submitted' ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" onClick={() => setQuerying(true)}>
                Query
              </Button>
              <ApproveButton timesheet={timesheet} />
            </Box>
          ) : undefined
        }
      >
        <StateNote timesheet={timesheet} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <SectionCard title="Hours">
              <TimesheetDays timesheet={timesheet} queriedDays={query?.days ?? []} />
            </SectionCard>
            <SectionCard title="History">
              <TimesheetHistory timesheet={timesheet} />
            </SectionCard>
          </Box>
          <SectionCard title="Details">
            <DetailList columns={{ xs: DETAILS_COLUMNS.xs, sm: DETAILS_COLUMNS.sm, md: '1fr' }}>
              <DetailItem term="Developer">
                {timesheet.talent ? (
                  <Link component={RouterLink} to={teamMemberPath(timesheet.talent.id)}>
                    {timesheet.talent.name}
                  </Link>
                ) : (
                  developer
                )}
              </DetailItem>
              <DetailItem term="Contract">
                <Link component={RouterLink} to={contractPath(timesheet.contract.id)}>
                  {timesheet.contract.number}
                </Link>
                {` · ${timesheet.contract.role_title}`}
              </DetailItem>
              <DetailItem term="Vendor">{timesheet.vendor.name}</DetailItem>
              <DetailItem term="Week">{week}</DetailItem>
              <DetailItem term="Revision">{String(timesheet.revision)}</DetailItem>
              <DetailItem term="Submitted">{formatDateTime(timesheet.submitted_at, timesheet.time_zone)}</DetailItem>
            </DetailList>
          </SectionCard>
        </Box>
      </PageScaffold>
      {/* Outside the actions: a refusal stays in view when the timesheet read again is no longer waiting. */}
      {querying && <QueryTimesheetDialog timesheet={timesheet} onClose={() => setQuerying(false)} />}
    </>
  );
}

/** /my-team/timesheets/:id: a week's hours day by day, its state and history; approving or querying it while it waits. */
export function TimesheetSingleScreen() {
  const { id = '' } = useParams();
  const query = useGetTimesheetQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <RecordPage
      title="Timesheet"
      query={query}
      notFound={{
        title: TIMESHEET_NOT_FOUND,
        description: 'It does not exist or belongs to another company.',
        back: { label: 'Back to timesheets', to: TIMESHEETS_PATH },
      }}
      errorTitle="The timesheet could not be loaded."
      loadingLabel="Loading the timesheet"
    >
      {(timesheet) => <TimesheetView timesheet={timesheet} />}
    </RecordPage>
  );
}
