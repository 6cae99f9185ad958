import { z } from 'zod';

/** Every successful response is `{ data: <payload> }` (axios sees it as `response.data.data`). */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

export const fieldErrorSchema = z.object({
  message: z.string(),
  property: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every failure (4xx/5xx) is `{ data: { message?, errors?, code? } }`. `code` names a failure the
 * client acts on rather than only shows (TERMS_NOT_AGREED_CODE).
 */
export const errorBodySchema = z.object({
  data: z.object({
    message: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
    code: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** Keyset-paginated list: `?limit=&cursor=` in, `{ items, next_cursor, total }` out. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    next_cursor: z.string().nullable(),
    total: z.number().int().nonnegative(),
  });
}

/** Rows per page when a list call names no `limit`; the portal's lists ask for this size. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `?limit=`: 1 to MAX_PAGE_SIZE rows, DEFAULT_PAGE_SIZE when absent. */
export const pageLimitSchema = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

export const pageQuerySchema = z.object({
  limit: pageLimitSchema,
  cursor: z.string().max(200).optional(),
});
