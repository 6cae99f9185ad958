import { and, eq, sql } from 'drizzle-orm';
import { ACH_METHOD_SLUG, ACH_VERIFY_MAX_ATTEMPTS } from '@portal/api-schema';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { type BankAccountRow, bankAccounts, invoices, payments, type PaymentRow } from '../../modules/billing/tables';
import { HttpError, invalidField, notFound } from '../../platform/http/errors';
import { changeInvoiceStatus } from '../invoice-transitions';
import { applyProviderOutcome, cancelOtherPendingCardPayments, isPayable, PAYMENT_CLOSED_MESSAGE, type PaymentDeps } from './payment-service';
import type { AchRequestInfo } from './providers/payment-provider';

export const BANK_ACCOUNT_LOCKED_MESSAGE = 'This bank account is locked after too many failed verification attempts.';
export const BANK_TOKEN_UNKNOWN_MESSAGE = 'This bank account could not be found. Please enter its details again.';

export interface AchCaller {
  userId: string;
  companyId: string;
  request: AchRequestInfo;
}

export function wrongAmountsMessage(attemptsLeft: number): string {
  return `The amounts do not match the deposits. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

export function requireAchPayment(payment: PaymentRow): void {
  if (payment.methodSlug !== ACH_METHOD_SLUG) throw notFound();
}

export async function findCallerBankAccount(db: Database, caller: AchCaller, id: string): Promise<BankAccountRow> {
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, caller.userId), eq(bankAccounts.companyId, caller.companyId)));
  if (!account) throw notFound();
  return account;
}

export function listCallerBankAccounts(db: Database, caller: { userId: string; companyId: string }, provider: string) {
  return db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, caller.userId),
        eq(bankAccounts.companyId, caller.companyId),
        eq(bankAccounts.provider, provider as BankAccountRow['provider']),
      ),
    )
    .orderBy(bankAccounts.createdAt, bankAccounts.id);
}

async function markInvoiceAwaitingDeposits(db: Database, payment: PaymentRow, caller: AchCaller): Promise<void> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice || !isPayable(invoice.status)) return;
  await changeInvoiceStatus(db, {
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    to: 'ach_verification_pending',
    actorUserId: caller.userId,
    ip: caller.request.ip,
    action: 'invoice.status_changed',
    metadata: { reference: payment.reference },
  });
}

async function linkAccount(db: Database, payment: PaymentRow, account: BankAccountRow): Promise<PaymentRow> {
  if (payment.bankAccountId === account.id) return payment;
  const [linked] = await db
    .update(payments)
    .set({ bankAccountId: account.id, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!linked) throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  return linked;
}

/** A pending ACH payment whose invoice can still wait for it. */
async function requirePendingAchPayment(db: Database, payment: PaymentRow): Promise<void> {
  requireAchPayment(payment);
  if (payment.status !== 'pending') throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  const [invoice] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice || !(isPayable(invoice.status) || invoice.status === 'ach_verification_pending')) {
    throw new HttpError(409, 'This invoice cannot be paid now.');
  }
}

/** Saves the tokenized account for the caller, links it to the payment and starts the micro-deposits. */
export async function createAchBankAccount(
  deps: PaymentDeps,
  payment: PaymentRow,
  token: string,
  caller: AchCaller,
): Promise<BankAccountRow> {
  const { db, provider } = deps;
  requireAchPayment(payment);
  const tokenized = await provider.bankAccountFromToken(token);
  if (!tokenized) throw invalidField('bank_account_id', BANK_TOKEN_UNKNOWN_MESSAGE, BANK_TOKEN_UNKNOWN_MESSAGE);

  const [created] = await db
    .insert(bankAccounts)
    .values({
      companyId: caller.companyId,
      userId: caller.userId,
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
      companyId: caller.companyId,
      actorUserId: caller.userId,
      subjectType: 'bank_account',
      subjectId: created.id,
      ip: caller.request.ip,
      metadata: { last4: created.last4, reference: payment.reference },
    });
  } else {
    const [existing] = await db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.provider, provider.name), eq(bankAccounts.providerAccountId, tokenized.providerAccountId)));
    account = existing;
  }
  if (!account || account.userId !== caller.userId) throw notFound();
  // The same token again (a retried request) answers the account already linked.
  if (payment.bankAccountId === account.id && payment.providerPaymentId) return account;

  await requirePendingAchPayment(db, payment);
  const linked = await linkAccount(db, payment, account);
  const { providerPaymentId } = await provider.startMicrodeposits(linked, account, caller.request);
  await db.update(payments).set({ providerPaymentId, updatedAt: new Date() }).where(eq(payments.id, linked.id));
  await markInvoiceAwaitingDeposits(db, linked, caller);
  return account;
}

/** Moves the payment to processing once; the one call that does starts the debit. */
async function startProcessing(deps: PaymentDeps, payment: PaymentRow, account: BankAccountRow, caller: AchCaller): Promise<PaymentRow> {
  const { db, provider } = deps;
  const [processing] = await db
    .update(payments)
    .set({ status: 'processing', bankAccountId: account.id, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!processing) {
    const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return current ?? payment;
  }
  await cancelOtherPendingCardPayments(db, provider, processing);
  const { providerPaymentId } = await provider.startAchPayment(processing, account, caller.request);
  const [withId] = await db
    .update(payments)
    .set({ providerPaymentId })
    .where(eq(payments.id, processing.id))
    .returning();
  return withId ?? processing;
}

function auditVerification(
  db: Database,
  action: 'bank_account.verified' | 'bank_account.verification_failed',
  account: BankAccountRow,
  payment: PaymentRow,
  caller: AchCaller,
): Promise<void> {
  return recordAudit(db, {
    action,
    companyId: caller.companyId,
    actorUserId: caller.userId,
    subjectType: 'bank_account',
    subjectId: account.id,
    ip: caller.request.ip,
    metadata: { reference: payment.reference },
  });
}

export async function verifyAchBankAccount(
  deps: PaymentDeps,
  payment: PaymentRow,
  input: { bankAccountId: string; amounts: [number, number] },
  caller: AchCaller,
): Promise<PaymentRow> {
  const { db, provider } = deps;
  requireAchPayment(payment);
  const account = await findCallerBankAccount(db, caller, input.bankAccountId);
  if (payment.bankAccountId !== account.id) throw notFound();
  if (account.status === 'verification_failed') throw new HttpError(422, BANK_ACCOUNT_LOCKED_MESSAGE);
  if (account.status === 'verified') {
    if (payment.status === 'pending') return startProcessing(deps, payment, account, caller);
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
    if (!counted || counted.status === 'verification_failed') {
      if (counted) {
        await auditVerification(db, 'bank_account.verification_failed', account, payment, caller);
        await applyProviderOutcome(db, payment, { status: 'canceled', message: null }, { userId: caller.userId, ip: caller.request.ip });
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
    await auditVerification(db, 'bank_account.verified', account, payment, caller);
  }
  return startProcessing(deps, payment, verified ?? account, caller);
}

export type AchPayOutcome = { status: 'bank_not_verified' } | { status: PaymentRow['status'] };

/** Pays with a saved account: a verified one starts the debit, a new one waits for its deposits. */
export async function payWithSavedAccount(
  deps: PaymentDeps,
  payment: PaymentRow,
  bankAccountId: string,
  caller: AchCaller,
): Promise<AchPayOutcome> {
  const { db } = deps;
  requireAchPayment(payment);
  const account = await findCallerBankAccount(db, caller, bankAccountId);
  if (account.status === 'verification_failed') throw new HttpError(422, BANK_ACCOUNT_LOCKED_MESSAGE);
  if (payment.status !== 'pending') {
    if (payment.bankAccountId === account.id) return { status: payment.status };
    throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  }
  await requirePendingAchPayment(db, payment);
  if (account.status === 'new') {
    const linked = await linkAccount(db, payment, account);
    await markInvoiceAwaitingDeposits(db, linked, caller);
    return { status: 'bank_not_verified' };
  }
  const processing = await startProcessing(deps, payment, account, caller);
  return { status: processing.status };
}

/** The invoice's ACH payment still waiting for its deposits to be confirmed. */
export async function findPendingAchPayment(db: Database, invoiceId: string) {
  const [row] = await db
    .select({ reference: payments.reference, bankAccountId: payments.bankAccountId })
    .from(payments)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(payments.methodSlug, ACH_METHOD_SLUG),
        eq(payments.status, 'pending'),
        eq(bankAccounts.status, 'new'),
      ),
    )
    .limit(1);
  return row && row.bankAccountId ? { reference: row.reference, bank_account_id: row.bankAccountId } : null;
}
