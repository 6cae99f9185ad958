import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { MemberInvoice } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { formatDate, formatMinorUnits, ScrollTable } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { hoursText } from '../team/team-format';
import { contractPath, invoicePath } from '../team/team-paths';

const COLUMNS = ['Invoice', 'Contract', 'Issued', { label: 'Hours', align: 'right' as const }, { label: 'Total', align: 'right' as const }, 'Status'] as const;

export interface MemberInvoicesTableProps {
  invoices: readonly MemberInvoice[];
  /** Users with the invoices role open an invoice's page; others read its number. */
  linkInvoices: boolean;
}

export function MemberInvoicesTable({ invoices, linkInvoices }: MemberInvoicesTableProps) {
  return (
    <ScrollTable label="Invoices" columns={COLUMNS} minWidth={760}>
      {invoices.map((invoice) => (
        <TableRow key={invoice.id} hover>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            {linkInvoices ? (
              <Link component={RouterLink} to={invoicePath(invoice.id)}>
                {invoice.number}
              </Link>
            ) : (
              invoice.number
            )}
          </TableCell>
          <TableCell>
            <Link component={RouterLink} to={contractPath(invoice.contract.id)}>
              {invoice.contract.number}
            </Link>
          </TableCell>
          <TableCell>{formatDate(invoice.issued_on)}</TableCell>
          <TableCell align="right">{invoice.billed_minutes === null ? '—' : hoursText(invoice.billed_minutes)}</TableCell>
          <TableCell align="right">{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</TableCell>
          <TableCell>
            <Chip size="small" variant="outlined" label={INVOICE_STATUS_LABELS[invoice.status]} />
          </TableCell>
        </TableRow>
      ))}
    </ScrollTable>
  );
}
