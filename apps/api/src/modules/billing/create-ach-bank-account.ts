import { and, eq, sql } from 'drizzle-orm';
import type { achCreatedSchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { invalidField, notFound } from '../../platform/http/errors';
import {
  BANK_TOKEN_UNKNOWN_MESSAGE,
  findCompanyAchPayment,
  linkAccount,
  markInvoiceAwaitingDeposits,
  requirePendingAchPayment,
} from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { recordPaymentEvent } from './invoice-events';
import { bankAccounts, payments } from './tables';

/**
 * Saves the bank account the provider's tokenizer gave a token for, links it to the ACH payment
 * and starts its two micro-deposits; the invoice waits for them (ach_verification_pending). The
 * same token again (a retried request) answers the account already linked.
 */
export async function createAchBankAccount(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  input: { actor: CompanyActor; reference: string; token: string },
): Promise<z.infer<typeof achCreatedSchema>> {
  const { db, provider } = deps;
  const { actor } = input;
  const payment = await findCompanyAchPayment(db, actor, input.reference);
  const tokenized = await provider.bankAccountFromToken(input.token);
  if (!tokenized) throw invalidField('bank_account_id', BANK_TOKEN_UNKNOWN_MESSAGE, BANK_TOKEN_UNKNOWN_MESSAGE);

  const [created] = await db
    .insert(bankAccounts)
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      provider: provider.name,
      providerAccountId: tokenized.providerAccountId,
      last4: tokenized.last4,
      bankName: tokenized.bankName,
    })
    .onConflictDoNothing({ target: [bankAccounts.provider, bankAccounts.providerAccountId] })
    .returning();
  let account = created;
  if (created) {
    await recordAudit(db, {
      action: 'bank_account.created',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'bank_account',
      subjectId: created.id,
      ip: actor.ip,
      metadata: { last4: created.last4, reference: payment.reference },
    });
  } else {
    const [existing] = await db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.provider, provider.name), eq(bankAccounts.providerAccountId, tokenized.providerAccountId)));
    account = existing;
  }
  if (!account || account.userId !== actor.userId) throw notFound();
  if (payment.bankAccountId === account.id && payment.providerPaymentId) return { bank_account_id: account.id };

  await requirePendingAchPayment(db, payment);
  const linked = await linkAccount(db, payment, account);
  const { providerPaymentId } = await provider.startMicrodeposits(linked, account, actor);
  // Of identical requests racing here, the first to replace the provider's payment it read tells the timeline.
  const [started] = await db
    .update(payments)
    .set({ providerPaymentId, updatedAt: new Date() })
    .where(and(eq(payments.id, linked.id), sql`${payments.providerPaymentId} is not distinct from ${payment.providerPaymentId}`))
    .returning({ id: payments.id });
  if (started) {
    await recordPaymentEvent(db, linked, { kind: 'ach_deposits_sent' });
  }
  await markInvoiceAwaitingDeposits(db, linked, actor);
  return { bank_account_id: account.id };
}
