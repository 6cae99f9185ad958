import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { InvoiceSummary } from '@portal/contract';
import { formatDate, formatMinorUnits } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { InvoiceStatusChip } from './invoice-status';

const COLUMNS = ['Number', 'Vendor', 'Issued', 'Due', 'Status', 'Total'] as const;
const SKELETON_ROWS = 5;

export function invoicePagePath(id: string): string {
  return `/invoices/${encodeURIComponent(id)}`;
}

function TableFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Invoices" aria-busy={busy || undefined} sx={{ minWidth: 720, '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Total' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export function InvoicesTableSkeleton() {
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

/**
 * The invoices; each row opens its invoice. The number is the row's link, so keyboard and
 * screen-reader users reach it; a click anywhere else on the row does the same for a mouse.
 */
export function InvoicesTable({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const navigate = useNavigate();
  return (
    <TableFrame>
      {invoices.map((invoice) => (
        <TableRow
          key={invoice.id}
          hover
          sx={{ cursor: 'pointer' }}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) return;
            void navigate(invoicePagePath(invoice.id));
          }}
        >
          <TableCell>
            <Link component={RouterLink} to={invoicePagePath(invoice.id)} sx={{ fontWeight: 600 }}>
              {invoice.number}
            </Link>
          </TableCell>
          <TableCell>{invoice.vendor.name}</TableCell>
          <TableCell>{formatDate(invoice.issued_on)}</TableCell>
          <TableCell>{formatDate(invoice.due_on)}</TableCell>
          <TableCell>
            <InvoiceStatusChip status={invoice.status} />
          </TableCell>
          <TableCell align="right">{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</TableCell>
        </TableRow>
      ))}
    </TableFrame>
  );
}
