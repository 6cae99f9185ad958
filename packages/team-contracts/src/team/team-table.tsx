import Link from '@mui/material/Link';
import type { TeamMemberSummary } from '@portal/api-schema';
import {
  formatDate,
  fullName,
  ScrollTable,
  ScrollTableCell,
  scrollTableClasses,
  ScrollTableRow,
  ScrollTableSkeleton,
  UserAvatar,
} from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { ContractEnd } from './contract-end';
import { amountText, hourlyRate } from './team-format';
import { teamMemberPath } from './team-paths';

const COLUMNS = [
  'Name',
  { label: 'Role', wrap: { minWidth: 160 } },
  { label: 'Vendor', wrap: { minWidth: 140 } },
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
          <ScrollTableRow key={member.id} tone={member.ending_soon ? 'warning' : undefined}>
            <ScrollTableCell rowHeader title>
              <div className={scrollTableClasses.person}>
                <UserAvatar firstName={member.first_name} lastName={member.last_name} src={member.photo} size={36} />
                <div>
                  <Link component={RouterLink} to={teamMemberPath(member.id)}>
                    {name}
                  </Link>
                  <span className={scrollTableClasses.secondary}>{member.title}</span>
                </div>
              </div>
            </ScrollTableCell>
            <ScrollTableCell>
              {member.role_title}
              {more && <span className={scrollTableClasses.secondary}>{more}</span>}
            </ScrollTableCell>
            <ScrollTableCell>{vendorsOf(member)}</ScrollTableCell>
            <ScrollTableCell>{hourlyRate(member.rate)}</ScrollTableCell>
            <ScrollTableCell>{member.hours_per_week}</ScrollTableCell>
            <ScrollTableCell>{member.started_on ? formatDate(member.started_on) : '—'}</ScrollTableCell>
            <ScrollTableCell>
              <ContractEnd
                endsOn={member.ends_on}
                daysLeft={member.days_left}
                endingSoon={member.ending_soon}
                noticeGiven={member.notice_given}
              />
            </ScrollTableCell>
            <ScrollTableCell>
              {member.monthly_cost.map((cost) => (
                <div key={cost.currency}>{amountText(cost)}</div>
              ))}
            </ScrollTableCell>
          </ScrollTableRow>
        );
      })}
    </ScrollTable>
  );
}
