import { eq } from 'drizzle-orm';
import { DISPUTE_TEXTS, type InvoiceStatus, minorToDecimal, minorToMajor, PAYABLE_INVOICE_STATUSES } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import type { CatalogEntry, PaymentCatalog, PaymentMethodKind } from './payment-catalog';
import { findMovingPayment } from './payment-queries';
import { type InvoiceRow, invoices, type PaymentRow } from './tables';

export const NOT_PAYABLE_MESSAGE = 'This invoice cannot be paid now.';
export const PAYMENT_UNDER_WAY_MESSAGE = 'A payment of this invoice is already being processed.';
const METHOD_NOT_OFFERED_MESSAGE = 'This payment method is not offered for this invoice.';
export const WIRE_ON_ITS_WAY_MESSAGE =
  'A wire transfer of this invoice was announced and is waiting for the vendor to confirm receipt: no other payment can start meanwhile.';
export const NOT_A_WIRE_MESSAGE = 'This payment method is not a wire transfer.';
export const PAYMENT_CLOSED_MESSAGE = 'This payment is no longer pending.';
export const DOUBLE_PAYMENT_MESSAGE = 'Another payment of this invoice is already under way. Contact us if you were charged twice.';

export function isPayable(status: InvoiceStatus): boolean {
  return (PAYABLE_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);
}

/**
 * 409 unless an invoice in this status can be paid now. A disputed one says why, in the one message
 * every way of paying answers (starting a payment, the wire instructions, the card checkout, ACH).
 */
export function assertPayable(status: InvoiceStatus | undefined, alsoAllowed: readonly InvoiceStatus[] = []): void {
  if (status === 'disputed') throw new HttpError(409, DISPUTE_TEXTS.payBlocked);
  if (!status || !(isPayable(status) || alsoAllowed.includes(status))) throw new HttpError(409, NOT_PAYABLE_MESSAGE);
}

/** The catalog entry of a method the invoice offers; 404 with a clear message otherwise. */
export function offeredMethod(catalog: PaymentCatalog, invoice: InvoiceRow, slug: string): CatalogEntry {
  const entry = catalog.get(slug);
  if (!entry || !invoice.paymentMethods.some((method) => method.slug === slug)) {
    throw new HttpError(404, METHOD_NOT_OFFERED_MESSAGE);
  }
  return entry;
}

/**
 * The wire method of the invoice a customer announces: one the invoice offers (without a redirect
 * to an outside page) and that is a wire; 422 otherwise, as the request itself is wrong.
 */
export function announceableWireMethod(catalog: PaymentCatalog, invoice: InvoiceRow, slug: string): CatalogEntry {
  const entry = catalog.get(slug);
  const offered = invoice.paymentMethods.find((method) => method.slug === slug);
  if (!entry || !offered || offered.redirectUrl) throw new HttpError(422, METHOD_NOT_OFFERED_MESSAGE);
  if (entry.kind !== 'wire') throw new HttpError(422, NOT_A_WIRE_MESSAGE);
  return entry;
}

/** Why no other payment can start while one of the given kind is on its way. */
export function paymentUnderWayMessage(kind: PaymentMethodKind | undefined): string {
  return kind === 'wire' ? WIRE_ON_ITS_WAY_MESSAGE : PAYMENT_UNDER_WAY_MESSAGE;
}

/** 409 while a payment of the invoice moves money (a wire announced, a debit under way), saying which. */
export async function assertNoPaymentOnItsWay(db: Database, catalog: PaymentCatalog, invoiceId: string): Promise<void> {
  const moving = await findMovingPayment(db, invoiceId);
  if (moving) throw new HttpError(409, paymentUnderWayMessage(catalog.get(moving.methodSlug)?.kind));
}

/** A card checkout may start only while the invoice can be paid and no other payment moves money for it. */
export async function assertCheckoutCanStart(db: Database, catalog: PaymentCatalog, payment: PaymentRow): Promise<void> {
  const [invoice] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, payment.invoiceId));
  assertPayable(invoice?.status);
  await assertNoPaymentOnItsWay(db, catalog, payment.invoiceId);
}

/** An amount for people, e.g. '$1,250.50' or '¥5,000' (e-mails, wire instructions, checkout pages). */
export function formatMoney(amountMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minorToMajor(amountMinor, currency));
  } catch {
    return `${minorToDecimal(amountMinor, currency)} ${currency}`;
  }
}
