import { expect, test } from '@jest/globals';
import { idempotencyKey } from './idempotency-key';

test('gives a fresh UUID each time', () => {
  const first = idempotencyKey();
  expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(idempotencyKey()).not.toBe(first);
});
