import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { MemberInvoice } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { formatDate, formatMinorUnits, ScrollTable, ScrollTableCell, scrollTableClasses, ScrollTableRow } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { hoursText } from '../team/team-format';
import { contractPath, invoicePath } from '../team/team-paths';

const COLUMNS = [
  'Invoice',
  'Contract',
  'Issued',
  { label: 'Hours', align: 'right' as const },
  { label: 'Total', align: 'right' as const },
  'Status',
] as const;

export const NOT_COUNTED = 'Not counted as billed';

export interface MemberInvoicesTableProps {
  invoices: readonly MemberInvoice[];
  /** Users with the invoices role open an invoice's page; others read its number. */
  linkInvoices: boolean;
}

export function MemberInvoicesTable({ invoices, linkInvoices }: MemberInvoicesTableProps) {
  return (
    <ScrollTable label="Invoices" columns={COLUMNS} minWidth={760}>
      {invoices.map((invoice) => (
        <ScrollTableRow key={invoice.id}>
          <ScrollTableCell rowHeader title>
            {linkInvoices ? (
              <Link component={RouterLink} to={invoicePath(invoice.id)}>
                {invoice.number}
              </Link>
            ) : (
              // Bold like the link others see: the title class makes only a link bold.
              <strong>{invoice.number}</strong>
            )}
          </ScrollTableCell>
          <ScrollTableCell>
            <Link component={RouterLink} to={contractPath(invoice.contract.id)}>
              {invoice.contract.number}
            </Link>
          </ScrollTableCell>
          <ScrollTableCell>{formatDate(invoice.issued_on)}</ScrollTableCell>
          <ScrollTableCell>
            {invoice.billed_minutes === null ? '—' : hoursText(invoice.billed_minutes)}
            {/* Cancelled or refunded: its hours are not among those billed. */}
            {invoice.billed_minutes !== null && !invoice.counts_as_billed && (
              <span className={scrollTableClasses.secondary}>{NOT_COUNTED}</span>
            )}
          </ScrollTableCell>
          <ScrollTableCell>{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</ScrollTableCell>
          <ScrollTableCell>
            <Chip size="small" variant="outlined" label={INVOICE_STATUS_LABELS[invoice.status]} />
          </ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
