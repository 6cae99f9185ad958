import { describe, expect, test } from '@jest/globals';
import { bearerToken, generateToken, hashToken } from './tokens';

describe('tokens', () => {
  test('are 256 random bits, URL-safe', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('hash to a stable sha-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test.each([
    [undefined, null],
    ['', null],
    ['Bearer', null],
    ['Bearer short', null],
    ['Token abcdefghijklmnopqrstuvwxyz', null],
    ['Bearer abcdefghijklmnopqrstuvwxyz', 'abcdefghijklmnopqrstuvwxyz'],
    ['bearer   abcdefghijklmnopqrstuvwxyz ', 'abcdefghijklmnopqrstuvwxyz'],
    ['Bearer abcdefghijklmnopqrstuvwxyz extra', null],
  ])('bearerToken(%p) is %p', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
