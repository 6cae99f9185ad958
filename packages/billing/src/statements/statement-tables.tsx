import Link from '@mui/material/Link';
import type { Statement } from '@portal/api-schema';
import { AGING_BUCKET_LABELS } from '@portal/api-schema/constants';
import { countText, formatDate, formatMinorUnits, ScrollTable, ScrollTableCell, ScrollTableRow, ScrollTableSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';

const right = 'right' as const;

const LEDGER = {
  label: 'Statement lines',
  columns: [
    'Date',
    'Document',
    { label: 'Description', wrap: { minWidth: 200, maxWidth: 360 } },
    { label: 'Charge', align: right },
    { label: 'Credit', align: right },
    { label: 'Balance', align: right },
  ],
  minWidth: 860,
};

const AGING = {
  label: 'Aging',
  columns: ['Past due', { label: 'Invoices', align: right }, { label: 'Amount', align: right }],
  minWidth: 420,
};

function money(minor: number, currency: string): string {
  return formatMinorUnits(minor, currency, { showZero: true });
}

export function StatementLinesSkeleton() {
  return <ScrollTableSkeleton {...LEDGER} rows={4} />;
}

/** The opening balance, each invoice (charge) and payment (credit) with the balance after it, and the closing balance. */
export function StatementLinesTable({ statement }: { statement: Statement }) {
  const { currency } = statement;
  return (
    <ScrollTable {...LEDGER}>
      <ScrollTableRow>
        <ScrollTableCell title>{formatDate(statement.from)}</ScrollTableCell>
        <ScrollTableCell />
        <ScrollTableCell>
          <strong>Opening balance</strong>
        </ScrollTableCell>
        <ScrollTableCell />
        <ScrollTableCell />
        <ScrollTableCell>
          <strong>{money(statement.opening_balance.added_value, currency)}</strong>
        </ScrollTableCell>
      </ScrollTableRow>
      {statement.lines.map((line) => (
        <ScrollTableRow key={`${line.kind}-${line.invoice_id}`}>
          <ScrollTableCell title>{formatDate(line.date)}</ScrollTableCell>
          <ScrollTableCell>
            <Link component={RouterLink} to={`/invoices/${encodeURIComponent(line.invoice_id)}`}>
              {line.document}
            </Link>
          </ScrollTableCell>
          <ScrollTableCell>{line.description}</ScrollTableCell>
          <ScrollTableCell>{line.kind === 'invoice' ? money(line.amount.added_value, currency) : ''}</ScrollTableCell>
          <ScrollTableCell>{line.kind === 'payment' ? money(line.amount.added_value, currency) : ''}</ScrollTableCell>
          <ScrollTableCell>{money(line.balance.added_value, currency)}</ScrollTableCell>
        </ScrollTableRow>
      ))}
      <ScrollTableRow>
        <ScrollTableCell title>{formatDate(statement.to)}</ScrollTableCell>
        <ScrollTableCell />
        <ScrollTableCell>
          <strong>Closing balance</strong>
        </ScrollTableCell>
        <ScrollTableCell>{money(statement.total_charges.added_value, currency)}</ScrollTableCell>
        <ScrollTableCell>{money(statement.total_credits.added_value, currency)}</ScrollTableCell>
        <ScrollTableCell>
          <strong>{money(statement.closing_balance.added_value, currency)}</strong>
        </ScrollTableCell>
      </ScrollTableRow>
    </ScrollTable>
  );
}

/** What is outstanding at the period's end by days past due, with the total. */
export function StatementAgingTable({ statement }: { statement: Statement }) {
  const { currency } = statement;
  const count = statement.aging.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <ScrollTable {...AGING}>
      {statement.aging.buckets.map((bucket) => (
        <ScrollTableRow key={bucket.bucket}>
          <ScrollTableCell title>{AGING_BUCKET_LABELS[bucket.bucket]}</ScrollTableCell>
          <ScrollTableCell>{countText(bucket.count, 'invoice')}</ScrollTableCell>
          <ScrollTableCell>{money(bucket.amount.added_value, currency)}</ScrollTableCell>
        </ScrollTableRow>
      ))}
      <ScrollTableRow>
        <ScrollTableCell title>
          <strong>Total</strong>
        </ScrollTableCell>
        <ScrollTableCell>
          <strong>{countText(count, 'invoice')}</strong>
        </ScrollTableCell>
        <ScrollTableCell>
          <strong>{money(statement.aging.total.added_value, currency)}</strong>
        </ScrollTableCell>
      </ScrollTableRow>
    </ScrollTable>
  );
}
