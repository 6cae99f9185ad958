import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import type { BillingDeps } from './billing-deps';
import { getStatement, type StatementQueryInput } from './get-statement';
import { statementCsvStream, statementFileName } from './statement-csv';

/** The company's statement of account as a CSV file: the same statement the screen shows. */
export async function exportStatementCsv(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: StatementQueryInput; today?: Date },
): Promise<Download> {
  const statement = await getStatement(deps, input);
  return { contentType: 'text/csv; charset=utf-8', fileName: statementFileName(statement, 'csv'), body: statementCsvStream(statement) };
}
