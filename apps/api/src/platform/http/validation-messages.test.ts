import { expect, test } from '@jest/globals';
import { z } from 'zod';
import { useReadableValidationMessages } from './validation-messages';

useReadableValidationMessages();

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

test.each([
  ['a missing field', z.object({ a: z.string() }), {}, 'This field is required.'],
  ['a wrong type', z.number(), 'x', 'This field must be a number.'],
  ['a string too long', z.string().max(3), 'abcd', 'Use at most 3 characters.'],
  ['an empty string', z.string().min(1), '', 'This field is required.'],
  ['a string too short', z.string().min(4), 'ab', 'Use at least 4 characters.'],
  ['a number too large', z.number().max(10), 11, 'Enter a number no greater than 10.'],
  ['a number at an exclusive bound', z.number().lt(10), 10, 'Enter a number below 10.'],
  ['a number too small', z.number().min(2), 1, 'Enter a number of at least 2.'],
  ['a whole number beyond any bound', z.number().int(), 2 ** 60, 'This number is too large.'],
  ['a list too long', z.array(z.number()).max(1), [1, 2], 'Give at most 1 item.'],
  ['a list too short', z.array(z.number()).min(2), [1], 'Give at least 2 items.'],
  ['a bad identifier', z.uuid(), 'x', 'This is not a valid identifier.'],
  ['a bad e-mail address', z.email(), 'x', 'Enter a valid e-mail address.'],
  ['a bad date', z.iso.date(), 'x', 'Enter a date as YYYY-MM-DD.'],
  ['a pattern', z.string().regex(/^a$/), 'b', 'This value is not in the expected format.'],
  ['a value not offered', z.enum(['a', 'b']), 'c', 'Choose one of: a, b.'],
  ['a literal', z.literal('yes'), 'no', 'Choose one of: yes.'],
  ['no form of a union', z.union([z.number(), z.boolean()]), 'x', 'This value is not one of the accepted forms.'],
  ['unknown fields', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Remove the unknown field: b.'],
  ['not a multiple', z.number().multipleOf(5), 7, 'Enter a multiple of 5.'],
  ['a refinement', z.string().refine(() => false), 'x', 'This value is not valid.'],
  ['a bad record key', z.record(z.enum(['a']), z.number()), { b: 1 }, expect.any(String)],
])('%s reads as a sentence for a person', (_name, schema, value, expected) => {
  const message = messageOf(schema as z.ZodType, value);
  expect(message).toEqual(expected);
  expect(message).not.toMatch(/Invalid|expected \w+,|received|Too (big|small)|<=/);
});

test('a message set on the schema still wins', () => {
  expect(messageOf(z.string().max(1, 'Keep it short'), 'ab')).toBe('Keep it short');
});
