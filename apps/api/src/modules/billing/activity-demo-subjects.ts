import { and, asc, eq } from 'drizzle-orm';
import { ACH_METHOD_SLUG } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { bankAccounts, invoices, payments } from './tables';

/**
 * The demo's billing rows the activity log's demo week is about (company-users' demo data writes
 * the entries; src/demo/seed.ts hands them over): the ACH payment waiting for its deposits, an
 * invoice whose delivery was accepted, the overdue invoice.
 */
export async function demoActivitySubjectsOfBilling(db: Database, companyId: string) {
  const [achPayment] = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      invoiceId: payments.invoiceId,
      bankAccountId: payments.bankAccountId,
      last4: bankAccounts.last4,
    })
    .from(payments)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
    .where(and(eq(payments.companyId, companyId), eq(payments.methodSlug, ACH_METHOD_SLUG), eq(payments.status, 'pending')))
    .orderBy(asc(payments.reference))
    .limit(1);
  const [accepted] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'delivery_accepted')))
    .orderBy(asc(invoices.number))
    .limit(1);
  const [overdue] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'overdue')))
    .orderBy(asc(invoices.number))
    .limit(1);
  return { achPayment, accepted, overdue };
}
