import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { InvoiceSummary } from '@portal/api-schema';
import { formatDate, formatMinorUnits, ScrollTable, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { InvoiceStatusChip } from './invoice-status';

const COLUMNS = (['Number', 'Vendor', 'Issued', 'Due', 'Status', 'Total'] as const).map((label) => ({
  label,
  align: label === 'Total' ? ('right' as const) : ('left' as const),
}));
const SKELETON_ROWS = 5;

export function invoicePagePath(id: string): string {
  return `/invoices/${encodeURIComponent(id)}`;
}

const TABLE = { label: 'Invoices', columns: COLUMNS, minWidth: 720 };

export function InvoicesTableSkeleton() {
  return <ScrollTableSkeleton {...TABLE} rows={SKELETON_ROWS} />;
}

/**
 * The invoices; each row opens its invoice. The number is the row's link, so keyboard and
 * screen-reader users reach it; a click anywhere else on the row does the same for a mouse.
 */
export function InvoicesTable({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const navigate = useNavigate();
  return (
    <ScrollTable {...TABLE}>
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
    </ScrollTable>
  );
}
