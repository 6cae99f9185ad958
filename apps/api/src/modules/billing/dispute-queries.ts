import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  type DisputeAttachmentType,
  type DisputeAuthor,
  type Dispute,
  type DisputeReason,
  DISPUTABLE_INVOICE_STATUSES,
  type InvoiceStatus,
} from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { users } from '../company-users/tables';
import type { CheckedAttachment } from './dispute-attachment';
import { findMovingPayment } from './payment-queries';
import { disputeMessages, type InvoiceDisputeRow, invoiceDisputes, type InvoiceRow } from './tables';

// What the dispute operations share: finding an invoice's dispute, its thread as the portal shows
// it, and telling a repeated message from a new one.

/** The dispute of the invoice still waiting for the vendor, if any (at most one: a partial unique index). */
export async function findOpenDispute(db: Database, invoiceId: string): Promise<InvoiceDisputeRow | null> {
  const [row] = await db
    .select()
    .from(invoiceDisputes)
    .where(and(eq(invoiceDisputes.invoiceId, invoiceId), eq(invoiceDisputes.status, 'open')));
  return row ?? null;
}

/** The invoice's latest dispute, open or settled. */
export async function findLatestDispute(db: Database, invoiceId: string): Promise<InvoiceDisputeRow | null> {
  const [row] = await db
    .select()
    .from(invoiceDisputes)
    .where(eq(invoiceDisputes.invoiceId, invoiceId))
    .orderBy(desc(invoiceDisputes.createdAt), desc(invoiceDisputes.id))
    .limit(1);
  return row ?? null;
}

/** Whether the customer may raise a dispute now: the status allows it and no payment of it moves money. */
export async function canRaiseDispute(db: Database, invoice: InvoiceRow): Promise<boolean> {
  if (!(DISPUTABLE_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(invoice.status)) return false;
  return (await findMovingPayment(db, invoice.id)) === undefined;
}

export interface NewDisputeMessage {
  disputeId: string;
  author: DisputeAuthor;
  userId: string | null;
  body: string;
  attachment: CheckedAttachment | null;
}

export async function insertDisputeMessage(db: Database, message: NewDisputeMessage): Promise<void> {
  const { attachment } = message;
  await db.insert(disputeMessages).values({
    disputeId: message.disputeId,
    author: message.author,
    userId: message.userId,
    body: message.body,
    attachmentName: attachment?.name ?? null,
    attachmentContentType: attachment?.contentType ?? null,
    attachment: attachment?.bytes ?? null,
    attachmentSizeBytes: attachment?.bytes.length ?? null,
  });
}

type ThreadMessage = { userId: string; body: string; attachment: CheckedAttachment | null };

/**
 * Whether the thread's first message (the customer's words when raising it) or its latest one is
 * this one from this user: the same words and the same file. A doubled click (or a retried request)
 * then adds nothing.
 */
export async function isMessageAt(db: Database, disputeId: string, at: 'first' | 'latest', message: ThreadMessage): Promise<boolean> {
  const order = at === 'first' ? asc : desc;
  const [found] = await db
    .select({
      userId: disputeMessages.userId,
      body: disputeMessages.body,
      attachmentName: disputeMessages.attachmentName,
      attachmentSizeBytes: disputeMessages.attachmentSizeBytes,
    })
    .from(disputeMessages)
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(order(disputeMessages.createdAt), order(disputeMessages.seq))
    .limit(1);
  return found ? sameMessage(db, disputeId, found, message) : false;
}

async function sameMessage(
  db: Database,
  disputeId: string,
  stored: { userId: string | null; body: string; attachmentName: string | null; attachmentSizeBytes: number | null },
  message: ThreadMessage,
): Promise<boolean> {
  if (stored.userId !== message.userId || stored.body !== message.body) return false;
  const { attachment } = message;
  if (!attachment) return stored.attachmentName === null;
  if (stored.attachmentName !== attachment.name || stored.attachmentSizeBytes !== attachment.bytes.length) return false;
  // Same name and size: the bytes decide (compared in the database, so the file is not read back).
  const [same] = await db
    .select({ id: disputeMessages.id })
    .from(disputeMessages)
    .where(
      and(
        eq(disputeMessages.disputeId, disputeId),
        eq(disputeMessages.attachmentName, attachment.name),
        sql`${disputeMessages.attachment} = ${attachment.bytes}`,
      ),
    )
    .limit(1);
  return same !== undefined;
}

/** The dispute as the portal shows it: its outcome and its thread, oldest first, without the files' bytes. */
export async function disputeView(db: Database, dispute: InvoiceDisputeRow, invoice: InvoiceRow, vendorName: string): Promise<Dispute> {
  const rows = await db
    .select({
      id: disputeMessages.id,
      author: disputeMessages.author,
      body: disputeMessages.body,
      createdAt: disputeMessages.createdAt,
      attachmentName: disputeMessages.attachmentName,
      attachmentContentType: disputeMessages.attachmentContentType,
      attachmentSizeBytes: disputeMessages.attachmentSizeBytes,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(disputeMessages)
    .leftJoin(users, eq(users.id, disputeMessages.userId))
    .where(eq(disputeMessages.disputeId, dispute.id))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.seq));
  return {
    id: dispute.id,
    status: dispute.status,
    reason: dispute.reason as DisputeReason,
    invoice_status_before: dispute.invoiceStatusBefore,
    created_at: dispute.createdAt.toISOString(),
    settled_at: dispute.settledAt?.toISOString() ?? null,
    credit_note:
      dispute.creditNoteNumber !== null && dispute.creditMinor !== null
        ? { number: dispute.creditNoteNumber, amount: { currency: invoice.currency, added_value: dispute.creditMinor } }
        : null,
    messages: rows.map((row) => ({
      id: row.id,
      author: row.author,
      author_name:
        row.author === 'vendor' ? vendorName : [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || 'A former colleague',
      body: row.body,
      created_at: row.createdAt.toISOString(),
      attachment:
        row.attachmentName !== null && row.attachmentContentType !== null && row.attachmentSizeBytes !== null
          ? {
              name: row.attachmentName,
              content_type: row.attachmentContentType as DisputeAttachmentType,
              size_bytes: row.attachmentSizeBytes,
              url: apiPath(API_PATHS.invoiceDisputeAttachment, { id: invoice.id, messageId: row.id }),
            }
          : null,
    })),
  };
}
