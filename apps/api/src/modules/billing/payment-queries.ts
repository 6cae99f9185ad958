import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentProvider as PaymentProviderName, PaymentResult } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { vendors } from '../company-users/tables';
import { newPaymentReference } from './payment-reference';
import { type BankAccountRow, bankAccounts, type InvoiceRow, invoices, payments, type PaymentRow } from './tables';

/** The company's invoice; another company's is as unknown as a missing one (404). */
export async function findCompanyInvoice(db: Database, companyId: string, invoiceId: string): Promise<InvoiceRow> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
  if (!invoice) throw notFound();
  return invoice;
}

/** The company's payment of a reference; another company's is as unknown as a missing one (404). */
export async function findCompanyPayment(db: Database, companyId: string, reference: string): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.companyId, companyId)));
  if (!payment) throw notFound();
  return payment;
}

/** The payment of the invoice that moves money (processing or succeeded), if any: the partial unique index allows one. */
export async function findMovingPayment(db: Database, invoiceId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, ['processing', 'succeeded'])))
    .limit(1);
  return row;
}

export async function findPendingPayment(db: Database, invoiceId: string, slug: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.methodSlug, slug), eq(payments.status, 'pending')));
  return row;
}

/** The invoice with its vendor's name. */
export async function invoiceWithVendor(db: Database, invoiceId: string): Promise<{ vendorName: string; invoice: InvoiceRow }> {
  const [row] = await db
    .select({ invoice: invoices, vendorName: vendors.name })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound();
  return row;
}

/** The payment as the portal shows its outcome. */
export async function paymentResult(db: Database, payment: PaymentRow): Promise<PaymentResult> {
  const { vendorName } = await invoiceWithVendor(db, payment.invoiceId);
  return {
    reference: payment.reference,
    status: payment.status,
    paid_to: vendorName,
    amount: { currency: payment.currency, added_value: payment.amountMinor },
    message: payment.status === 'failed' ? payment.failureMessage : null,
  };
}

/** The company's bank account with its row locked until the transaction ends; undefined when the company has none of that id. */
export async function lockCompanyBankAccount(tx: Database, companyId: string, bankAccountId: string): Promise<BankAccountRow | undefined> {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.companyId, companyId)))
    .for('update');
  return account;
}

/** A new payment of the invoice's whole amount (money always comes from the invoice), with a fresh public reference. */
export function newPaymentOf(
  invoice: InvoiceRow,
  payment: { userId: string; methodSlug: string; provider: PaymentProviderName },
): typeof payments.$inferInsert {
  return {
    reference: newPaymentReference(),
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    userId: payment.userId,
    methodSlug: payment.methodSlug,
    provider: payment.provider,
    amountMinor: invoice.totalMinor,
    currency: invoice.currency,
  };
}
