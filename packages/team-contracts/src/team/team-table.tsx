import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TeamMemberSummary } from '@portal/api-schema';
import { formatDate, ScrollTable, ScrollTableSkeleton, UserAvatar } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { ContractEnd } from './contract-end';
import { amountText, fullName, hourlyRate } from './team-format';
import { teamMemberPath } from './team-paths';

const COLUMNS = [
  'Name',
  'Role',
  'Vendor',
  { label: 'Rate', align: 'right' as const },
  { label: 'Hours/week', align: 'right' as const },
  'Start',
  'Contract end',
  { label: 'Monthly cost', align: 'right' as const },
] as const;
const TABLE = { label: 'Team members', columns: COLUMNS, minWidth: 1100 };

export function TeamTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={4} />;
}

/** 'and 1 more contract' under the role of a member working under several. */
function moreContracts(member: TeamMemberSummary): string | null {
  const more = member.contracts.length - 1;
  return more > 0 ? `and ${more} more ${more === 1 ? 'contract' : 'contracts'}` : null;
}

function vendorsOf(member: TeamMemberSummary): string {
  return [...new Set(member.contracts.map((contract) => contract.vendor.name))].join(', ');
}

export function TeamTable({ members }: { members: readonly TeamMemberSummary[] }) {
  return (
    <ScrollTable {...TABLE}>
      {members.map((member) => {
        const name = fullName(member);
        const more = moreContracts(member);
        return (
          <TableRow key={member.id} hover sx={member.ending_soon ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.06) } : undefined}>
            <TableCell component="th" scope="row">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <UserAvatar firstName={member.first_name} lastName={member.last_name} src={member.photo} size={36} />
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={teamMemberPath(member.id)} sx={{ fontWeight: 600 }}>
                    {name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {member.title}
                  </Typography>
                </Box>
              </Box>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 160 }}>
              {member.role_title}
              {more && (
                <Typography variant="body2" color="text.secondary">
                  {more}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 140 }}>{vendorsOf(member)}</TableCell>
            <TableCell align="right">{hourlyRate(member.rate)}</TableCell>
            <TableCell align="right">{member.hours_per_week}</TableCell>
            <TableCell>{member.started_on ? formatDate(member.started_on) : '—'}</TableCell>
            <TableCell>
              <ContractEnd endsOn={member.ends_on} daysLeft={member.days_left} endingSoon={member.ending_soon} noticeGiven={member.notice_given} />
            </TableCell>
            <TableCell align="right">
              {member.monthly_cost.map((cost) => (
                <div key={cost.currency}>{amountText(cost)}</div>
              ))}
            </TableCell>
          </TableRow>
        );
      })}
    </ScrollTable>
  );
}
