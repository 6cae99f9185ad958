import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContractDetail } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { hasRole, useSession } from '@portal/auth';
import { formatDate, formatMinorUnits, ScrollTable } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { hoursText, invoicePagePath } from '../contracts/contract-format';
import { SectionCard } from './section-card';

export const NO_INVOICES = 'No invoices have been billed under this contract yet.';

const COLUMNS = [
  'Number',
  'Issued',
  'Due',
  'Status',
  { label: 'Hours billed', align: 'right' as const },
  { label: 'Total', align: 'right' as const },
];

/** The vendor's invoices under the contract; their numbers open the invoice for users who may see invoices. */
export function ContractInvoicesCard({ contract }: { contract: ContractDetail }) {
  const { user } = useSession();
  const canOpenInvoices = hasRole(user, 'invoices');
  return (
    <SectionCard title="Invoices">
      {contract.invoices.length === 0 ? (
        <Typography color="text.secondary">{NO_INVOICES}</Typography>
      ) : (
        <ScrollTable label="Invoices under this contract" columns={COLUMNS} minWidth={640}>
          {contract.invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell>
                {canOpenInvoices ? (
                  <Link component={RouterLink} to={invoicePagePath(invoice.id)} sx={{ fontWeight: 600 }}>
                    {invoice.number}
                  </Link>
                ) : (
                  invoice.number
                )}
              </TableCell>
              <TableCell>{formatDate(invoice.issued_on)}</TableCell>
              <TableCell>{formatDate(invoice.due_on)}</TableCell>
              <TableCell>{INVOICE_STATUS_LABELS[invoice.status]}</TableCell>
              <TableCell align="right">{invoice.billed_minutes === null ? '—' : hoursText(invoice.billed_minutes)}</TableCell>
              <TableCell align="right">{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</TableCell>
            </TableRow>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}
