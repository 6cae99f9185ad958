import { and, eq } from 'drizzle-orm';
import { DISPUTE_TEXTS, type DisputeAttachmentInput, type InvoiceDispute } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError, notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { BillingDeps } from './billing-deps';
import { checkedAttachment } from './dispute-attachment';
import { canRaiseDispute, disputeView, findLatestDispute, insertDisputeMessage, isMessageAt } from './dispute-queries';
import { findInvoice } from './invoice-queries';
import { invoiceDisputes } from './tables';

/**
 * Adds the customer's message (with an optional file) to the invoice's open dispute. The dispute's
 * row is locked meanwhile, so that the same message sent again at once (a doubled click, a retry)
 * finds itself as the thread's latest and adds nothing: one message, one audit entry.
 */
export async function addDisputeMessage(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; invoiceId: string; message: { message: string; attachment?: DisputeAttachmentInput | null } },
): Promise<InvoiceDispute> {
  const { db } = deps;
  const { actor } = input;
  const body = input.message.message;
  const attachment = checkedAttachment(input.message.attachment);
  const found = await findInvoice(db, actor.companyId, input.invoiceId);
  if (!found) throw notFound();
  const { invoice } = found;

  await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(invoiceDisputes)
      .where(and(eq(invoiceDisputes.invoiceId, invoice.id), eq(invoiceDisputes.status, 'open')))
      .for('update');
    if (!open) {
      const settled = await findLatestDispute(tx, invoice.id);
      throw new HttpError(409, settled ? DISPUTE_TEXTS.disputeClosed : DISPUTE_TEXTS.noOpenDispute);
    }
    if (await isMessageAt(tx, open.id, 'latest', { userId: actor.userId, body, attachment })) return;
    await insertDisputeMessage(tx, { disputeId: open.id, author: 'customer', userId: actor.userId, body, attachment });
    await recordAudit(tx, {
      action: 'invoice.dispute_message_added',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'invoice',
      subjectId: invoice.id,
      ip: actor.ip,
      metadata: { dispute: open.id, attachment: attachment !== null },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'invoice', id: invoice.id });
  });

  const latest = await findLatestDispute(db, invoice.id);
  if (!latest) throw notFound();
  return { can_raise: await canRaiseDispute(db, invoice), dispute: await disputeView(db, latest, invoice, found.vendorName) };
}
