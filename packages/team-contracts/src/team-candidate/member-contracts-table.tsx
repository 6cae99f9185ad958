import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { MemberContract } from '@portal/api-schema';
import { CONTRACT_EVENT_LABELS, ENGAGEMENT_LABELS } from '@portal/api-schema/constants';
import { formatDate, ScrollTable } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { ContractEnd } from '../team/contract-end';
import { ContractStatusChip } from '../contracts/contract-status-chip';
import { hourlyRate } from '../team/team-format';
import { contractPath } from '../team/team-paths';

const COLUMNS = ['Contract', 'Status', 'Role', 'Vendor', 'Engagement', { label: 'Rate', align: 'right' as const }, 'Start', 'End', 'Request'] as const;

/** What a request waiting for the vendor asks: 'Extension requested', 'End requested'. */
const REQUEST_LABELS = { extension: CONTRACT_EVENT_LABELS.extension_requested, end: CONTRACT_EVENT_LABELS.end_requested } as const;

export function MemberContractsTable({ contracts }: { contracts: readonly MemberContract[] }) {
  return (
    <ScrollTable label="Contracts" columns={COLUMNS} minWidth={1080}>
      {contracts.map((contract) => (
        <TableRow key={contract.id} hover>
          <TableCell component="th" scope="row">
            <Link component={RouterLink} to={contractPath(contract.id)} sx={{ fontWeight: 600 }}>
              {contract.number}
            </Link>
          </TableCell>
          <TableCell>
            <ContractStatusChip status={contract.status} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 160 }}>{contract.role_title}</TableCell>
          <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 140 }}>{contract.vendor.name}</TableCell>
          <TableCell>{`${ENGAGEMENT_LABELS[contract.engagement]}, ${contract.hours_per_week} h/week`}</TableCell>
          <TableCell align="right">{hourlyRate(contract.rate)}</TableCell>
          <TableCell>{contract.starts_on ? formatDate(contract.starts_on) : '—'}</TableCell>
          <TableCell>
            <ContractEnd endsOn={contract.ends_on} daysLeft={contract.days_left} endingSoon={contract.ending_soon} noticeGiven={false} />
          </TableCell>
          <TableCell>{contract.pending_request ? <Chip size="small" variant="outlined" color="info" label={REQUEST_LABELS[contract.pending_request]} /> : '—'}</TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
