import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Interview, InterviewWhen } from '@portal/api-schema';
import { fullName, ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow, ScrollTableSkeleton, UserAvatar } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { formatDuration, formatMeetingTime } from '../hiring/hiring-format';
import { candidatePagePath, rfpPagePath } from '../hiring/hiring-paths';
import { InterviewStatusChip } from '../hiring/status-chips';

const COLUMNS = ['Candidate', 'Request', 'Date and time', 'Duration', 'Meeting', 'Status'] as const;
const SKELETON_ROWS = 4;

/** The call link shows only for a call still to come. */
function joinableMeetingUrl(interview: Interview, when: InterviewWhen): string | null {
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
          <ScrollTableRow key={interview.id}>
            <ScrollTableCell title>
              <div className={scrollTableClasses.person}>
                <UserAvatar
                  firstName={interview.candidate.first_name}
                  lastName={interview.candidate.last_name}
                  src={interview.candidate.photo}
                  size={32}
                />
                <div>
                  <Link component={RouterLink} to={candidatePagePath(interview.rfp.id, interview.proposal_id, interview.candidate.id)}>
                    {name}
                  </Link>
                  <span className={scrollTableClasses.secondary}>{interview.candidate.title}</span>
                </div>
              </div>
            </ScrollTableCell>
            <ScrollTableCell>
              <Link component={RouterLink} to={rfpPagePath(interview.rfp.id)}>
                {interview.rfp.title}
              </Link>
            </ScrollTableCell>
            <ScrollTableCell>
              <time dateTime={interview.starts_at}>{formatMeetingTime(interview.starts_at)}</time>
            </ScrollTableCell>
            <ScrollTableCell>{formatDuration(interview.starts_at, interview.ends_at)}</ScrollTableCell>
            <ScrollTableCell>
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
                <span className={scrollTableClasses.secondary}>—</span>
              )}
            </ScrollTableCell>
            <ScrollTableCell>
              <InterviewStatusChip status={interview.status} />
            </ScrollTableCell>
          </ScrollTableRow>
        );
      })}
    </ScrollTable>
  );
}
