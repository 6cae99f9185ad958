import type { InvoiceDetail } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { findInvoice, invoiceDetail } from './invoice-queries';
import { changeInvoiceStatus } from './invoice-transitions';

const ACCEPT_DELIVERY_NOT_ALLOWED_MESSAGE = 'Delivery can only be accepted for an invoice in escrow.';

/**
 * Moves the invoice from escrow to delivery accepted and answers it. Asking again once it is
 * accepted answers the invoice as it is (no second change, no second audit entry), so a retried or
 * doubled click is harmless; from any other status it is a 409.
 */
export async function acceptDelivery(
  deps: Pick<BillingDeps, 'db' | 'catalog'>,
  input: { actor: CompanyActor; invoiceId: string },
): Promise<InvoiceDetail> {
  const { db, catalog } = deps;
  const { actor, invoiceId } = input;
  const result = await changeInvoiceStatus(db, {
    invoiceId,
    companyId: actor.companyId,
    to: 'delivery_accepted',
    actorUserId: actor.userId,
    ip: actor.ip,
    action: 'invoice.delivery_accepted',
  });
  if (!result.changed) {
    if (!result.invoice) throw notFound();
    if (result.invoice.status !== 'delivery_accepted') throw new HttpError(409, ACCEPT_DELIVERY_NOT_ALLOWED_MESSAGE);
  }
  const found = await findInvoice(db, actor.companyId, invoiceId);
  if (!found) throw notFound();
  return invoiceDetail(db, catalog, found);
}
