import {
  DISPUTABLE_INVOICE_STATUSES,
  DISPUTE_REASON_LABELS,
  DISPUTE_TEXTS,
  type DisputeAttachmentInput,
  type DisputeReason,
  type InvoiceDispute,
  type InvoiceStatus,
} from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { type CheckedAttachment, checkedAttachment } from './dispute-attachment';
import { disputeView, findOpenDispute, insertDisputeMessage, isMessageAt } from './dispute-queries';
import { recordInvoiceEvent } from './invoice-events';
import { findInvoice } from './invoice-queries';
import { changeInvoiceStatus } from './invoice-transitions';
import { findMovingPayment } from './payment-queries';
import { invoiceDisputes } from './tables';

export interface RaiseDisputeBody {
  reason: DisputeReason;
  message: string;
  attachment?: DisputeAttachmentInput | null;
}

/**
 * Disputes an open, overdue or in-escrow invoice: the invoice moves to `disputed` (through
 * changeInvoiceStatus, audited and published), the dispute remembers the status it left, and the
 * customer's words (with their file) open its thread. While it is open, the same raise again (a
 * doubled click, 50 at once) answers the open dispute and changes nothing; a different one is 409.
 */
export async function raiseDispute(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; invoiceId: string; dispute: RaiseDisputeBody },
): Promise<InvoiceDispute> {
  const { db } = deps;
  const { actor, invoiceId } = input;
  const { reason, message } = input.dispute;
  const attachment = checkedAttachment(input.dispute.attachment);
  const found = await findInvoice(db, actor.companyId, invoiceId);
  if (!found) throw notFound();

  const raised = await db.transaction(async (tx) => {
    const { invoice } = found;
    // An ACH debit under way leaves the invoice open until it settles: the money is already moving.
    const disputable = (DISPUTABLE_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(invoice.status);
    if (disputable && (await findMovingPayment(tx, invoice.id))) throw new HttpError(409, DISPUTE_TEXTS.paymentUnderWay);
    const change = await changeInvoiceStatus(tx, {
      invoiceId: invoice.id,
      companyId: actor.companyId,
      to: 'disputed',
      onlyFrom: DISPUTABLE_INVOICE_STATUSES,
      actorUserId: actor.userId,
      ip: actor.ip,
      action: 'invoice.dispute_raised',
      metadata: { reason, attachment: attachment !== null },
    });
    if (!change.changed) return null;
    const [dispute] = await tx
      .insert(invoiceDisputes)
      .values({ invoiceId: invoice.id, companyId: actor.companyId, openedBy: actor.userId, reason, invoiceStatusBefore: change.from })
      .returning();
    if (!dispute) throw new Error('The dispute was not stored');
    await insertDisputeMessage(tx, { disputeId: dispute.id, author: 'customer', userId: actor.userId, body: message, attachment });
    await recordInvoiceEvent(tx, {
      invoiceId: invoice.id,
      companyId: actor.companyId,
      kind: 'dispute_raised',
      message: DISPUTE_REASON_LABELS[reason],
    });
    return { dispute, invoice: change.invoice };
  });
  if (raised) return { can_raise: false, dispute: await disputeView(db, raised.dispute, raised.invoice, found.vendorName) };
  return answerToRepeat(deps, { actor, invoiceId, reason, message, attachment, vendorName: found.vendorName });
}

/** The invoice was not disputable when asked: the same dispute already open is answered; anything else is refused. */
async function answerToRepeat(
  deps: Pick<BillingDeps, 'db'>,
  input: {
    actor: CompanyActor;
    invoiceId: string;
    reason: DisputeReason;
    message: string;
    attachment: CheckedAttachment | null;
    vendorName: string;
  },
): Promise<InvoiceDispute> {
  const { db } = deps;
  const current = await findInvoice(db, input.actor.companyId, input.invoiceId);
  if (!current) throw notFound();
  if (current.invoice.status !== 'disputed') throw new HttpError(409, DISPUTE_TEXTS.notDisputable);
  const open = await findOpenDispute(db, current.invoice.id);
  if (!open) throw new HttpError(409, DISPUTE_TEXTS.notDisputable);
  const same =
    open.reason === input.reason &&
    (await isMessageAt(db, open.id, 'first', { userId: input.actor.userId, body: input.message, attachment: input.attachment }));
  if (!same) throw new HttpError(409, DISPUTE_TEXTS.alreadyDisputed);
  return { can_raise: false, dispute: await disputeView(db, open, current.invoice, input.vendorName) };
}
