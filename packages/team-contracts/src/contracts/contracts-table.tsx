import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContractSummary } from '@portal/api-schema';
import { CONTRACT_EVENT_LABELS } from '@portal/api-schema/constants';
import { formatDate, ScrollTable, ScrollTableSkeleton, UserAvatar } from '@portal/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { contractPagePath, engagementText, rateText, talentPagePath } from './contract-format';
import { ContractStatusChip } from './contract-status-chip';

const COLUMNS = (['Number', 'Talent', 'Vendor', 'Role', 'Rate', 'Start', 'End', 'Status'] as const).map((label) => ({
  label,
  align: label === 'Rate' ? ('right' as const) : ('left' as const),
}));
const TABLE = { label: 'Contracts', columns: COLUMNS, minWidth: 980 };

export const OPEN_ENDED = 'Open-ended';
export const ENDING_SOON = 'Ending soon';

export function ContractsTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={5} />;
}

/** What the company asked of the vendor and is waiting for: "Extension requested". */
export function pendingRequestText(kind: ContractSummary['pending_request_kind']): string | null {
  if (kind === 'extension') return CONTRACT_EVENT_LABELS.extension_requested;
  if (kind === 'end') return CONTRACT_EVENT_LABELS.end_requested;
  return null;
}

/** Lets a cell of the table wrap its text within these widths: the table fits a laptop screen. */
const wrapping = (minWidth: number, maxWidth: number) => ({ whiteSpace: 'normal !important', minWidth, maxWidth, overflowWrap: 'break-word' }) as const;

/** The talent's photo (or initials) and name, linking to their profile; the Role column says what they do here. */
function TalentCell({ talent }: { talent: ContractSummary['talent'] }) {
  if (!talent) return <Typography variant="body2" color="text.secondary">Not named</Typography>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {/* The name beside it says who it is. */}
      <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
        <UserAvatar name={talent.name} src={talent.photo} size={32} />
      </Box>
      <Link component={RouterLink} to={talentPagePath(talent.id)}>
        {talent.name}
      </Link>
    </Box>
  );
}

/**
 * The contracts; each row opens its contract; the role's cell also says the engagement and the weekly hours. The number is the row's link, so keyboard,
 * screen-reader and middle-click users reach it; a click anywhere else on the row does the same
 * for a mouse. The talent's name links to their profile.
 */
export function ContractsTable({ contracts }: { contracts: readonly ContractSummary[] }) {
  const navigate = useNavigate();
  return (
    <ScrollTable {...TABLE}>
      {contracts.map((contract) => {
        const request = pendingRequestText(contract.pending_request_kind);
        return (
          <TableRow
            key={contract.id}
            hover
            sx={{ cursor: 'pointer' }}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a, button')) return;
              void navigate(contractPagePath(contract.id));
            }}
          >
            <TableCell>
              <Link component={RouterLink} to={contractPagePath(contract.id)} sx={{ fontWeight: 600 }}>
                {contract.number}
              </Link>
            </TableCell>
            <TableCell sx={wrapping(150, 200)}>
              <TalentCell talent={contract.talent} />
            </TableCell>
            <TableCell sx={wrapping(130, 170)}>{contract.vendor.name}</TableCell>
            <TableCell sx={wrapping(150, 240)}>
              {contract.role_title}
              <Typography variant="body2" color="text.secondary">
                {engagementText(contract)}
              </Typography>
            </TableCell>
            <TableCell align="right">{rateText(contract.rate)}</TableCell>
            <TableCell>{contract.starts_on ? formatDate(contract.starts_on) : 'Not set'}</TableCell>
            <TableCell>
              {contract.ends_on ? (
                <Typography
                  variant="body2"
                  component="span"
                  sx={contract.ending_soon ? { color: 'warning.dark', fontWeight: 600 } : undefined}
                >
                  {formatDate(contract.ends_on)}
                </Typography>
              ) : (
                OPEN_ENDED
              )}
              {contract.ending_soon && (
                <Box>
                  <Chip size="small" color="warning" variant="outlined" label={ENDING_SOON} sx={{ mt: 0.5 }} />
                </Box>
              )}
            </TableCell>
            <TableCell>
              <ContractStatusChip status={contract.status} />
              {request && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {request}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </ScrollTable>
  );
}
