import { describe, expect, test } from '@jest/globals';
import { HttpError } from '../../http/errors';
import { decodeInvoiceCursor, encodeInvoiceCursor } from './invoice-cursor';

const id = '0b7d6a4e-5d1f-4c1e-9a43-3a0000000001';

describe('invoice cursors', () => {
  test('decode what they encode, for the same sort', () => {
    const cursor = { sort: 'due_on' as const, value: '2026-11-23', id };
    const text = encodeInvoiceCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeInvoiceCursor(text, 'due_on')).toEqual(cursor);
  });

  test.each([
    ['empty', ''],
    ['not base64url', 'a+b/c=='],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['JSON of the wrong shape', Buffer.from('[1,2]').toString('base64url')],
    ['an impossible date', encodeInvoiceCursor({ sort: '-issued_on', value: '2026-02-30', id })],
    ['an id that is not a uuid', encodeInvoiceCursor({ sort: '-issued_on', value: '2026-02-01', id: "x' or 1=1" })],
    ['another sort', encodeInvoiceCursor({ sort: 'issued_on', value: '2026-02-01', id })],
  ])('refuse %s with a 422 on cursor', (_name, text) => {
    let error: unknown;
    try {
      decodeInvoiceCursor(text, '-issued_on');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, errors: [{ property: 'cursor', message: expect.any(String) }] });
  });
});
