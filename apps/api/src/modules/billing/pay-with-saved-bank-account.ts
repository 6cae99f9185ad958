import type { achPayResultSchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError } from '../../platform/http/errors';
import {
  BANK_ACCOUNT_LOCKED_MESSAGE,
  findCompanyBankAccount,
  findCompanyAchPayment,
  linkAccount,
  markInvoiceAwaitingDeposits,
  requirePendingAchPayment,
  startProcessing,
} from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { PAYMENT_CLOSED_MESSAGE } from './payment-rules';

/**
 * Pays with a saved bank account: a verified one starts the debit (processing; the invoice is paid
 * when it settles), a new one answers bank_not_verified and waits for its deposits.
 */
export async function payWithSavedBankAccount(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  input: { actor: CompanyActor; reference: string; bankAccountId: string },
): Promise<z.infer<typeof achPayResultSchema>> {
  const { db } = deps;
  const { actor } = input;
  const payment = await findCompanyAchPayment(db, actor, input.reference);
  const account = await findCompanyBankAccount(db, actor, input.bankAccountId);
  if (account.status === 'verification_failed') throw new HttpError(422, BANK_ACCOUNT_LOCKED_MESSAGE);
  if (payment.status !== 'pending') {
    if (payment.bankAccountId === account.id) return { status: payment.status, reference: payment.reference };
    throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  }
  await requirePendingAchPayment(db, payment);
  if (account.status === 'new') {
    const linked = await linkAccount(db, payment, account);
    await markInvoiceAwaitingDeposits(db, linked, actor);
    return { status: 'bank_not_verified', reference: payment.reference };
  }
  const processing = await startProcessing(deps, payment, account, actor);
  return { status: processing.status, reference: payment.reference };
}
