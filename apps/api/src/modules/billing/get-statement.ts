import {
  defaultStatementPeriod,
  END_BEFORE_START,
  endsBeforeStart,
  type Statement,
  type statementQuerySchema,
  STATEMENT_PERIOD_TOO_LONG,
  statementPeriodTooLong,
} from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { invalidField } from '../../platform/http/errors';
import { buildStatement, type StatementPeriod } from './account-statement';
import type { BillingDeps } from './billing-deps';
import { statementCurrencies, statementInvoices } from './statement-queries';

export type StatementQueryInput = z.output<typeof statementQuerySchema>;

/** A company with no invoices yet still gets a statement (of nothing) in this currency. */
const FALLBACK_CURRENCY = 'USD';

/**
 * The period asked for: `to` is today when not given and `from` the first day of its quarter. An
 * end before the start, or a period longer than a statement covers, is a 422 on `to`.
 */
function statementPeriod(query: StatementQueryInput, today: string): StatementPeriod {
  const to = query.to ?? today;
  const from = query.from ?? defaultStatementPeriod(to).from;
  if (endsBeforeStart({ from, to })) throw invalidField('to', END_BEFORE_START);
  if (statementPeriodTooLong({ from, to })) throw invalidField('to', STATEMENT_PERIOD_TOO_LONG);
  return { from, to };
}

/** The company's statement of account of one currency over a period (only its own invoices). */
export async function getStatement(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: StatementQueryInput; today?: Date },
): Promise<Statement> {
  const period = statementPeriod(input.query, (input.today ?? new Date()).toISOString().slice(0, 10));
  const currencies = await statementCurrencies(deps.db, input.actor.companyId);
  const currency = input.query.currency ?? currencies[0] ?? FALLBACK_CURRENCY;
  const invoices = await statementInvoices(deps.db, input.actor.companyId, currency, period);
  return { ...buildStatement(invoices, period, currency), currencies };
}
