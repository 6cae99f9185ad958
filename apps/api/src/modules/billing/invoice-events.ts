import type { Database } from '../../platform/database/database';
import { type InvoiceEventKind, invoiceEvents } from './tables';

export interface InvoiceEvent {
  invoiceId: string;
  companyId: string;
  paymentId?: string | null;
  kind: InvoiceEventKind;
  status?: string | null;
  message?: string | null;
}

/**
 * Writes one entry of the invoice's timeline, beside the change it records. Each caller writes it
 * only from the one call whose conditional update made the change, so an entry is never doubled.
 */
export async function recordInvoiceEvent(db: Database, event: InvoiceEvent): Promise<void> {
  await db.insert(invoiceEvents).values({
    invoiceId: event.invoiceId,
    companyId: event.companyId,
    paymentId: event.paymentId ?? null,
    kind: event.kind,
    status: event.status ?? null,
    message: event.message ?? null,
  });
}

/** What happened to a payment, on the timeline of the invoice it pays. */
export function recordPaymentEvent(
  db: Database,
  payment: { id: string; invoiceId: string; companyId: string },
  event: Pick<InvoiceEvent, 'kind' | 'status' | 'message'>,
): Promise<void> {
  return recordInvoiceEvent(db, { invoiceId: payment.invoiceId, companyId: payment.companyId, paymentId: payment.id, ...event });
}

/** A payment's new status on the timeline. */
export function recordPaymentStatus(
  db: Database,
  payment: { id: string; invoiceId: string; companyId: string; status: string; failureMessage: string | null },
): Promise<void> {
  return recordPaymentEvent(db, payment, {
    kind: 'payment_status',
    status: payment.status,
    message: payment.status === 'failed' || payment.status === 'canceled' ? payment.failureMessage : null,
  });
}
