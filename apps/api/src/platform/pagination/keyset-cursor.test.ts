import { describe, expect, test } from '@jest/globals';
import { HttpError } from '../http/errors';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  isDateCursorValue,
  isIntegerCursorId,
  isTimestampCursorValue,
  keysetPage,
} from './keyset-cursor';

const id = '0b7d6a4e-5d1f-4c1e-9a43-4c0000000001';
const anyValue = () => true;

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.errors?.[0]?.property}`;
    throw error;
  }
  return undefined;
}

describe('keyset cursors', () => {
  test('decode what they encode, for the same order', () => {
    const text = encodeKeysetCursor({ order: 'title', value: 'Senior "React" engineer', id });
    expect(decodeKeysetCursor(text, 'title', anyValue)).toEqual({ order: 'title', value: 'Senior "React" engineer', id });
  });

  test('a cursor of another order is a 422 on cursor', () => {
    const text = encodeKeysetCursor({ order: 'title', value: 'A', id });
    expect(fieldOf(() => decodeKeysetCursor(text, '-title', anyValue))).toBe('422 cursor');
  });

  test('garbage, tampered ids and rejected values are a 422 on cursor', () => {
    expect(fieldOf(() => decodeKeysetCursor('not a cursor!', 'title', anyValue))).toBe('422 cursor');
    expect(fieldOf(() => decodeKeysetCursor(Buffer.from('{"o":"title"').toString('base64url'), 'title', anyValue))).toBe('422 cursor');
    const badId = Buffer.from(JSON.stringify({ o: 'title', v: 'A', i: "1' or '1'='1" })).toString('base64url');
    expect(fieldOf(() => decodeKeysetCursor(badId, 'title', anyValue))).toBe('422 cursor');
    const text = encodeKeysetCursor({ order: 'created_at', value: 'yesterday', id });
    expect(fieldOf(() => decodeKeysetCursor(text, 'created_at', isTimestampCursorValue))).toBe('422 cursor');
  });

  test("the invoice list's earlier cursors, which named the order s, still lead to their page", () => {
    const earlier = Buffer.from(JSON.stringify({ s: '-issued_on', v: '2026-01-01', i: id })).toString('base64url');
    expect(decodeKeysetCursor(earlier, '-issued_on', isDateCursorValue)).toEqual({ order: '-issued_on', value: '2026-01-01', id });
    expect(fieldOf(() => decodeKeysetCursor(earlier, 'issued_on', isDateCursorValue))).toBe('422 cursor');
  });

  test('ids are uuids unless the list says its key is an integer', () => {
    const integer = encodeKeysetCursor({ order: 'created_at', value: '2026-11-23T10:15:00.123456Z', id: '42' });
    expect(fieldOf(() => decodeKeysetCursor(integer, 'created_at', isTimestampCursorValue))).toBe('422 cursor');
    expect(decodeKeysetCursor(integer, 'created_at', isTimestampCursorValue, isIntegerCursorId).id).toBe('42');
    for (const bad of ['0', '-1', '1.5', '1e3', '99999999999999999', id, "1' or 1=1"]) {
      const text = encodeKeysetCursor({ order: 'created_at', value: '2026-11-23T10:15:00.123456Z', id: bad });
      expect(fieldOf(() => decodeKeysetCursor(text, 'created_at', isTimestampCursorValue, isIntegerCursorId))).toBe('422 cursor');
    }
  });

  test('timestamp values carry microseconds in UTC', () => {
    expect(isTimestampCursorValue('2026-11-23T10:15:00.123456Z')).toBe(true);
    expect(isTimestampCursorValue('2026-11-23T10:15:00.123Z')).toBe(false);
    expect(isTimestampCursorValue('2026-13-45T10:15:00.123456Z')).toBe(false);
  });
});

const invoiceId = '0b7d6a4e-5d1f-4c1e-9a43-3a0000000001';

describe('keyset cursors of a date column (the invoice list)', () => {
  test('decode what they encode, for the same sort', () => {
    const cursor = { order: 'due_on' as const, value: '2026-11-23', id: invoiceId };
    const text = encodeKeysetCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeysetCursor(text, 'due_on', isDateCursorValue)).toEqual(cursor);
  });

  test.each([
    ['empty', ''],
    ['not base64url', 'a+b/c=='],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['JSON of the wrong shape', Buffer.from('[1,2]').toString('base64url')],
    ['an impossible date', encodeKeysetCursor({ order: '-issued_on', value: '2026-02-30', id: invoiceId })],
    ['an id that is not a uuid', encodeKeysetCursor({ order: '-issued_on', value: '2026-02-01', id: "x' or 1=1" })],
    ['another sort', encodeKeysetCursor({ order: 'issued_on', value: '2026-02-01', id: invoiceId })],
  ])('refuse %s with a 422 on cursor', (_name, text) => {
    let error: unknown;
    try {
      decodeKeysetCursor(text, '-issued_on', isDateCursorValue);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, errors: [{ property: 'cursor', message: expect.any(String) }] });
  });
});

describe('a keyset page', () => {
  const rows = [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bob' },
    { id: 'c', name: 'Cid' },
  ];
  const cursorAfter = (last: { id: string; name: string }) => ({ order: 'name', value: last.name, id: last.id });

  test('with the extra row read, is the first rows and the cursor after the last of them', () => {
    const page = keysetPage(rows, 2, cursorAfter);
    expect(page.rows).toEqual(rows.slice(0, 2));
    expect(page.nextCursor).toBe(encodeKeysetCursor({ order: 'name', value: 'Bob', id: 'b' }));
  });

  test('without it, is every row and no cursor', () => {
    expect(keysetPage(rows, 3, cursorAfter)).toEqual({ rows, nextCursor: null });
    expect(keysetPage([], 3, cursorAfter)).toEqual({ rows: [], nextCursor: null });
  });
});
