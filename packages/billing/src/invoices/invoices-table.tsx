import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import type { InvoiceSummary } from '@portal/api-schema';
import { BILLING_TEXTS } from '@portal/api-schema/constants';
import {
  formatDate,
  formatMinorUnits,
  ScrollTable,
  ScrollTableCell,
  ScrollTableRow,
  ScrollTableSkeleton,
  scrollTableClasses,
} from '@portal/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { InvoiceStatusChip } from './invoice-status';
import { isPayable } from './invoice-selection';
import type { InvoiceSelection } from './use-invoice-selection';

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

function selectInvoiceLabel(invoice: Pick<InvoiceSummary, 'number'>): string {
  return `Select ${invoice.number} to pay`;
}

/**
 * The invoices, each with the PO number it is booked to under its number; each row opens its invoice. The number is the row's link, so keyboard and
 * screen-reader users reach it; a click anywhere else on the row does the same for a mouse. With a
 * selection, a payable row has a checkbox before its number (in the title cell, so that a phone's
 * card shows it beside the number).
 */
export function InvoicesTable({ invoices, selection }: { invoices: readonly InvoiceSummary[]; selection?: InvoiceSelection }) {
  const navigate = useNavigate();
  return (
    <ScrollTable {...TABLE}>
      {invoices.map((invoice) => (
        <ScrollTableRow key={invoice.id} onOpen={() => void navigate(invoicePagePath(invoice.id))}>
          <ScrollTableCell title>
            {selection && isPayable(invoice) && (
              <Checkbox
                size="small"
                checked={selection.isSelected(invoice.id)}
                onChange={() => selection.toggle(invoice)}
                // The row opens the invoice on a click: ticking the box must not.
                onClick={(event) => event.stopPropagation()}
                slotProps={{ input: { 'aria-label': selectInvoiceLabel(invoice) } }}
                sx={{ p: 0.5, ml: -0.75, mr: 0.5 }}
              />
            )}
            <Link component={RouterLink} to={invoicePagePath(invoice.id)}>
              {invoice.number}
            </Link>
            {/* Under the number, so that it stays in view on a phone, where the table scrolls sideways. */}
            {invoice.po_number && (
              <span className={`${scrollTableClasses.secondary} ${scrollTableClasses.breakAnywhere}`}>PO {invoice.po_number}</span>
            )}
          </ScrollTableCell>
          <ScrollTableCell>{invoice.vendor.name}</ScrollTableCell>
          <ScrollTableCell>{formatDate(invoice.issued_on)}</ScrollTableCell>
          <ScrollTableCell>{formatDate(invoice.due_on)}</ScrollTableCell>
          <ScrollTableCell>
            <InvoiceStatusChip status={invoice.status} />
            {/* The status stays until the payment is confirmed; the note says it is on its way meanwhile. */}
            {invoice.payment_on_its_way && <span className={scrollTableClasses.secondary}>{BILLING_TEXTS.paymentOnItsWay}</span>}
          </ScrollTableCell>
          <ScrollTableCell>{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
