import { count, eq } from 'drizzle-orm';
import type { ActionSource } from '../../platform/dashboard';
import { vendors } from '../company-users/tables';
import { autopayProblems, autopayProblemsOf } from './autopay-settings';
import type { BillingDeps } from './billing-deps';
import { autopayAttempts, invoices } from './tables';

/** Invoices autopay did not pay (failed, or left to a person), newest first, until paid another way or dismissed. */
export function autopayProblemsToResolve(deps: Pick<BillingDeps, 'db'>): ActionSource {
  return {
    kind: 'autopay_problem',
    role: 'invoices',
    async collect({ actor, limit, today }) {
      const [[counted], rows] = await Promise.all([
        deps.db
          .select({ total: count() })
          .from(autopayAttempts)
          .innerJoin(invoices, eq(invoices.id, autopayAttempts.invoiceId))
          .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
          .where(autopayProblemsOf(actor.companyId)),
        autopayProblems(deps.db, actor.companyId, limit),
      ]);
      return {
        label: 'Not paid by autopay',
        count: Number(counted?.total ?? 0),
        items: rows.map((row) => ({
          id: row.id,
          title: row.invoiceNumber,
          detail: `${row.vendorName}: ${row.status === 'failed' ? 'the payment failed' : 'left for you to pay'}`,
          href: `/invoices/${encodeURIComponent(row.invoiceId)}`,
          due_on: row.dueOn,
          overdue: row.dueOn < today,
          amount: { currency: row.currency, added_value: row.totalMinor },
        })),
        list_href: '/invoices/payment-methods',
      };
    },
  };
}
