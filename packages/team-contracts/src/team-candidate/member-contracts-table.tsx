import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { MemberContract } from '@portal/api-schema';
import { CONTRACT_EVENT_LABELS, ENGAGEMENT_LABELS } from '@portal/api-schema/constants';
import { formatDate, ScrollTable, ScrollTableCell, ScrollTableRow } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { ContractEnd } from '../team/contract-end';
import { ContractStatusChip } from '../contracts/contract-status-chip';
import { hourlyRate } from '../team/team-format';
import { contractPath } from '../team/team-paths';

const COLUMNS = [
  'Contract',
  'Status',
  { label: 'Role', wrap: { minWidth: 160 } },
  { label: 'Vendor', wrap: { minWidth: 140 } },
  'Engagement',
  { label: 'Rate', align: 'right' as const },
  'Start',
  'End',
  'Request',
] as const;

/** What a request waiting for the vendor asks: 'Extension requested', 'End requested'. */
const REQUEST_LABELS = { extension: CONTRACT_EVENT_LABELS.extension_requested, end: CONTRACT_EVENT_LABELS.end_requested } as const;

export function MemberContractsTable({ contracts }: { contracts: readonly MemberContract[] }) {
  return (
    <ScrollTable label="Contracts" columns={COLUMNS} minWidth={1080}>
      {contracts.map((contract) => (
        <ScrollTableRow key={contract.id}>
          <ScrollTableCell rowHeader title>
            <Link component={RouterLink} to={contractPath(contract.id)}>
              {contract.number}
            </Link>
          </ScrollTableCell>
          <ScrollTableCell>
            <ContractStatusChip status={contract.status} />
          </ScrollTableCell>
          <ScrollTableCell>{contract.role_title}</ScrollTableCell>
          <ScrollTableCell>{contract.vendor.name}</ScrollTableCell>
          <ScrollTableCell>{`${ENGAGEMENT_LABELS[contract.engagement]}, ${contract.hours_per_week} h/week`}</ScrollTableCell>
          <ScrollTableCell>{hourlyRate(contract.rate)}</ScrollTableCell>
          <ScrollTableCell>{contract.starts_on ? formatDate(contract.starts_on) : '—'}</ScrollTableCell>
          <ScrollTableCell>
            <ContractEnd endsOn={contract.ends_on} daysLeft={contract.days_left} endingSoon={contract.ending_soon} noticeGiven={false} />
          </ScrollTableCell>
          <ScrollTableCell>
            {contract.pending_request ? (
              <Chip size="small" variant="outlined" color="info" label={REQUEST_LABELS[contract.pending_request]} />
            ) : (
              '—'
            )}
          </ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
