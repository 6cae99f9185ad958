import type { PaymentResult } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import { BANK_ACCOUNT_LOCKED_MESSAGE, findCompanyBankAccount, findCompanyAchPayment, startProcessing } from './ach-payment';
import { checkDeposits } from './bank-account-verification';
import type { BillingDeps } from './billing-deps';
import { recordPaymentEvent } from './invoice-events';
import { applyProviderOutcome } from './payment-outcome';
import { paymentResult } from './payment-queries';
import { PAYMENT_CLOSED_MESSAGE } from './payment-rules';
import type { PaymentRow } from './tables';

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

  const verified = await checkDeposits(
    db,
    { account, actor, reference: payment.reference, verify: () => provider.verifyMicrodeposits(payment, account, input.amounts) },
    {
      async onWrongTry(message, locked) {
        await recordPaymentEvent(db, payment, { kind: 'ach_verification_failed', message });
        // A locked account cannot pay: its payment is cancelled and the invoice reopens.
        if (locked) await applyProviderOutcome(db, payment, { status: 'canceled', message: null }, { userId: actor.userId, ip: actor.ip });
      },
      onVerified: () => recordPaymentEvent(db, payment, { kind: 'ach_verified' }),
    },
  );
  return startProcessing(deps, payment, verified, actor);
}
