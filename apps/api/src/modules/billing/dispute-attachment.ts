import { type DisputeAttachmentInput, type DisputeAttachmentType, DISPUTE_LIMITS, DISPUTE_TEXTS } from '@portal/api-schema';
import { invalidField } from '../../platform/http/errors';
import { sniffImageType } from '../company-users';

/** Every PDF starts so (a few bytes of junk before it are tolerated by readers, never by us). */
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** A dispute attachment as stored: its name, and its bytes with the type they tell. */
export interface CheckedAttachment {
  name: string;
  contentType: DisputeAttachmentType;
  bytes: Buffer;
}

/** What the bytes are: a PDF, PNG or JPEG; null for anything else (WebP and SVG included). */
function sniffAttachmentType(bytes: Buffer): DisputeAttachmentType | null {
  if (bytes.length >= PDF_SIGNATURE.length && bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'application/pdf';
  const image = sniffImageType(bytes);
  return image === 'image/png' || image === 'image/jpeg' ? image : null;
}

/**
 * The attachment of a message, decoded and checked: not empty, at most 4 MB, a PDF, PNG or JPEG by
 * its first bytes (the name and the type a browser declares prove nothing). 422 on the field
 * `attachment` otherwise; null when the message has none.
 */
export function checkedAttachment(input: DisputeAttachmentInput | null | undefined): CheckedAttachment | null {
  if (!input) return null;
  const bytes = Buffer.from(input.content_base64, 'base64');
  if (bytes.length === 0) throw invalidField('attachment', DISPUTE_TEXTS.attachmentEmpty);
  if (bytes.length > DISPUTE_LIMITS.attachmentMaxBytes) throw invalidField('attachment', DISPUTE_TEXTS.attachmentTooLarge);
  const contentType = sniffAttachmentType(bytes);
  if (!contentType) throw invalidField('attachment', DISPUTE_TEXTS.attachmentUnknownType);
  return { name: input.name, contentType, bytes };
}
