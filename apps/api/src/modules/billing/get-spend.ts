import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { SPEND_MONTHS, type Spend } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { OUTSTANDING_STATUSES, SPEND_PAID_STATUSES } from './invoice-status-groups';
import { invoiceDisputes, invoices } from './tables';

/** The first day of the month `back` months before the month of `today` (YYYY-MM-DD), and its YYYY-MM. */
function monthStart(today: string, back: number): { day: string; month: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - back, 1));
  const label = start.toISOString().slice(0, 7);
  return { day: `${label}-01`, month: label };
}

/**
 * Paid and outstanding per month of issue over the last SPEND_MONTHS months (the current one
 * last), per currency: one grouped query, then every month filled in, zero where nothing was issued.
 */
export async function getSpend(deps: Pick<BillingDeps, 'db'>, input: { actor: CompanyActor; today?: string }): Promise<Spend> {
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  const months = Array.from({ length: SPEND_MONTHS }, (_, index) => monthStart(today, SPEND_MONTHS - 1 - index).month);
  const from = monthStart(today, SPEND_MONTHS - 1).day;
  const month = sql<string>`to_char(${invoices.issuedOn}, 'YYYY-MM')`;
  // Disputed before it was paid: still to pay (once the vendor answers), not money that reached the vendor.
  const disputedUnpaid = sql`(${invoices.status} = 'disputed' and exists (select 1 from ${invoiceDisputes} where ${invoiceDisputes.invoiceId} = ${invoices.id} and ${invoiceDisputes.status} = 'open' and ${inArray(invoiceDisputes.invoiceStatusBefore, [...OUTSTANDING_STATUSES])}))`;
  const sumWhere = (condition: SQL) => sql<string>`coalesce(sum(${invoices.totalMinor}) filter (where ${condition}), 0)`;
  const paid = sumWhere(sql`${inArray(invoices.status, [...SPEND_PAID_STATUSES])} and not ${disputedUnpaid}`);
  const outstanding = sumWhere(sql`(${inArray(invoices.status, [...OUTSTANDING_STATUSES])} or ${disputedUnpaid})`);
  const rows = await deps.db
    .select({ month, currency: invoices.currency, paid, outstanding })
    .from(invoices)
    .where(and(eq(invoices.companyId, input.actor.companyId), gte(invoices.issuedOn, from)))
    .groupBy(month, invoices.currency);

  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return {
    months,
    currencies: currencies.map((currency) => ({
      currency,
      months: months.map((label) => {
        const row = rows.find((candidate) => candidate.currency === currency && candidate.month === label);
        return { month: label, paid: Number(row?.paid ?? 0), outstanding: Number(row?.outstanding ?? 0) };
      }),
    })),
  };
}
