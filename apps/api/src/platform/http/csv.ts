import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A spreadsheet runs a cell that starts like a formula; a leading apostrophe makes it plain text.
 * Every text cell of an export goes through this, as names, numbers and messages come from outside.
 */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV (UTF-8 with BOM, RFC 4180 quoting, CRLF line ends), streamed as they are read. The
 * caller gives each record's cells in the order of `columns`, text cells through neutralizeFormula.
 */
export function csvStream(columns: readonly string[], records: AsyncIterable<readonly string[]>): Readable {
  const source = Readable.from(records);
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (names need it).
  const csv = stringify({ bom: true, header: true, columns: [...columns], record_delimiter: 'windows' });
  // pipeline, unlike pipe, ends the response with the error when reading fails half way.
  pipeline(source, csv, () => undefined);
  return csv;
}
