import {
  DISPUTE_ATTACHMENT_TYPES,
  DISPUTE_LIMITS,
  DISPUTE_TEXTS,
  type DisputeAttachmentInput,
  disputeMessageBodySchema,
  type DisputeReason,
  disputeReasonSchema,
} from '@portal/api-schema';
import { z } from 'zod';

/** What the file picker offers; the API decides by the file's bytes in the end. */
export const ATTACHMENT_ACCEPT = [...DISPUTE_ATTACHMENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',');
const ACCEPTED_NAME = /\.(pdf|png|jpe?g)$/i;

/**
 * The chosen file, checked before it is read and sent: not empty, at most 4 MB, and named or typed
 * as a PDF, PNG or JPEG. The API checks its first bytes again.
 */
const attachmentFileSchema = z
  .custom<File>((value) => value instanceof File, DISPUTE_TEXTS.attachmentUnknownType)
  .nullable()
  .refine((file) => !file || file.size > 0, DISPUTE_TEXTS.attachmentEmpty)
  .refine((file) => !file || file.size <= DISPUTE_LIMITS.attachmentMaxBytes, DISPUTE_TEXTS.attachmentTooLarge)
  .refine(
    (file) => !file || ACCEPTED_NAME.test(file.name) || (DISPUTE_ATTACHMENT_TYPES as readonly string[]).includes(file.type),
    DISPUTE_TEXTS.attachmentUnknownType,
  );

export const raiseDisputeFormSchema = z.object({
  reason: disputeReasonSchema,
  message: disputeMessageBodySchema,
  attachment: attachmentFileSchema,
});

export const disputeMessageFormSchema = z.object({
  message: disputeMessageBodySchema,
  attachment: attachmentFileSchema,
});

/** What the dialog holds before it is checked: no reason chosen yet, no file. */
export interface RaiseDisputeFormValues {
  reason: DisputeReason | '';
  message: string;
  attachment: File | null;
}
export type RaiseDisputeFormOutput = z.output<typeof raiseDisputeFormSchema>;

export interface DisputeMessageFormValues {
  message: string;
  attachment: File | null;
}
export type DisputeMessageFormOutput = z.output<typeof disputeMessageFormSchema>;

/** The form field an error of the API names: every part of the attachment is the file field. */
export function disputeFieldOf<Field extends string>(fields: readonly Field[]): (property: string) => Field | null {
  return (property) => {
    const field = property.split('.')[0] ?? property;
    return (fields as readonly string[]).includes(field) ? (field as Field) : null;
  };
}

/** The file as the API takes it: its name and its bytes in base64. */
export async function attachmentInput(file: File | null): Promise<DisputeAttachmentInput | null> {
  if (!file) return null;
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
  return { name: file.name, content_base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

/** A file's size for people: '820 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
