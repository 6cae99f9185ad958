/**
 * Why a customer disputes an invoice: the list the dispute dialog offers, with the customer's own
 * words beside it. The vendor's answer depends on it (in the sandbox, deterministically).
 */
export const DISPUTE_REASONS = ['hours_or_rate', 'work_not_delivered', 'billed_twice', 'wrong_details', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  hours_or_rate: 'Hours or rate billed wrongly',
  work_not_delivered: 'Work not delivered',
  billed_twice: 'Billed twice',
  wrong_details: 'Wrong PO number or billing details',
  other: 'Something else',
};

/** What a dispute's attachment may be, recognised by its first bytes (the declared type is not trusted). */
export const DISPUTE_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DisputeAttachmentType = (typeof DISPUTE_ATTACHMENT_TYPES)[number];

export const DISPUTE_LIMITS = {
  messageMaxLength: 2000,
  attachmentNameMaxLength: 200,
  /** 4 MB: a scanned timesheet or a few screenshots. */
  attachmentMaxBytes: 4 * 1024 * 1024,
} as const;

/** The attachment travels base64-encoded in the JSON body: four characters for every three bytes. */
export const DISPUTE_ATTACHMENT_MAX_BASE64_LENGTH = Math.ceil(DISPUTE_LIMITS.attachmentMaxBytes / 3) * 4;

/** Texts of the dispute screens and answers, word for word: the API, the screens and their tests share them. */
export const DISPUTE_TEXTS = {
  action: 'Dispute invoice',
  dialogTitle: 'Dispute this invoice',
  reasonLabel: 'Reason',
  reasonRequired: 'Choose a reason.',
  messageLabel: 'What is wrong',
  messageRequired: 'Tell the vendor what is wrong.',
  messageTooLong: `Keep the message under ${DISPUTE_LIMITS.messageMaxLength} characters.`,
  attachmentHint: 'Optional: a PDF, PNG or JPEG of at most 4 MB (a timesheet, a screenshot).',
  attachmentTooLarge: 'The attachment must be 4 MB or smaller.',
  attachmentEmpty: 'The attachment is empty. Choose a PDF, PNG or JPEG file.',
  attachmentUnknownType: 'The attachment must be a PDF, PNG or JPEG file.',
  attachmentNotBase64: 'The attachment could not be read. Choose the file again.',
  raised: 'Dispute sent to the vendor',
  messageSent: 'Message sent',
  /** Why Pay is not offered, and the answer of every pay endpoint, while the invoice is disputed. */
  payBlocked: 'This invoice is disputed: it cannot be paid until the vendor answers the dispute.',
  notDisputable: 'This invoice cannot be disputed: only open, overdue or in-escrow invoices can be.',
  alreadyDisputed: 'This invoice is already disputed. Add a message to the open dispute instead.',
  paymentUnderWay: 'A payment of this invoice is already being processed, so it cannot be disputed now.',
  disputeClosed: 'This dispute is settled: no more messages can be added.',
  noOpenDispute: 'This invoice has no open dispute.',
  attachmentNotFound: 'This attachment does not exist.',
} as const;

/** The number of the credit note a vendor issues to settle a dispute of an invoice. */
export function creditNoteNumber(invoiceNumber: string): string {
  return `CN-${invoiceNumber}`;
}
