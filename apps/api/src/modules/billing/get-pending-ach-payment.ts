import { and, eq } from 'drizzle-orm';
import { ACH_METHOD_SLUG, type achPendingSchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { findCompanyInvoice } from './payment-queries';
import { bankAccounts, payments } from './tables';

/** The invoice's ACH payment still waiting for its micro-deposits to be confirmed; 404 when there is none. */
export async function getPendingAchPayment(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; invoiceId: string },
): Promise<z.infer<typeof achPendingSchema>> {
  const { db } = deps;
  const invoice = await findCompanyInvoice(db, input.actor.companyId, input.invoiceId);
  const [row] = await db
    .select({ reference: payments.reference, bankAccountId: payments.bankAccountId })
    .from(payments)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
    .where(
      and(
        eq(payments.invoiceId, invoice.id),
        eq(payments.methodSlug, ACH_METHOD_SLUG),
        eq(payments.status, 'pending'),
        eq(bankAccounts.status, 'new'),
      ),
    )
    .limit(1);
  if (!row?.bankAccountId) throw notFound();
  return { reference: row.reference, bank_account_id: row.bankAccountId };
}
