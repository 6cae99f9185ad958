import { describe, expect, test } from '@jest/globals';
import { hasUnsafeCharacters, text, UNSAFE_TEXT_MESSAGE } from './index';

describe('text', () => {
  test.each([
    ['NUL', 'a\u0000b'],
    ['a bell', '\u0007'],
    ['an escape', '\u001B[31m'],
    ['a lone high surrogate', 'a\uD83D'],
    ['a lone low surrogate', '\uDE80b'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['a left-to-right embedding', '\u202A'],
    ['a first-strong isolate', '\u2068x\u2069'],
  ])('refuses %s with a message for a person', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
    const result = text().max(100).safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  test.each([
    ['plain text', 'Backend engineer'],
    ['tabs and new lines', 'one\r\n\ttwo'],
    ['emoji (paired surrogates)', 'ship it 🚀'],
    ['right-to-left script', 'שלום עולם'],
    ['the empty string', ''],
  ])('keeps %s', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(false);
    expect(text().parse(value)).toBe(value);
  });

  test('chains like z.string()', () => {
    expect(text().trim().min(1).max(5).parse('  abc  ')).toBe('abc');
    expect(text().trim().min(1).safeParse('   ').success).toBe(false);
  });
});
