import { z } from 'zod';
import { text } from '../text';
import { idSchema } from '../user';
import { DISPUTE_AUTHORS, DISPUTE_STATUSES, INVOICE_STATUSES } from './constants';
import {
  DISPUTE_ATTACHMENT_MAX_BASE64_LENGTH,
  DISPUTE_ATTACHMENT_TYPES,
  DISPUTE_LIMITS,
  DISPUTE_REASONS,
  DISPUTE_TEXTS,
} from './dispute-constants';
import { moneySchema } from './money-schema';

/** One of the listed reasons. */
export const disputeReasonSchema = z.enum(DISPUTE_REASONS, { error: DISPUTE_TEXTS.reasonRequired });

/** The customer's own words: required, over several lines, counted trimmed. */
export const disputeMessageBodySchema = text({ multiline: true })
  .trim()
  .min(1, DISPUTE_TEXTS.messageRequired)
  .max(DISPUTE_LIMITS.messageMaxLength, DISPUTE_TEXTS.messageTooLong);

/**
 * A file sent with a message: its name and its bytes in base64, inside the JSON body, so that a
 * dispute with its attachment is one request (one effect, however often it is sent). What the file
 * is, the API decides by its first bytes.
 */
const disputeAttachmentInputSchema = z.object({
  name: text().trim().min(1, DISPUTE_TEXTS.attachmentUnknownType).max(DISPUTE_LIMITS.attachmentNameMaxLength),
  content_base64: text()
    .max(DISPUTE_ATTACHMENT_MAX_BASE64_LENGTH, DISPUTE_TEXTS.attachmentTooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, DISPUTE_TEXTS.attachmentNotBase64),
});
export type DisputeAttachmentInput = z.infer<typeof disputeAttachmentInputSchema>;

/** POST /api/client-cabinet/invoice/{id}/disputes: a reason from the list, the customer's words, an optional file. */
export const raiseDisputeInputSchema = z.object({
  reason: disputeReasonSchema,
  message: disputeMessageBodySchema,
  attachment: disputeAttachmentInputSchema.nullish(),
});
export type RaiseDisputeInput = z.input<typeof raiseDisputeInputSchema>;

/** POST /api/client-cabinet/invoice/{id}/dispute/messages: another message of the open dispute. */
export const disputeMessageInputSchema = z.object({
  message: disputeMessageBodySchema,
  attachment: disputeAttachmentInputSchema.nullish(),
});
export type DisputeMessageInput = z.input<typeof disputeMessageInputSchema>;

/** GET /api/client-cabinet/invoice/{id}/dispute/messages/{messageId}/attachment. */
export const disputeAttachmentParamsSchema = z.object({ id: idSchema, messageId: idSchema });

const disputeAttachmentSchema = z.object({
  name: text(),
  content_type: z.enum(DISPUTE_ATTACHMENT_TYPES),
  size_bytes: z.number().int().positive(),
  /** The API path that downloads it. */
  url: text(),
});
export type DisputeAttachment = z.infer<typeof disputeAttachmentSchema>;

const disputeMessageSchema = z.object({
  id: idSchema,
  author: z.enum(DISPUTE_AUTHORS),
  /** The customer's user who wrote it, or the vendor's name. */
  author_name: text(),
  body: text({ multiline: true }),
  created_at: z.iso.datetime(),
  attachment: disputeAttachmentSchema.nullable(),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;

export const disputeSchema = z.object({
  id: idSchema,
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  /** The invoice's status when it was raised, to which the vendor's answer returns it (overdue once past due). */
  invoice_status_before: z.enum(INVOICE_STATUSES),
  created_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
  /** The credit note that settled it ('adjusted'); the invoice's totals carry it as a line. */
  credit_note: z.object({ number: text(), amount: moneySchema }).nullable(),
  /** Oldest first. */
  messages: z.array(disputeMessageSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** GET /api/client-cabinet/invoice/{id}/dispute: the invoice's latest dispute, and whether one may be raised now. */
export const invoiceDisputeSchema = z.object({
  can_raise: z.boolean(),
  dispute: disputeSchema.nullable(),
});
export type InvoiceDispute = z.infer<typeof invoiceDisputeSchema>;
