import { describe, expect, test } from '@jest/globals';
import { fieldErrorProps } from './field-error-props';

describe('fieldErrorProps', () => {
  test('an error makes the field red with its message', () => {
    expect(fieldErrorProps({ type: 'server', message: 'Wrong password' })).toEqual({ error: true, helperText: 'Wrong password' });
    expect(fieldErrorProps({ type: 'server', message: 'Wrong password' }, 'At least 10 characters.')).toEqual({
      error: true,
      helperText: 'Wrong password',
    });
  });

  test('without an error the hint shows, or nothing', () => {
    expect(fieldErrorProps(undefined, 'At least 10 characters.')).toEqual({ error: false, helperText: 'At least 10 characters.' });
    expect(fieldErrorProps(undefined)).toEqual({ error: false });
  });
});
