import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Interview, InterviewWhen } from '@portal/api-schema';
import { ScrollTable, ScrollTableSkeleton, UserAvatar } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { formatDuration, formatMeetingTime, fullName } from '../hiring/hiring-format';
import { candidatePagePath, rfpPagePath } from '../hiring/hiring-paths';
import { InterviewStatusChip } from '../hiring/status-chips';

const COLUMNS = ['Candidate', 'Request', 'Date and time', 'Duration', 'Meeting', 'Status'] as const;
const SKELETON_ROWS = 4;

/** The call link shows only for a call still to come. */
export function joinableMeetingUrl(interview: Interview, when: InterviewWhen): string | null {
  return when === 'upcoming' && interview.status === 'scheduled' ? interview.meeting_url : null;
}

const TABLE = { label: 'Interviews', columns: COLUMNS, minWidth: 900 };

export function InterviewsTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={SKELETON_ROWS} />;
}

export function InterviewsTable({ interviews, when }: { interviews: readonly Interview[]; when: InterviewWhen }) {
  return (
    <ScrollTable {...TABLE}>
      {interviews.map((interview) => {
        const name = fullName(interview.candidate);
        const meetingUrl = joinableMeetingUrl(interview, when);
        return (
          <TableRow key={interview.id} hover>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <UserAvatar
                  firstName={interview.candidate.first_name}
                  lastName={interview.candidate.last_name}
                  src={interview.candidate.photo}
                  size={32}
                />
                <div>
                  <Link
                    component={RouterLink}
                    to={candidatePagePath(interview.rfp.id, interview.proposal_id, interview.candidate.id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {interview.candidate.title}
                  </Typography>
                </div>
              </Box>
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={rfpPagePath(interview.rfp.id)}>
                {interview.rfp.title}
              </Link>
            </TableCell>
            <TableCell>
              <time dateTime={interview.starts_at}>{formatMeetingTime(interview.starts_at)}</time>
            </TableCell>
            <TableCell>{formatDuration(interview.starts_at, interview.ends_at)}</TableCell>
            <TableCell>
              {meetingUrl ? (
                <Button
                  size="small"
                  href={meetingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon fontSize="small" />}
                  aria-label={`Join call with ${name} (opens in a new tab)`}
                >
                  Join call
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  —
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <InterviewStatusChip status={interview.status} />
            </TableCell>
          </TableRow>
        );
      })}
    </ScrollTable>
  );
}
