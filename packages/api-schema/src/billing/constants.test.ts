import { expect, test } from '@jest/globals';
import { lineItemQuantity } from './constants';

test("a line's quantity reads in hours or items, without trailing zeros", () => {
  expect(lineItemQuantity(7_500, 'hour')).toBe('7.5 hours');
  expect(lineItemQuantity(1_000, 'hour')).toBe('1 hour');
  expect(lineItemQuantity(145_750, 'hour')).toBe('145.75 hours');
  expect(lineItemQuantity(250, 'hour')).toBe('0.25 hours');
  expect(lineItemQuantity(1_000, 'item')).toBe('1 item');
  expect(lineItemQuantity(2_005, 'item')).toBe('2.005 items');
});
