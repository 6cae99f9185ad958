import { describe, expect, test } from '@jest/globals';
import { isConnectionLoss } from './connection-loss';

describe('isConnectionLoss', () => {
  test("a page's code that could not be fetched, in every browser", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/invoices-screen-1a2b.js',
      'error loading dynamically imported module: http://localhost/assets/invoices-screen-1a2b.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/invoices-screen-1a2b.css',
    ]) {
      expect(isConnectionLoss(new TypeError(message), true)).toBe(true);
    }
  });

  test('anything while the browser is offline', () => {
    expect(isConnectionLoss(new Error('Cannot read properties of undefined'), false)).toBe(true);
  });

  test('a crash while online is not', () => {
    expect(isConnectionLoss(new TypeError("Cannot read properties of undefined (reading 'map')"), true)).toBe(false);
    expect(isConnectionLoss('thrown text', true)).toBe(false);
  });
});
