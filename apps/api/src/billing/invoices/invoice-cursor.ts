import { z } from 'zod';
import { INVOICE_SORT_KEYS, type InvoiceSort } from '@portal/api-schema';
import { invalidField } from '../../http/errors';

/** Where a page of the invoice list ends: the sort it was made for, the last row's sort value and id. */
export interface InvoiceCursor {
  sort: InvoiceSort;
  value: string;
  id: string;
}

const cursorSchema = z.object({
  s: z.enum(INVOICE_SORT_KEYS),
  v: z.iso.date(),
  i: z.uuid(),
});

export const INVALID_CURSOR_MESSAGE = 'This page link is not valid. Please start again from the first page.';

export function encodeInvoiceCursor(cursor: InvoiceCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, v: cursor.value, i: cursor.id })).toString('base64url');
}

/** The cursor of `sort`; anything else (malformed, tampered with, made for another sort) is a 422 on 'cursor'. */
export function decodeInvoiceCursor(text: string, sort: InvoiceSort): InvoiceCursor {
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.s !== sort) throw invalidField('cursor', INVALID_CURSOR_MESSAGE);
  return { sort: result.data.s, value: result.data.v, id: result.data.i };
}
