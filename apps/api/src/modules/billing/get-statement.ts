import {
  defaultStatementPeriod,
  END_BEFORE_START,
  endsBeforeStart,
  type Statement,
  type statementQuerySchema,
  STATEMENT_MAX_INVOICES,
  STATEMENT_PERIOD_TOO_LONG,
  STATEMENT_TOO_MANY_INVOICES,
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

/**
 * The company's statement of account of one currency over a period (only its own invoices). A
 * period that holds more than STATEMENT_MAX_INVOICES is a 422 on `from`, so that neither the
 * answer nor its PDF grows without bound.
 */
export async function getStatement(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: StatementQueryInput; today?: Date; maxInvoices?: number },
): Promise<Statement> {
  const period = statementPeriod(input.query, (input.today ?? new Date()).toISOString().slice(0, 10));
  const currencies = await statementCurrencies(deps.db, input.actor.companyId);
  const currency = input.query.currency ?? currencies[0] ?? FALLBACK_CURRENCY;
  const maxInvoices = input.maxInvoices ?? STATEMENT_MAX_INVOICES;
  const invoices = await statementInvoices(deps.db, input.actor.companyId, currency, period, maxInvoices + 1);
  // Read one more than it may hold, to tell a period that holds too many without reading them all.
  if (invoices.length > maxInvoices) throw invalidField('from', STATEMENT_TOO_MANY_INVOICES);
  return { ...buildStatement(invoices, period, currency), currencies };
}
