import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Connection, ConnectionStatus } from '@portal/api-schema';
import { CONNECTION_STATUS_LABELS } from '@portal/api-schema/constants';
import { formatDate, ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { contractsInForcePath, openInvoicesPath } from '../company/company-paths';

const COLUMNS = [
  'Vendor',
  'Status',
  { label: 'Since', wrap: { minWidth: 120, maxWidth: 160 } },
  'Service terms',
  'Contracts',
  'Invoices',
  { label: 'Contact', wrap: { minWidth: 180, maxWidth: 220 } },
  { label: 'Actions', align: 'right' as const },
] as const;
const TABLE = { label: 'Vendor connections', columns: COLUMNS, minWidth: 980 };
const SKELETON_ROWS = 4;

const STATUS_COLORS: Record<ConnectionStatus, 'success' | 'warning' | 'default'> = {
  connected: 'success',
  pending: 'warning',
  ended: 'default',
};

export function ConnectionsTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={SKELETON_ROWS} />;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A count ('2 in force') that leads to the list it counts; nothing to lead to when it is zero. */
function CountLink({ count, what, to, label }: { count: number; what: string; to: string; label: string }) {
  if (count === 0) return <span className={scrollTableClasses.secondary}>None {what}</span>;
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      {count} {what}
    </Link>
  );
}

function sinceText(connection: Connection): string {
  if (connection.status === 'ended' && connection.ended_on) return `${formatDate(connection.since)} – ${formatDate(connection.ended_on)}`;
  if (connection.status === 'pending') return `Requested ${formatDate(connection.since)}`;
  return formatDate(connection.since);
}

export interface ConnectionsTableProps {
  connections: readonly Connection[];
  onEnd(connection: Connection): void;
}

export function ConnectionsTable({ connections, onEnd }: ConnectionsTableProps) {
  return (
    <ScrollTable {...TABLE}>
      {connections.map((connection) => {
        const vendor = connection.vendor.name;
        return (
          <ScrollTableRow key={connection.id}>
            <ScrollTableCell rowHeader>
              <strong>{vendor}</strong>
            </ScrollTableCell>
            <ScrollTableCell>
              <Chip
                size="small"
                label={CONNECTION_STATUS_LABELS[connection.status]}
                color={STATUS_COLORS[connection.status]}
                variant={connection.status === 'ended' ? 'outlined' : 'filled'}
              />
            </ScrollTableCell>
            <ScrollTableCell>{sinceText(connection)}</ScrollTableCell>
            <ScrollTableCell>
              <span aria-label={`Standard Service Contract Terms, version ${connection.terms_version}`}>{connection.terms_version}</span>
            </ScrollTableCell>
            <ScrollTableCell>
              {/* The contracts that keep the connection from ending: the same count its refusal gives. */}
              <CountLink
                count={connection.contracts_in_force}
                what="in force"
                to={contractsInForcePath(connection.vendor.id)}
                label={`${connection.contracts_in_force} in force: contracts with ${vendor}`}
              />
            </ScrollTableCell>
            <ScrollTableCell>
              <CountLink
                count={connection.open_invoices}
                what="open"
                to={openInvoicesPath(connection.vendor.id)}
                label={`${plural(connection.open_invoices, 'open invoice', 'open invoices')} from ${vendor}`}
              />
            </ScrollTableCell>
            <ScrollTableCell>
              {connection.contact ? (
                <div className={scrollTableClasses.breakAnywhere}>
                  <div>{connection.contact.name}</div>
                  <Link variant="body2" href={`mailto:${connection.contact.email}`}>
                    {connection.contact.email}
                  </Link>
                </div>
              ) : (
                <span className={scrollTableClasses.secondary}>No contact</span>
              )}
            </ScrollTableCell>
            <ScrollTableCell>
              {connection.status === 'ended' ? null : connection.can_end ? (
                <Button size="small" color="error" onClick={() => onEnd(connection)} aria-label={`End connection with ${vendor}`}>
                  End connection
                </Button>
              ) : (
                <span className={`${scrollTableClasses.secondary} ${scrollTableClasses.endNote}`}>
                  {plural(connection.contracts_in_force, 'contract', 'contracts')} in force: end{' '}
                  {connection.contracts_in_force === 1 ? 'it' : 'them'} first
                </span>
              )}
            </ScrollTableCell>
          </ScrollTableRow>
        );
      })}
    </ScrollTable>
  );
}
