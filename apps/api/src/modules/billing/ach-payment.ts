import { and, eq, isNull } from 'drizzle-orm';
import { ACH_METHOD_SLUG } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { Database } from '../../platform/database/database';
import { HttpError, notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { changeInvoiceStatus } from './invoice-transitions';
import { recordPaymentStatus } from './invoice-events';
import { cancelOtherPendingCardPayments } from './payment-outcome';
import { findCompanyPayment } from './payment-queries';
import { assertPayable, isPayable, PAYMENT_CLOSED_MESSAGE } from './payment-rules';
import { type BankAccountRow, bankAccounts, billingSettings, invoices, payments, type PaymentRow } from './tables';
import { publishChange } from '../../platform/live-events';

// The steps an ACH payment shares between saving a bank account, verifying its micro-deposits and
// paying with a saved account.

export const BANK_ACCOUNT_LOCKED_MESSAGE = 'This bank account is locked after too many failed verification attempts.';
export const BANK_TOKEN_UNKNOWN_MESSAGE = 'This bank account could not be found. Please enter its details again.';

export function wrongAmountsMessage(attemptsLeft: number): string {
  return `The amounts do not match the deposits. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

/** The company's ACH payment of a reference; any other payment is as unknown as a missing one (404). */
export async function findCompanyAchPayment(db: Database, actor: CompanyActor, reference: string): Promise<PaymentRow> {
  const payment = await findCompanyPayment(db, actor.companyId, reference);
  if (payment.methodSlug !== ACH_METHOD_SLUG) throw notFound();
  return payment;
}

/**
 * One of the accounts the company keeps (whoever of it saved it); another company's, or one the
 * company removed, is as unknown as a missing one (404).
 */
export async function findCompanyBankAccount(db: Database, actor: CompanyActor, id: string): Promise<BankAccountRow> {
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.companyId, actor.companyId), isNull(bankAccounts.removedAt)));
  if (!account) throw notFound();
  return account;
}

/** The bank accounts the company keeps with the provider, oldest first. */
export function listCompanyBankAccounts(db: Database, companyId: string, provider: string) {
  return db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.companyId, companyId),
        eq(bankAccounts.provider, provider as BankAccountRow['provider']),
        isNull(bankAccounts.removedAt),
      ),
    )
    .orderBy(bankAccounts.createdAt, bankAccounts.id);
}

/** The bank account the company made its default payment method, if it is one. */
export async function companyDefaultBankAccountId(db: Database, companyId: string): Promise<string | null> {
  const [settings] = await db
    .select({ id: billingSettings.defaultBankAccountId })
    .from(billingSettings)
    .where(eq(billingSettings.companyId, companyId));
  return settings?.id ?? null;
}

export async function markInvoiceAwaitingDeposits(db: Database, payment: PaymentRow, actor: CompanyActor): Promise<void> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice || !isPayable(invoice.status)) return;
  await changeInvoiceStatus(db, {
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    to: 'ach_verification_pending',
    actorUserId: actor.userId,
    ip: actor.ip,
    action: 'invoice.status_changed',
    metadata: { reference: payment.reference },
  });
}

export async function linkAccount(db: Database, payment: PaymentRow, account: BankAccountRow): Promise<PaymentRow> {
  if (payment.bankAccountId === account.id) return payment;
  const [linked] = await db
    .update(payments)
    .set({ bankAccountId: account.id, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!linked) throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  return linked;
}

/** The ACH payment is pending and its invoice can still wait for it. */
export async function requirePendingAchPayment(db: Database, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'pending') throw new HttpError(409, PAYMENT_CLOSED_MESSAGE);
  const [invoice] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, payment.invoiceId));
  assertPayable(invoice?.status, ['ach_verification_pending']);
}

/** Moves the payment to processing once; the one call that does starts the debit. */
export async function startProcessing(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  payment: PaymentRow,
  account: BankAccountRow,
  actor: CompanyActor,
): Promise<PaymentRow> {
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
  await recordPaymentStatus(db, processing);
  await publishChange(db, { companyId: processing.companyId, kind: 'payment', id: processing.invoiceId });
  await cancelOtherPendingCardPayments(db, provider, processing);
  const { providerPaymentId } = await provider.startAchPayment(processing, account, actor);
  const [withId] = await db.update(payments).set({ providerPaymentId }).where(eq(payments.id, processing.id)).returning();
  return withId ?? processing;
}
