import { describe, expect, test } from '@jest/globals';
import { textLimitProps } from './text-limit';

describe('textLimitProps', () => {
  test('a short text shows the hint, or nothing', () => {
    expect(textLimitProps('Go engineer', 120)).toEqual({ error: false });
    expect(textLimitProps('Go engineer', 120, undefined, 'The role as you would post it.')).toEqual({
      error: false,
      helperText: 'The role as you would post it.',
    });
  });

  test('a text near the limit shows the counter', () => {
    expect(textLimitProps('x'.repeat(96), 120)).toEqual({ error: false, helperText: '96 / 120' });
    expect(textLimitProps('x'.repeat(120), 120)).toEqual({ error: false, helperText: '120 / 120' });
    expect(textLimitProps('x'.repeat(950), 1000)).toEqual({ error: false, helperText: '950 / 1,000' });
  });

  test('a text past the limit is kept and refused with a message', () => {
    expect(textLimitProps('x'.repeat(121), 120)).toEqual({ error: true, helperText: 'At most 120 characters: 1 too many.' });
    expect(textLimitProps('x'.repeat(1450), 1000).helperText).toBe('At most 1,000 characters: 450 too many.');
  });

  test("the form's own error comes first", () => {
    expect(textLimitProps('', 120, { type: 'required', message: 'Enter the role.' })).toEqual({
      error: true,
      helperText: 'Enter the role.',
    });
    expect(textLimitProps('x'.repeat(200), 120, 'Enter the role.')).toEqual({ error: true, helperText: 'Enter the role.' });
  });
});
