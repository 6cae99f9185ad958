import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContractDetail } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { hasRole, useSession } from '@portal/auth';
import { formatDate, formatMinorUnits, ScrollTable, ScrollTableCell, ScrollTableRow } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { invoicePagePath } from '../contracts/contract-format';
import { hoursText } from '../team/team-format';
import { SectionCard } from './section-card';

const NO_INVOICES = 'No invoices have been billed under this contract yet.';

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
            <ScrollTableRow key={invoice.id}>
              <ScrollTableCell title>
                {canOpenInvoices ? (
                  <Link component={RouterLink} to={invoicePagePath(invoice.id)}>
                    {invoice.number}
                  </Link>
                ) : (
                  invoice.number
                )}
              </ScrollTableCell>
              <ScrollTableCell>{formatDate(invoice.issued_on)}</ScrollTableCell>
              <ScrollTableCell>{formatDate(invoice.due_on)}</ScrollTableCell>
              <ScrollTableCell>{INVOICE_STATUS_LABELS[invoice.status]}</ScrollTableCell>
              <ScrollTableCell>{invoice.billed_minutes === null ? '—' : hoursText(invoice.billed_minutes)}</ScrollTableCell>
              <ScrollTableCell>{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</ScrollTableCell>
            </ScrollTableRow>
          ))}
        </ScrollTable>
      )}
    </SectionCard>
  );
}
