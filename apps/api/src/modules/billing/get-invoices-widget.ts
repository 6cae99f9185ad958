import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type InvoicesWidget, type InvoiceStatus, type Money, PAYABLE_INVOICE_STATUSES } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { summaryColumns, toSummary } from './invoice-queries';
import { invoices, vendors } from './tables';

/** What is still to pay: these count towards the outstanding amount. */
const OUTSTANDING_STATUSES = ['open', 'overdue', 'ach_verification_pending'] as const satisfies readonly InvoiceStatus[];

/** The dashboard's invoices card: outstanding amounts per currency, the overdue count and the next invoice due. */
export async function getInvoicesWidget(deps: Pick<BillingDeps, 'db'>, input: { actor: CompanyActor }): Promise<InvoicesWidget> {
  const { companyId } = input.actor;
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
      .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'overdue'))),
    deps.db
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, PAYABLE_INVOICE_STATUSES)))
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
