import { describe, expect, test } from '@jest/globals';
import { errorToastText, fieldErrors } from './error-toast-text';

const failure = (data: unknown) => ({ status: 422, data });

describe('errorToastText', () => {
  test('puts each field error on its own line as "message - property"', () => {
    const error = failure({
      message: 'Validation failed',
      errors: [
        { message: 'Enter your e-mail address.', property: 'email' },
        { message: 'Enter your password.', property: 'password' },
      ],
    });
    expect(errorToastText(error)).toBe('Enter your e-mail address. - email\nEnter your password. - password');
  });

  test('shows items that are not an object with message and property as plain text', () => {
    const error = failure({
      errors: [
        'Plain words',
        42,
        null,
        { message: 'Only a message' },
        { message: 'Not a string property', property: 7 },
        { message: 'Complete', property: 'name' },
      ],
    });
    expect(errorToastText(error).split('\n')).toEqual([
      'Plain words',
      '42',
      'null',
      '{"message":"Only a message"}',
      '{"message":"Not a string property","property":7}',
      'Complete - name',
    ]);
  });

  test('uses the message when there is no error list', () => {
    expect(errorToastText(failure({ message: 'This invoice is already paid.' }))).toBe('This invoice is already paid.');
  });

  test('uses the message when the error list is empty or not a list', () => {
    expect(errorToastText(failure({ message: 'Forbidden.', errors: [] }))).toBe('Forbidden.');
    expect(errorToastText(failure({ message: 'Forbidden.', errors: 'nope' }))).toBe('Forbidden.');
  });

  test.each([
    ['no message', failure({})],
    ['an empty message', failure({ message: '   ' })],
    ['a message that is not text', failure({ message: { text: 'x' } })],
    ['no data', { status: 500 }],
    ['an Error', new Error('boom')],
    ['undefined', undefined],
    ['null', null],
    ['a string', 'oops'],
  ])('falls back to "Something went wrong." with %s', (_case, error) => {
    expect(errorToastText(error)).toBe('Something went wrong.');
  });
});

describe('fieldErrors', () => {
  test('maps each property to its first message and skips malformed items', () => {
    const error = failure({
      errors: [
        { message: 'Enter your e-mail address.', property: 'email' },
        { message: 'A second message', property: 'email' },
        'not a field error',
        { message: 'Too short.', property: 'new_password' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ email: 'Enter your e-mail address.', new_password: 'Too short.' });
  });

  test('is empty without an error list', () => {
    expect(fieldErrors(failure({ message: 'x' }))).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
  });
});
