import { expect, test } from '@jest/globals';
import { clampNumber } from './clamp-number';

test.each([
  [5, 1, 10, 5],
  [0, 1, 10, 1],
  [11, 1, 10, 10],
  [-3, undefined, 10, -3],
  [30, 1, undefined, 30],
  [7, undefined, undefined, 7],
  [1, 1, 10, 1],
  [10, 1, 10, 10],
  [0.05, 0.1, 1, 0.1],
])('clampNumber(%p, %p, %p) = %p', (value, min, max, expected) => {
  expect(clampNumber(value, min, max)).toBe(expected);
});
