import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Connection, ConnectionStatus } from '@portal/api-schema';
import { CONNECTION_STATUS_LABELS } from '@portal/api-schema/constants';
import { formatDate, ScrollTable, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { activeContractsPath, openInvoicesPath } from '../company/company-paths';

const COLUMNS = ['Vendor', 'Status', 'Since', 'Service terms', 'Contracts', 'Invoices', 'Contact', { label: 'Actions', align: 'right' as const }] as const;
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

/** A count ('2 active') that leads to the list it counts; nothing to lead to when it is zero. */
function CountLink({ count, what, to, label }: { count: number; what: string; to: string; label: string }) {
  if (count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        None {what}
      </Typography>
    );
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
          <TableRow key={connection.id} hover>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {vendor}
            </TableCell>
            <TableCell>
              <Chip size="small" label={CONNECTION_STATUS_LABELS[connection.status]} color={STATUS_COLORS[connection.status]} variant={connection.status === 'ended' ? 'outlined' : 'filled'} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 120, maxWidth: 160 }}>{sinceText(connection)}</TableCell>
            <TableCell>
              <Typography variant="body2" aria-label={`Standard Service Contract Terms, version ${connection.terms_version}`}>
                {connection.terms_version}
              </Typography>
            </TableCell>
            <TableCell>
              <CountLink
                count={connection.active_contracts}
                what="active"
                to={activeContractsPath(connection.vendor.id)}
                label={`${plural(connection.active_contracts, 'active contract', 'active contracts')} with ${vendor}`}
              />
            </TableCell>
            <TableCell>
              <CountLink
                count={connection.open_invoices}
                what="open"
                to={openInvoicesPath(connection.vendor.id)}
                label={`${plural(connection.open_invoices, 'open invoice', 'open invoices')} from ${vendor}`}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 180, maxWidth: 220, overflowWrap: 'anywhere' }}>
              {connection.contact ? (
                <Box>
                  <Typography variant="body2">{connection.contact.name}</Typography>
                  <Link variant="body2" href={`mailto:${connection.contact.email}`}>
                    {connection.contact.email}
                  </Link>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No contact
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">
              {connection.status === 'ended' ? null : connection.can_end ? (
                <Button size="small" color="error" onClick={() => onEnd(connection)} aria-label={`End connection with ${vendor}`}>
                  End connection
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal', maxWidth: 200, ml: 'auto' }}>
                  {plural(connection.contracts_in_force, 'contract', 'contracts')} in force: end {connection.contracts_in_force === 1 ? 'it' : 'them'} first
                </Typography>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </ScrollTable>
  );
}
