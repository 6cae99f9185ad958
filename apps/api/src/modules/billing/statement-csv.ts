import type { Readable } from 'node:stream';
import { AGING_BUCKET_LABELS, minorToDecimal, type Statement } from '@portal/api-schema';
import { csvStream, neutralizeFormula } from '../../platform/http/csv';

const STATEMENT_CSV_COLUMNS = ['Date', 'Type', 'Document', 'Description', 'Charge', 'Credit', 'Balance', 'Currency'] as const;

const LINE_TYPES = { invoice: 'Invoice', payment: 'Payment' } as const;

/**
 * The statement's rows: the opening balance, each line with its running balance, the closing
 * balance, then the aging of what is outstanding at the period's end (one row per bucket and its total).
 */
function statementCsvRecords(statement: Statement): string[][] {
  const { currency } = statement;
  const amount = (minor: number) => minorToDecimal(minor, currency);
  const records: string[][] = [
    [statement.from, 'Opening balance', '', '', '', '', amount(statement.opening_balance.added_value), currency],
  ];
  for (const line of statement.lines) {
    records.push([
      line.date,
      LINE_TYPES[line.kind],
      neutralizeFormula(line.document),
      neutralizeFormula(line.description),
      line.kind === 'invoice' ? amount(line.amount.added_value) : '',
      line.kind === 'payment' ? amount(line.amount.added_value) : '',
      amount(line.balance.added_value),
      currency,
    ]);
  }
  records.push([
    statement.to,
    'Closing balance',
    '',
    '',
    amount(statement.total_charges.added_value),
    amount(statement.total_credits.added_value),
    amount(statement.closing_balance.added_value),
    currency,
  ]);
  for (const bucket of statement.aging.buckets) {
    const invoices = bucket.count === 1 ? '1 invoice' : `${bucket.count} invoices`;
    records.push([
      statement.to,
      'Outstanding',
      '',
      `${AGING_BUCKET_LABELS[bucket.bucket]}: ${invoices}`,
      '',
      '',
      amount(bucket.amount.added_value),
      currency,
    ]);
  }
  records.push([statement.to, 'Outstanding', '', 'Total', '', '', amount(statement.aging.total.added_value), currency]);
  return records;
}

/** The statement as CSV (UTF-8 with BOM, RFC 4180 quoting, CRLF line ends). */
export function statementCsvStream(statement: Statement): Readable {
  return csvStream(
    STATEMENT_CSV_COLUMNS,
    (async function* () {
      yield* statementCsvRecords(statement);
    })(),
  );
}

/** 'statement-USD-2026-10-01-to-2026-12-31' and the file's extension. */
export function statementFileName(statement: Pick<Statement, 'currency' | 'from' | 'to'>, extension: 'csv' | 'pdf'): string {
  return `statement-${statement.currency}-${statement.from}-to-${statement.to}.${extension}`;
}
