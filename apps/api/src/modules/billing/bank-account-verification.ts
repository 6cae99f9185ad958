import { and, eq, sql } from 'drizzle-orm';
import { ACH_VERIFY_MAX_ATTEMPTS } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import { BANK_ACCOUNT_LOCKED_MESSAGE, wrongAmountsMessage } from './ach-payment';
import { type BankAccountRow, bankAccounts } from './tables';

/** What a check of the deposits did, told to its caller for what it records beside (a payment's timeline). */
interface DepositCheckHooks {
  /** A wrong try was counted; the account locked when `locked`. */
  onWrongTry?(message: string, locked: boolean): Promise<void>;
  onVerified?(): Promise<void>;
}

/**
 * Checks an account's two micro-deposits with the provider, for the ACH payment's verify step and
 * the payment methods page alike. Right amounts verify the account (once, by a conditional update:
 * of concurrent identical requests one audits it); a wrong try is counted, and the third locks the
 * account. Answers the verified account, or throws the 422 the customer reads.
 */
export async function checkDeposits(
  db: Database,
  input: { account: BankAccountRow; actor: CompanyActor; reference?: string; verify: () => Promise<boolean> },
  hooks: DepositCheckHooks = {},
): Promise<BankAccountRow> {
  const { account, actor } = input;
  const audit = (action: 'bank_account.verified' | 'bank_account.verification_failed') =>
    recordAudit(db, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'bank_account',
      subjectId: account.id,
      ip: actor.ip,
      metadata: input.reference ? { reference: input.reference } : {},
    });

  if (!(await input.verify())) {
    const [counted] = await db
      .update(bankAccounts)
      .set({
        failedVerifications: sql`${bankAccounts.failedVerifications} + 1`,
        status: sql`case when ${bankAccounts.failedVerifications} + 1 >= ${ACH_VERIFY_MAX_ATTEMPTS} then 'verification_failed' else ${bankAccounts.status} end`,
      })
      .where(and(eq(bankAccounts.id, account.id), eq(bankAccounts.status, 'new')))
      .returning();
    if (!counted) throw new HttpError(422, BANK_ACCOUNT_LOCKED_MESSAGE);
    const locked = counted.status === 'verification_failed';
    const message = locked ? BANK_ACCOUNT_LOCKED_MESSAGE : wrongAmountsMessage(ACH_VERIFY_MAX_ATTEMPTS - counted.failedVerifications);
    if (locked) await audit('bank_account.verification_failed');
    await hooks.onWrongTry?.(message, locked);
    throw new HttpError(422, message);
  }

  const [verified] = await db
    .update(bankAccounts)
    .set({ status: 'verified', verifiedAt: new Date() })
    .where(and(eq(bankAccounts.id, account.id), eq(bankAccounts.status, 'new')))
    .returning();
  if (verified) {
    await audit('bank_account.verified');
    await hooks.onVerified?.();
  }
  return verified ?? account;
}
