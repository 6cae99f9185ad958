import { and, asc, count, eq, inArray, lt, not, or, sql } from 'drizzle-orm';
import { type ActionItem, PAYABLE_INVOICE_STATUSES } from '@portal/api-schema';
import type { ActionSource } from '../../platform/dashboard';
import type { BillingDeps } from './billing-deps';
import { paymentOnItsWay, summaryColumns } from './invoice-queries';
import { vendors } from '../company-users/tables';
import { invoices } from './tables';

const invoicePage = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** Past its due date: marked overdue, or still open after the day it was due. */
const overdueOn = (today: string) => or(eq(invoices.status, 'overdue'), lt(invoices.dueOn, today));

type Row = { id: string; number: string; dueOn: string; currency: string; totalMinor: number; vendorName: string };

function itemOf(row: Row, detail: string, overdue: boolean): ActionItem {
  return {
    id: row.id,
    title: row.number,
    detail,
    href: invoicePage(row.id),
    due_on: row.dueOn,
    overdue,
    amount: { currency: row.currency, added_value: row.totalMinor },
  };
}

/** Invoices to pay, overdue first, then by due date: the count of all and the first few. One whose payment is on its way waits for nothing of the company. */
export function invoicesToPay(deps: Pick<BillingDeps, 'db'>): ActionSource {
  return {
    kind: 'invoice_to_pay',
    role: 'invoices',
    async collect({ actor, limit, today }) {
      const where = and(eq(invoices.companyId, actor.companyId), inArray(invoices.status, PAYABLE_INVOICE_STATUSES), not(paymentOnItsWay));
      const overdueFirst = sql`case when ${overdueOn(today)} then 0 else 1 end`;
      const [[counted], rows] = await Promise.all([
        deps.db.select({ total: count() }).from(invoices).where(where),
        deps.db
          .select({ ...summaryColumns, overdue: sql<boolean>`(${overdueOn(today)})` })
          .from(invoices)
          .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
          .where(where)
          .orderBy(overdueFirst, asc(invoices.dueOn), asc(invoices.id))
          .limit(limit),
      ]);
      return {
        label: 'Invoices to pay',
        count: Number(counted?.total ?? 0),
        items: rows.map((row) => itemOf(row, row.vendorName, Boolean(row.overdue))),
        list_href: '/invoices?status=open&status=overdue&sort=due_on',
      };
    },
  };
}

/** Delivered work held in escrow until the company accepts it, oldest due first. */
export function deliveriesToAccept(deps: Pick<BillingDeps, 'db'>): ActionSource {
  return {
    kind: 'delivery_to_accept',
    role: 'invoices',
    async collect({ actor, limit }) {
      const where = and(eq(invoices.companyId, actor.companyId), eq(invoices.status, 'in_escrow'));
      const [[counted], rows] = await Promise.all([
        deps.db.select({ total: count() }).from(invoices).where(where),
        deps.db
          .select(summaryColumns)
          .from(invoices)
          .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
          .where(where)
          .orderBy(asc(invoices.dueOn), asc(invoices.id))
          .limit(limit),
      ]);
      return {
        label: 'Deliveries to accept',
        count: Number(counted?.total ?? 0),
        items: rows.map((row) => itemOf(row, row.vendorName, false)),
        list_href: '/invoices?status=in_escrow',
      };
    },
  };
}
