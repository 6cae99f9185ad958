import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import type { BilledUnder, ContractInvoices } from '../team-contracts';
import { invoices } from './tables';

// What team-contracts shows of the invoices billed under a company's contracts (its contract and
// team member pages), handed to it by modules/index.ts.

const scopeOf = ({ companyId, contractIds }: BilledUnder) =>
  and(eq(invoices.companyId, companyId), inArray(invoices.contractId, contractIds));

/** The company's invoices billed under the contracts, newest first, at most `limit` when given. */
async function billedUnder(db: Database, which: BilledUnder & { limit?: number }) {
  const query = db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      billedMinutes: invoices.billedMinutes,
      // Never null here: the scope asks for invoices of these contracts.
      contractId: sql<string>`${invoices.contractId}`,
    })
    .from(invoices)
    .where(scopeOf(which))
    .orderBy(desc(invoices.issuedOn), desc(invoices.number));
  return which.limit === undefined ? query : query.limit(which.limit);
}

async function countBilledUnder(db: Database, which: BilledUnder): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(invoices).where(scopeOf(which));
  return counted?.total ?? 0;
}

/** Minutes billed under the contracts, by the month the invoices were issued in. */
async function billedMinutesByMonth(db: Database, which: BilledUnder): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${invoices.issuedOn}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, minutes: sql<number>`coalesce(sum(${invoices.billedMinutes}), 0)`.mapWith(Number) })
    .from(invoices)
    .where(scopeOf(which))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, row.minutes]));
}

export const contractInvoices: ContractInvoices = { billedUnder, countBilledUnder, billedMinutesByMonth };
