import type { InvoiceRow } from '../../modules/billing/tables';
import type { Database } from '../../platform/database/database';
import { HttpError, notFound } from '../../platform/http/errors';
import { changeInvoiceStatus } from '../invoice-transitions';

export const ACCEPT_DELIVERY_NOT_ALLOWED_MESSAGE = 'Delivery can only be accepted for an invoice in escrow.';

export interface AcceptDeliveryRequest {
  companyId: string;
  invoiceId: string;
  actorUserId: string;
  ip?: string;
}

/**
 * Moves the invoice from escrow to delivery accepted. Asking again once it is accepted answers
 * with the invoice as it is (no second change, no second audit entry), so a retried or doubled
 * click is harmless; from any other status it is a 409.
 */
export async function acceptDelivery(db: Database, request: AcceptDeliveryRequest): Promise<InvoiceRow> {
  const result = await changeInvoiceStatus(db, {
    invoiceId: request.invoiceId,
    companyId: request.companyId,
    to: 'delivery_accepted',
    actorUserId: request.actorUserId,
    ip: request.ip,
    action: 'invoice.delivery_accepted',
  });
  if (result.changed) return result.invoice;
  if (!result.invoice) throw notFound();
  if (result.invoice.status === 'delivery_accepted') return result.invoice;
  throw new HttpError(409, ACCEPT_DELIVERY_NOT_ALLOWED_MESSAGE);
}
