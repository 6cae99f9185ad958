import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { type BilledUnder, type ContractInvoices, NOT_BILLING_STATUSES } from '../team-contracts';
import { invoiceLineItems, invoices } from './tables';

// What team-contracts shows of the invoices billed under a company's contracts (its contract and
// team member pages), handed to it by modules/index.ts. The time an invoice bills is its hour
// lines (an invoice is billed under one contract, so they are that contract's developer's), never
// its total divided by a rate: a retainer's or a milestone's items bill no hours.

const scopeOf = ({ companyId, contractIds }: BilledUnder) =>
  and(eq(invoices.companyId, companyId), inArray(invoices.contractId, contractIds));

/** The invoice's hour lines, in thousandths of an hour; null when it has none. */
// Qualified by hand: drizzle leaves a one-table query's columns unqualified, which the subquery would read as its own.
const hourMilli = sql<number | null>`(
  select sum(hours.quantity_milli) from ${invoiceLineItems} hours
  where hours.invoice_id = ${sql.identifier('invoices')}.${sql.identifier('id')} and hours.unit = 'hour'
)`;

/** Thousandths of an hour as whole minutes (hours are billed in quarters, so nothing is lost). */
const minutesOf = (milli: number) => Math.round((milli * 60) / 1000);

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
      hourMilli,
      // Never null here: the scope asks for invoices of these contracts.
      contractId: sql<string>`${invoices.contractId}`,
    })
    .from(invoices)
    .where(scopeOf(which))
    .orderBy(desc(invoices.issuedOn), desc(invoices.number));
  const rows = await (which.limit === undefined ? query : query.limit(which.limit));
  return rows.map(({ hourMilli: milli, ...row }) => ({ ...row, billedMinutes: milli === null ? null : minutesOf(Number(milli)) }));
}

async function countBilledUnder(db: Database, which: BilledUnder): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(invoices).where(scopeOf(which));
  return counted?.total ?? 0;
}

/** The minutes of the hour lines of the invoices that still bill them: not cancelled, not refunded in full. */
async function billedMinutes(db: Database, which: BilledUnder): Promise<number> {
  const [row] = await db
    .select({ milli: sql<number>`coalesce(sum(${invoiceLineItems.quantityMilli}), 0)`.mapWith(Number) })
    .from(invoiceLineItems)
    .innerJoin(invoices, eq(invoices.id, invoiceLineItems.invoiceId))
    .where(and(scopeOf(which), eq(invoiceLineItems.unit, 'hour'), notInArray(invoices.status, [...NOT_BILLING_STATUSES])));
  return minutesOf(row?.milli ?? 0);
}

export const contractInvoices: ContractInvoices = { billedUnder, countBilledUnder, billedMinutes };
