import { and, eq, sql } from 'drizzle-orm';
import { ACH_VERIFY_MAX_ATTEMPTS, type PaymentResult } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import {
  auditVerification,
  BANK_ACCOUNT_LOCKED_MESSAGE,
  findCompanyBankAccount,
  findCompanyAchPayment,
  startProcessing,
  wrongAmountsMessage,
} from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { recordPaymentEvent } from './invoice-events';
import { applyProviderOutcome } from './payment-outcome';
import { paymentResult } from './payment-queries';
import { PAYMENT_CLOSED_MESSAGE } from './payment-rules';
import { bankAccounts, type PaymentRow } from './tables';

export interface VerifyAchBankAccountInput {
  actor: CompanyActor;
  reference: string;
  bankAccountId: string;
  /** The two micro-deposits in cents, in either order. */
  amounts: [number, number];
}

/**
 * Verifies the micro-deposits of the payment's new bank account and pays: the right amounts verify
 * the account and move the payment to processing (it settles by webhook). Three wrong tries lock
 * the account and cancel the payment. Idempotent once verified.
 */
export async function verifyAchBankAccount(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  input: VerifyAchBankAccountInput,
): Promise<PaymentResult> {
  const payment = await findCompanyAchPayment(deps.db, input.actor, input.reference);
  return paymentResult(deps.db, await verifiedPayment(deps, payment, input));
}

async function verifiedPayment(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  payment: PaymentRow,
  input: VerifyAchBankAccountInput,
): Promise<PaymentRow> {
  const { actor } = input;
  const { db, provider } = deps;
  const account = await findCompanyBankAccount(db, actor, input.bankAccountId);
  if (payment.bankAccountId !== account.id) throw notFound();
  if (account.status === 'verification_failed') throw new HttpError(422, BANK_ACCOUNT_LOCKED_MESSAGE);
  if (account.status === 'verified') {
    if (payment.status === 'pending') return startProcessing(deps, payment, account, actor);
    return payment;
  }
  if (payment.status !== 'pending') throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);

  if (!(await provider.verifyMicrodeposits(payment, account, input.amounts))) {
    const [counted] = await db
      .update(bankAccounts)
      .set({
        failedVerifications: sql`${bankAccounts.failedVerifications} + 1`,
        status: sql`case when ${bankAccounts.failedVerifications} + 1 >= ${ACH_VERIFY_MAX_ATTEMPTS} then 'verification_failed' else ${bankAccounts.status} end`,
      })
      .where(and(eq(bankAccounts.id, account.id), eq(bankAccounts.status, 'new')))
      .returning();
    if (counted) {
      await recordPaymentEvent(db, payment, {
        kind: 'ach_verification_failed',
        message:
          counted.status === 'verification_failed'
            ? BANK_ACCOUNT_LOCKED_MESSAGE
            : wrongAmountsMessage(ACH_VERIFY_MAX_ATTEMPTS - counted.failedVerifications),
      });
    }
    if (!counted || counted.status === 'verification_failed') {
      if (counted) {
        await auditVerification(db, 'bank_account.verification_failed', account, payment, actor);
        await applyProviderOutcome(db, payment, { status: 'canceled', message: null }, { userId: actor.userId, ip: actor.ip });
      }
      throw new HttpError(422, BANK_ACCOUNT_LOCKED_MESSAGE);
    }
    throw new HttpError(422, wrongAmountsMessage(ACH_VERIFY_MAX_ATTEMPTS - counted.failedVerifications));
  }

  const [verified] = await db
    .update(bankAccounts)
    .set({ status: 'verified', verifiedAt: new Date() })
    .where(and(eq(bankAccounts.id, account.id), eq(bankAccounts.status, 'new')))
    .returning();
  if (verified) {
    await auditVerification(db, 'bank_account.verified', account, payment, actor);
    await recordPaymentEvent(db, payment, { kind: 'ach_verified' });
  }
  return startProcessing(deps, payment, verified ?? account, actor);
}
