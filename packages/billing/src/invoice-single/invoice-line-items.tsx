import { type InvoiceDetail, lineItemQuantity } from '@portal/api-schema';
import { formatDate, formatMinorUnits, ScrollTable, ScrollTableCell, ScrollTableRow, scrollTableClasses } from '@portal/ui';

const COLUMNS = [
  { label: 'Developer or item', wrap: { minWidth: 220, maxWidth: 420 } },
  { label: 'Period', wrap: { minWidth: 150 } },
  { label: 'Hours / qty', align: 'right' as const },
  { label: 'Rate', align: 'right' as const },
  { label: 'Amount', align: 'right' as const },
];

type LineItem = InvoiceDetail['line_items'][number];

function linePeriod(line: LineItem): string {
  const start = line.period_start ? formatDate(line.period_start) : '';
  const end = line.period_end ? formatDate(line.period_end) : '';
  if (start && end) return `${start} – ${end}`;
  return start || end || '—';
}

/** What the invoice bills, line by line; on a phone each line is a card of its cells. */
export function InvoiceLineItems({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <ScrollTable label="Line items" columns={COLUMNS} minWidth={720}>
      {invoice.line_items.map((line) => (
        <ScrollTableRow key={line.id}>
          <ScrollTableCell title rowHeader>
            {line.developer_name ? (
              <>
                <strong>{line.developer_name}</strong>
                <span className={scrollTableClasses.secondary}>{line.description}</span>
              </>
            ) : (
              line.description
            )}
          </ScrollTableCell>
          <ScrollTableCell>{linePeriod(line)}</ScrollTableCell>
          <ScrollTableCell>{lineItemQuantity(line.quantity_milli, line.unit)}</ScrollTableCell>
          <ScrollTableCell>
            {formatMinorUnits(line.rate.added_value, line.rate.currency)}
            {line.unit === 'hour' ? ' / hour' : ''}
          </ScrollTableCell>
          <ScrollTableCell>{formatMinorUnits(line.amount.added_value, line.amount.currency)}</ScrollTableCell>
        </ScrollTableRow>
      ))}
    </ScrollTable>
  );
}
