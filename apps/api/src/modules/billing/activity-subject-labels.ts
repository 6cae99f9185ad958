import { and, eq, inArray } from 'drizzle-orm';
import type { SubjectLabelLookup } from '../company-users';
import { bankAccounts, invoices, payments } from './tables';

/** How the activity log names billing's subjects (registered in index.ts): an invoice by its number, a payment by its reference. */
export const BILLING_ACTIVITY_SUBJECTS: Record<string, SubjectLabelLookup> = {
  invoice: (db, companyId, ids) =>
    db
      .select({ id: invoices.id, label: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, ids))),
  payment: (db, companyId, ids) =>
    db
      .select({ id: payments.id, label: payments.reference })
      .from(payments)
      .where(and(eq(payments.companyId, companyId), inArray(payments.id, ids))),
  bank_account: async (db, companyId, ids) =>
    (
      await db
        .select({ id: bankAccounts.id, last4: bankAccounts.last4 })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.id, ids)))
    ).map((row) => ({ id: row.id, label: `Bank account ending ${row.last4}` })),
};
