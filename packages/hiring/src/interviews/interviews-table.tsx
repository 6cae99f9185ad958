import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Interview, InterviewWhen } from '@portal/contract';
import { UserAvatar } from '@portal/ui';
import type { ReactNode } from 'react';
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

function TableFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Interviews"
        aria-busy={busy || undefined}
        sx={{ minWidth: 900, '& td, & th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export function InterviewsTableSkeleton() {
  return (
    <TableFrame busy>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <TableRow key={row}>
          {COLUMNS.map((column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableFrame>
  );
}

export function InterviewsTable({ interviews, when }: { interviews: readonly Interview[]; when: InterviewWhen }) {
  return (
    <TableFrame>
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
                  aria-label={`Join the call with ${name} (opens in a new tab)`}
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
    </TableFrame>
  );
}
