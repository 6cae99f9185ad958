import { and, asc, count, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { type InvoicesWidget, type Money, PAYABLE_INVOICE_STATUSES } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { companyDefaultsJoin, listedColumns, toSummary } from './invoice-queries';
import { OUTSTANDING_STATUSES } from './invoice-status-groups';
import { vendors } from '../company-users/tables';
import { invoices } from './tables';

/** The dashboard's invoices card: outstanding amounts per currency, the overdue count and the next invoice due
 * on or after today. */
export async function getInvoicesWidget(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; today?: string },
): Promise<InvoicesWidget> {
  const { companyId } = input.actor;
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  const payable = and(eq(invoices.companyId, companyId), inArray(invoices.status, PAYABLE_INVOICE_STATUSES));
  const [sums, [overdue], [nextDue]] = await Promise.all([
    deps.db
      .select({ currency: invoices.currency, total: sql<string>`sum(${invoices.totalMinor})` })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, OUTSTANDING_STATUSES)))
      .groupBy(invoices.currency)
      .orderBy(asc(invoices.currency)),
    deps.db
      .select({ count: count() })
      .from(invoices)
      // An open invoice past its due date is overdue too, before the status catches up.
      .where(and(payable, or(eq(invoices.status, 'overdue'), lt(invoices.dueOn, today)))),
    deps.db
      .select(listedColumns)
      .from(invoices)
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .leftJoin(...companyDefaultsJoin)
      // Next due is still to come: an overdue invoice is counted as overdue, never shown as next due.
      .where(and(payable, eq(invoices.status, 'open'), gte(invoices.dueOn, today)))
      .orderBy(asc(invoices.dueOn), asc(invoices.id))
      .limit(1),
  ]);
  const outstanding: Money[] = sums.map((row) => ({ currency: row.currency, added_value: Number(row.total) }));
  return {
    outstanding,
    overdue_count: Number(overdue?.count ?? 0),
    next_due: nextDue ? toSummary(nextDue) : null,
  };
}
