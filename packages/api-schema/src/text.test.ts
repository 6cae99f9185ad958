import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { hasUnsafeCharacters, isMultilineText, SINGLE_LINE_MESSAGE, text, UNSAFE_TEXT_MESSAGE } from './index';

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
    ['a delete', 'a\u007Fb'],
    ['a next line (C1)', 'a\u0085b'],
    ['a control sequence introducer (C1)', '\u009B31m'],
  ])('refuses %s with a message for a person', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
    const result = text().max(100).safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  test.each([
    ['plain text', 'Backend engineer'],
    ['emoji (paired surrogates)', 'ship it 🚀'],
    ['right-to-left script', 'שלום עולם'],
    ['the empty string', ''],
  ])('keeps %s', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(false);
    expect(text().parse(value)).toBe(value);
  });

  test.each([
    ['CRLF', 'A\r\nBcc: x@example.org'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
  ])('refuses %s on a single line (the default) with its own message', (_name, value) => {
    expect(hasUnsafeCharacters(value)).toBe(false);
    expect(
      text()
        .max(100)
        .safeParse(value)
        .error?.issues.map((issue) => issue.message),
    ).toEqual([SINGLE_LINE_MESSAGE]);
    expect(text({ multiline: true }).parse(value)).toBe(value);
  });

  test('a multi-line text still refuses the other control characters', () => {
    for (const value of ['a\u0000b', '\u001B[2J', 'a\u0085b', 'a\u007Fb', 'a\u202Eb']) {
      expect(
        text({ multiline: true })
          .safeParse(value)
          .error?.issues.map((issue) => issue.message),
      ).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
    expect(text({ multiline: true }).parse('one\r\n\ttwo\n')).toBe('one\r\n\ttwo\n');
  });

  test('a multi-line text says so in its JSON Schema, through chaining and nullability', () => {
    const schema = z.object({
      notes: text({ multiline: true }).trim().max(10).nullable().optional(),
      name: text().trim().max(10),
    });
    const json = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, object> };
    expect(isMultilineText(json.properties.notes)).toBe(true);
    expect(isMultilineText(json.properties.name)).toBe(false);
  });

  test('chains like z.string()', () => {
    expect(text().trim().min(1).max(5).parse('  abc  ')).toBe('abc');
    expect(text().trim().min(1).safeParse('   ').success).toBe(false);
  });
});
