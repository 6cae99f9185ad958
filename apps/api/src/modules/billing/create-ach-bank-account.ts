import { and, eq, isNull, sql } from 'drizzle-orm';
import type { achCreatedSchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { invalidField, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import {
  BANK_TOKEN_UNKNOWN_MESSAGE,
  findCompanyAchPayment,
  linkAccount,
  markInvoiceAwaitingDeposits,
  requirePendingAchPayment,
} from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { recordPaymentEvent } from './invoice-events';
import type { PaymentProvider, TokenizedBankAccount } from './payment-provider';
import { type BankAccountRow, bankAccounts, payments } from './tables';

function duplicateBankAccountMessage(last4: string): string {
  return `Your company already has this bank account (•••• ${last4}). Choose it from the saved bank accounts instead.`;
}

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
  const { account } = await saveTokenizedBankAccount(deps, { actor, token: input.token, reference: payment.reference });
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

/**
 * Keeps the account behind a tokenizer's token for the company, once. The same token again (a
 * retried request) answers the account it saved. An account the company already keeps (the same
 * routing number and last four, under another token) is refused next to the account number rather
 * than taken over silently: it may be verified or waiting for deposits of its own, which the
 * customer finds under that account, and a second set of deposits would only confuse.
 */
export async function saveTokenizedBankAccount(
  deps: { db: Database; provider: Pick<PaymentProvider, 'name' | 'bankAccountFromToken'> },
  input: { actor: CompanyActor; token: string; reference?: string },
): Promise<{ account: BankAccountRow; created: boolean }> {
  const { db, provider } = deps;
  const { actor } = input;
  const tokenized = await provider.bankAccountFromToken(input.token);
  if (!tokenized) throw invalidField('bank_account_id', BANK_TOKEN_UNKNOWN_MESSAGE, BANK_TOKEN_UNKNOWN_MESSAGE);

  // Either unique index may refuse the row: the provider's account id (the same token again) or
  // the company's routing number and last four (the same account under a new token).
  const [created] = await db
    .insert(bankAccounts)
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      provider: provider.name,
      providerAccountId: tokenized.providerAccountId,
      last4: tokenized.last4,
      routingNumber: tokenized.routingNumber,
      bankName: tokenized.bankName,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordAudit(db, {
      action: 'bank_account.created',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'bank_account',
      subjectId: created.id,
      ip: actor.ip,
      metadata: { last4: created.last4, ...(input.reference ? { reference: input.reference } : {}) },
    });
    await publishChange(db, { companyId: actor.companyId, kind: 'payment_method' });
    return { account: created, created: true };
  }
  const [sameToken] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.provider, provider.name), eq(bankAccounts.providerAccountId, tokenized.providerAccountId)));
  if (sameToken) {
    if (sameToken.companyId !== actor.companyId || sameToken.removedAt) throw notFound();
    return { account: sameToken, created: false };
  }
  if (await keptAccount(db, actor.companyId, tokenized)) {
    const message = duplicateBankAccountMessage(tokenized.last4);
    throw invalidField('account_number', message, message);
  }
  throw notFound();
}

async function keptAccount(db: Database, companyId: string, tokenized: TokenizedBankAccount): Promise<BankAccountRow | undefined> {
  if (!tokenized.routingNumber) return undefined;
  const [kept] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.companyId, companyId),
        eq(bankAccounts.routingNumber, tokenized.routingNumber),
        eq(bankAccounts.last4, tokenized.last4),
        isNull(bankAccounts.removedAt),
      ),
    );
  return kept;
}
