import { and, count, desc, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { companies, vendors } from '../company-users/tables';
import type { StatementInvoice, StatementPeriod } from './account-statement';
import { SPEND_PAID_STATUSES, STATEMENT_STATUSES } from './invoice-status-groups';
import { invoices, payments } from './tables';

/** The currencies the company has statements in, the one of most invoices first. */
export async function statementCurrencies(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ currency: invoices.currency, invoices: count() })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, STATEMENT_STATUSES)))
    .groupBy(invoices.currency)
    .orderBy(desc(count()), asc(invoices.currency));
  return rows.map((row) => row.currency);
}

/**
 * The day a paid invoice was settled: its succeeded payment's day (UTC), else the invoice's paid
 * day, else (older rows record neither) its issue day; never before its issue day. Null while it
 * is owed.
 */
const settledOn = sql<string | null>`case when ${inArray(invoices.status, SPEND_PAID_STATUSES)} then greatest(
  coalesce((${payments.succeededAt} at time zone 'UTC')::date, (${invoices.paidAt} at time zone 'UTC')::date, ${invoices.issuedOn}),
  ${invoices.issuedOn}
)::text end`;

/**
 * The company's invoices of one currency a statement of the period needs: those issued by its end
 * and not settled before its start (an invoice issued and settled before it adds nothing to any
 * balance), at most `limit` of them. One payment at most succeeds per invoice
 * (`payments_one_moving_per_invoice`).
 */
export async function statementInvoices(
  db: Database,
  companyId: string,
  currency: string,
  period: StatementPeriod,
  limit: number,
): Promise<StatementInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      vendorName: vendors.name,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      totalMinor: invoices.totalMinor,
      settledOn,
      paymentReference: payments.reference,
    })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .leftJoin(payments, and(eq(payments.invoiceId, invoices.id), eq(payments.status, 'succeeded')))
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.currency, currency),
        inArray(invoices.status, STATEMENT_STATUSES),
        lte(invoices.issuedOn, period.to),
        sql`(${settledOn} is null or ${settledOn} >= ${period.from})`,
      ),
    )
    .orderBy(asc(invoices.issuedOn), asc(invoices.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, settledOn: row.settledOn ?? null }));
}

/** The company's name, as its statements are headed. */
export async function statementCompanyName(db: Database, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
