import { z } from 'zod';
import { text } from './text';

/** Every successful response is `{ data: <payload> }` (axios sees it as `response.data.data`; the base query unwraps it). */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

const fieldErrorSchema = z.object({
  message: text(),
  property: text(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every failure (4xx/5xx) is `{ data: { message?, errors?, code? } }`. `code` names a failure the
 * client acts on rather than only shows (TERMS_NOT_AGREED_CODE).
 */
export const errorBodySchema = z.object({
  data: z.object({
    message: text().optional(),
    errors: z.array(fieldErrorSchema).optional(),
    code: text().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** Keyset-paginated list: `?limit=&cursor=` in, `{ items, next_cursor, total }` out. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    next_cursor: text().nullable(),
    total: z.number().int().nonnegative(),
  });
}

/** Rows per page when a list call names no `limit`; the portal's lists ask for this size. */
export const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

/** `?limit=`: 1 to MAX_PAGE_SIZE rows, DEFAULT_PAGE_SIZE when absent. */
export const pageLimitSchema = z.coerce.number().min(1).max(MAX_PAGE_SIZE).int().default(DEFAULT_PAGE_SIZE);
