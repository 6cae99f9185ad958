import { text } from '@portal/api-schema';
import { z } from 'zod';
import { invalidField } from '../http/errors';

/**
 * Where a keyset page ends: the order (sort) it was made for, the last row's sort value and its id.
 * Every keyset list of the API pages with this one cursor; it is opaque to the client.
 */
export interface KeysetCursor<Order extends string> {
  order: Order;
  value: string;
  id: string;
}

const INVALID_CURSOR_MESSAGE = 'This page link is not valid. Please start again from the first page.';

const cursorSchema = z.union([
  z.object({ o: text(), v: text().max(200), i: text().max(64) }),
  // The invoice list's cursors from before every list shared this format named the order `s`: page
  // links saved then keep working.
  z.object({ s: text(), v: text().max(200), i: text().max(64) }).transform(({ s, v, i }) => ({ o: s, v, i })),
]);

const uuid = z.uuid();

/** A cursor id of a uuid key: what most tables have. */
const isUuidCursorId = (id: string) => uuid.safeParse(id).success;

/** A cursor id of a bigint identity key (the audit log): a positive integer that a JavaScript number holds exactly. */
export const isIntegerCursorId = (id: string) => /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id));

export function encodeKeysetCursor<Order extends string>(cursor: KeysetCursor<Order>): string {
  return Buffer.from(JSON.stringify({ o: cursor.order, v: cursor.value, i: cursor.id })).toString('base64url');
}

/**
 * One page of a keyset list from its rows read one past the page (`limit + 1`): the page's rows,
 * and the cursor after the last of them when the extra row shows that another page follows.
 */
export function keysetPage<Row, Order extends string>(
  rows: readonly Row[],
  limit: number,
  cursorAfter: (last: Row) => KeysetCursor<Order>,
): { rows: Row[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return { rows: pageRows, nextCursor: rows.length > limit && last !== undefined ? encodeKeysetCursor(cursorAfter(last)) : null };
}

/**
 * The cursor of `order`; anything else (malformed, tampered with, made for another order) is a 422
 * on 'cursor'. `isValue` checks the sort value and `isId` the row's key (a uuid unless told), so
 * that nothing unexpected reaches the query.
 */
export function decodeKeysetCursor<Order extends string>(
  text: string,
  order: Order,
  isValue: (value: string) => boolean,
  isId: (id: string) => boolean = isUuidCursorId,
): KeysetCursor<Order> {
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.o !== order || !isValue(result.data.v) || !isId(result.data.i)) {
    throw invalidField('cursor', INVALID_CURSOR_MESSAGE);
  }
  return { order, value: result.data.v, id: result.data.i };
}

const isoDate = z.iso.date();

/** A cursor value of a date column: an ISO calendar date that exists. */
export const isDateCursorValue = (value: string) => isoDate.safeParse(value).success;

const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A cursor value made by `timestampCursorValue`: UTC with microseconds, as PostgreSQL keeps it. */
export const isTimestampCursorValue = (value: string) => TIMESTAMP_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
