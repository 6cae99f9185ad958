import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import type { BillingDeps } from './billing-deps';
import { getStatement, type StatementQueryInput } from './get-statement';
import { statementFileName } from './statement-csv';
import { renderStatementPdf } from './statement-pdf';
import { statementCompanyName } from './statement-queries';

/** The company's statement of account as a PDF file: the same statement the screen shows. */
export async function exportStatementPdf(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: StatementQueryInput; now?: Date },
): Promise<Download> {
  const now = input.now ?? new Date();
  const statement = await getStatement(deps, { actor: input.actor, query: input.query, today: now });
  const companyName = await statementCompanyName(deps.db, input.actor.companyId);
  const pdf = await renderStatementPdf({ statement, companyName, madeAt: now });
  return { contentType: 'application/pdf', fileName: statementFileName(statement, 'pdf'), body: Buffer.from(pdf) };
}
