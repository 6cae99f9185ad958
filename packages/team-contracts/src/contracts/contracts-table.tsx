import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ContractSummary } from '@portal/api-schema';
import { formatDate, ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow, ScrollTableSkeleton, UserAvatar } from '@portal/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { contractPagePath, engagementText, pendingRequestText, rateText, talentPagePath } from './contract-format';
import { ContractStatusChip } from './contract-status-chip';

// The talent, vendor and role wrap within their widths, so that the table fits a laptop's screen.
const COLUMNS = [
  'Number',
  { label: 'Talent', wrap: { minWidth: 150, maxWidth: 200 } },
  { label: 'Vendor', wrap: { minWidth: 130, maxWidth: 170 } },
  { label: 'Role', wrap: { minWidth: 150, maxWidth: 240 } },
  { label: 'Rate', align: 'right' as const },
  'Start',
  'End',
  'Status',
];
const TABLE = { label: 'Contracts', columns: COLUMNS, minWidth: 980 };

export const OPEN_ENDED = 'Open-ended';
export const ENDING_SOON = 'Ending soon';

export function ContractsTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={5} />;
}

/** The talent's photo (or initials) and name, linking to their profile; the Role column says what they do here. */
function TalentCell({ talent }: { talent: ContractSummary['talent'] }) {
  if (!talent) return <span className={scrollTableClasses.secondary}>Not named</span>;
  return (
    <div className={scrollTableClasses.person}>
      {/* The name beside it says who it is. */}
      <span aria-hidden>
        <UserAvatar name={talent.name} src={talent.photo} size={32} />
      </span>
      <Link component={RouterLink} to={talentPagePath(talent.id)}>
        {talent.name}
      </Link>
    </div>
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
          <ScrollTableRow key={contract.id} onOpen={() => void navigate(contractPagePath(contract.id))}>
            <ScrollTableCell title>
              <Link component={RouterLink} to={contractPagePath(contract.id)}>
                {contract.number}
              </Link>
            </ScrollTableCell>
            <ScrollTableCell>
              <TalentCell talent={contract.talent} />
            </ScrollTableCell>
            <ScrollTableCell>{contract.vendor.name}</ScrollTableCell>
            <ScrollTableCell>
              {contract.role_title}
              <span className={scrollTableClasses.secondary}>{engagementText(contract)}</span>
            </ScrollTableCell>
            <ScrollTableCell>{rateText(contract.rate)}</ScrollTableCell>
            <ScrollTableCell>{contract.starts_on ? formatDate(contract.starts_on) : 'Not set'}</ScrollTableCell>
            <ScrollTableCell>
              {contract.ends_on ? (
                <span className={contract.ending_soon ? scrollTableClasses.warningText : undefined}>{formatDate(contract.ends_on)}</span>
              ) : (
                OPEN_ENDED
              )}
              {contract.ending_soon && (
                <span className={scrollTableClasses.below}>
                  <Chip size="small" color="warning" variant="outlined" label={ENDING_SOON} />
                </span>
              )}
            </ScrollTableCell>
            <ScrollTableCell>
              <ContractStatusChip status={contract.status} />
              {request && <span className={`${scrollTableClasses.secondary} ${scrollTableClasses.below}`}>{request}</span>}
            </ScrollTableCell>
          </ScrollTableRow>
        );
      })}
    </ScrollTable>
  );
}
