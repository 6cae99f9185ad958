import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { ACH_METHOD_SLUG, addDays, type InvoiceStatus, TOTAL_SLUG } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { talents } from '../hiring/tables';
import { DEMO_CONTRACTS } from '../team-contracts';
import { contracts, timesheetEntries, timesheets } from '../team-contracts/tables';
import { demoTotals, ITEM_INVOICE_IDS, PAID_STATUSES } from './demo-data';
import { type ApprovedHours, timesheetLines } from './timesheet-lines';
import { invoiceLineItems, invoices } from './tables';

/** The first and last days of a month ('2026-10'). */
function monthBounds(month: string): { start: string; end: string } {
  const start = `${month}-01`;
  const next = new Date(Date.parse(`${start}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start, end: addDays(next.toISOString().slice(0, 10), -1) };
}
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Statuses whose due day must have passed, and those whose due day must not have. */
const PAST_DUE: readonly InvoiceStatus[] = ['overdue'];
const NOT_DUE: readonly InvoiceStatus[] = ['open', 'ach_verification_pending'];
/** Statuses of an invoice still under way: only a recent one (issued within RECENT_DAYS) is. */
const UNDER_WAY: readonly InvoiceStatus[] = ['overdue', 'in_escrow', 'delivery_accepted', 'payout_requested', 'disputed'];
const RECENT_DAYS = 120;
/** Days after issue a demo invoice was paid (billing's demo data says so too). */
const PAID_AFTER_DAYS = 12;

/**
 * What the showcase developer's (Hannah Becker's) monthly invoices are, oldest first: one refunded
 * in full and one cancelled among them, so that her page shows that those no longer count as billed.
 */
const SHOWCASE_STATUSES: ReadonlyArray<InvoiceStatus | null> = ['refunded_full', 'cancelled', 'refunded_partial'];

interface Slot {
  contract: ApprovedHours & { id: string; vendorId: string; currency: string };
  month: string;
  preferred: InvoiceStatus | null;
}

/**
 * Bills the approved timesheets of the company's hourly contracts: each calendar month a contract
 * has approved hours in (and that has ended) is billed once, by one of the demo invoices free to
 * bill hours (not ITEM_INVOICE_IDS, not billed yet), whose status fits the month: it becomes that
 * contract's vendor's invoice for the month, issued the day after, due 30 days later, with one hour
 * line of the month's approved days at the contract's rate, and totals recomputed from that line.
 * The other invoices keep their item lines (retainers, milestones, fixed-price work). Runs after
 * the timesheets' demo data; a month already billed and an invoice already billed are left alone.
 */
export async function seedInvoiceContractsDemoData(db: Database, companyId: string, now = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const hourly = await db
    .select({
      id: contracts.id,
      vendorId: contracts.vendorId,
      currency: contracts.currency,
      rateMinor: contracts.rateMinor,
      roleTitle: contracts.roleTitle,
      firstName: talents.firstName,
      lastName: talents.lastName,
    })
    .from(contracts)
    .leftJoin(talents, eq(talents.id, contracts.talentId))
    .where(
      and(eq(contracts.companyId, companyId), inArray(contracts.status, ['active', 'notice_given', 'ended']), gt(contracts.rateMinor, 0)),
    )
    .orderBy(asc(contracts.number));
  if (hourly.length === 0) return;
  const days = await db
    .select({ contractId: timesheets.contractId, day: timesheetEntries.day, minutes: timesheetEntries.minutes })
    .from(timesheetEntries)
    .innerJoin(timesheets, eq(timesheets.id, timesheetEntries.timesheetId))
    .where(
      and(
        inArray(
          timesheets.contractId,
          hourly.map((contract) => contract.id),
        ),
        eq(timesheets.status, 'approved'),
      ),
    );
  const companyInvoices = await db.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(asc(invoices.number));
  const billedMonths = new Set(companyInvoices.map((invoice) => `${invoice.contractId}/${invoice.periodStart}`));

  const slots: Slot[] = [];
  for (const row of hourly) {
    const own = days.filter((day) => day.contractId === row.id);
    const contract = {
      id: row.id,
      vendorId: row.vendorId,
      currency: row.currency,
      rateMinor: row.rateMinor,
      description: row.roleTitle || 'Development services',
      developerName: row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : 'Developer',
      days: own,
    };
    const months = [...new Set(own.filter((day) => day.minutes > 0).map((day) => day.day.slice(0, 7)))].sort();
    months
      .filter((month) => monthBounds(month).end < today)
      .forEach((month, index) => {
        const showcase = row.id === DEMO_CONTRACTS.acme.hannahActive.id;
        if (!billedMonths.has(`${row.id}/${monthBounds(month).start}`))
          slots.push({ contract, month, preferred: showcase ? (SHOWCASE_STATUSES[index] ?? null) : null });
      });
  }
  // The showcase's months choose first, so that the statuses it asks for are still free.
  slots.sort((a, b) => Number(b.preferred !== null) - Number(a.preferred !== null) || a.month.localeCompare(b.month));

  const free = companyInvoices.filter((invoice) => invoice.contractId === null && !ITEM_INVOICE_IDS.has(invoice.id));
  for (const slot of slots) {
    const period = monthBounds(slot.month);
    const issuedOn = addDays(period.end, 1);
    const dueOn = addDays(issuedOn, 30);
    const fits = (status: InvoiceStatus) =>
      !(PAST_DUE.includes(status) && dueOn >= today) &&
      !(UNDER_WAY.includes(status) && issuedOn < addDays(today, -RECENT_DAYS)) &&
      !(NOT_DUE.includes(status) && dueOn < today) &&
      !(PAID_STATUSES.includes(status) && addDays(issuedOn, PAID_AFTER_DAYS) > today);
    const chosen =
      free.find((invoice) => invoice.status === slot.preferred && fits(invoice.status)) ?? free.find((invoice) => fits(invoice.status));
    if (!chosen) continue;
    free.splice(free.indexOf(chosen), 1);

    const lines = timesheetLines(period, [slot.contract]);
    const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
    const totals = demoTotals(slot.contract.currency, subtotalMinor);
    const milli = lines.reduce((sum, line) => sum + line.quantityMilli, 0);
    const methods = chosen.paymentMethods.filter((method) => method.slug !== ACH_METHOD_SLUG);
    await db
      .update(invoices)
      .set({
        contractId: slot.contract.id,
        vendorId: slot.contract.vendorId,
        currency: slot.contract.currency,
        description: `${monthName(slot.month)} hours: ${slot.contract.description}`,
        issuedOn,
        dueOn,
        periodStart: period.start,
        periodEnd: period.end,
        totals,
        totalMinor: totals.find((line) => line.slug === TOTAL_SLUG)?.added_value ?? subtotalMinor,
        billedMinutes: Math.round((milli * 60) / 1000),
        paidAt: chosen.paidAt ? new Date(`${addDays(issuedOn, PAID_AFTER_DAYS)}T15:30:00Z`) : null,
        // ACH pays dollar invoices only.
        paymentMethods: methods.length > 0 && slot.contract.currency === 'USD' ? [...methods, { slug: ACH_METHOD_SLUG }] : methods,
      })
      .where(eq(invoices.id, chosen.id));
    await db.delete(invoiceLineItems).where(eq(invoiceLineItems.invoiceId, chosen.id));
    await db.insert(invoiceLineItems).values(lines.map((line, index) => ({ ...line, invoiceId: chosen.id, position: index + 1 })));
  }
}
