import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACH_METHOD_SLUG, type SavedPaymentMethods } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { BillingDeps } from './billing-deps';
import { lockCompanyBankAccount } from './payment-queries';
import { refuseRemovingAutopayAccount } from './autopay-settings';
import { listSavedPaymentMethods } from './saved-payment-methods';
import { bankAccounts, billingSettings, invoices, payments } from './tables';

function bankAccountInUseMessage(invoiceNumber: string): string {
  return `This bank account is paying invoice ${invoiceNumber}. You can remove it once that payment is done or cancelled.`;
}

/**
 * Removes a bank account from the company's payment methods: it is kept (with `removed_at`) for the
 * payments made with it, no longer listed nor offered, and stops being the default. Refused (409)
 * while a pending or processing payment uses it. Removing a removed account answers as the first
 * removal did, so of identical requests one removes and audits it.
 */
export async function removeBankAccount(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  input: { actor: CompanyActor; bankAccountId: string },
): Promise<SavedPaymentMethods> {
  const { db } = deps;
  const { actor } = input;
  await db.transaction(async (tx) => {
    const account = await lockCompanyBankAccount(tx, actor.companyId, input.bankAccountId);
    if (!account) throw notFound();
    if (account.removedAt) return;
    const [inUse] = await tx
      .select({ number: invoices.number })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(
        and(
          eq(payments.bankAccountId, account.id),
          eq(payments.methodSlug, ACH_METHOD_SLUG),
          inArray(payments.status, ['pending', 'processing']),
        ),
      )
      .limit(1);
    if (inUse) throw new HttpError(409, bankAccountInUseMessage(inUse.number));
    await refuseRemovingAutopayAccount(tx, actor.companyId, account.id);
    await tx.update(bankAccounts).set({ removedAt: new Date() }).where(eq(bankAccounts.id, account.id));
    await tx
      .update(billingSettings)
      .set({
        defaultBankAccountId: null,
        version: sql`${billingSettings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(billingSettings.companyId, actor.companyId), eq(billingSettings.defaultBankAccountId, account.id)));
    await recordAudit(tx, {
      action: 'bank_account.removed',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'bank_account',
      subjectId: account.id,
      ip: actor.ip,
      metadata: { last4: account.last4 },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
  });
  return listSavedPaymentMethods(deps, actor.companyId);
}
