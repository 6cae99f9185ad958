import { describe, expect, jest, test } from '@jest/globals';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors, placeServerErrors } from './server-errors';

interface PasswordForm {
  current_password: string;
  new_password: string;
}

const FIELDS = ['current_password', 'new_password'] as const;

function unprocessable(errors: { message: string; property: string }[]) {
  return { status: 422, data: { message: 'The given data was invalid.', errors } };
}

function recordingSetError() {
  return jest.fn() as jest.Mock<UseFormSetError<PasswordForm>>;
}

describe('applyServerErrors', () => {
  test('puts each error beside its field and focuses the first field of the form with one', () => {
    const setError = recordingSetError();
    const formError = applyServerErrors<PasswordForm>(
      unprocessable([
        { message: 'Too short', property: 'new_password' },
        { message: 'Wrong password', property: 'current_password' },
      ]),
      setError,
      FIELDS,
    );
    expect(formError).toBeNull();
    expect(setError.mock.calls).toEqual(
      expect.arrayContaining([
        ['new_password', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
        ['current_password', { type: 'server', message: 'Wrong password' }, { shouldFocus: true }],
      ]),
    );
    expect(setError).toHaveBeenCalledTimes(2);
  });

  test('errors of fields the form does not show go to the alert, one per line', () => {
    const setError = recordingSetError();
    const formError = applyServerErrors<PasswordForm>(
      unprocessable([
        { message: 'Wrong password', property: 'current_password' },
        { message: 'Requests are paused', property: 'company' },
      ]),
      setError,
      FIELDS,
    );
    expect(formError).toBe('Requests are paused - company');
    expect(setError).toHaveBeenCalledTimes(1);
  });

  test('a failure without field errors is the alert text', () => {
    const setError = recordingSetError();
    expect(applyServerErrors<PasswordForm>({ status: 429, data: { message: 'Too many attempts.' } }, setError, FIELDS)).toBe('Too many attempts.');
    expect(applyServerErrors<PasswordForm>({ status: 0, data: {} }, setError, FIELDS)).toBe('Something went wrong.');
    expect(setError).not.toHaveBeenCalled();
  });

  test('a mapping places API properties on fields of other names', () => {
    const setError = recordingSetError();
    applyServerErrors<PasswordForm>(unprocessable([{ message: 'Not allowed', property: 'password' }]), setError, FIELDS, (property) =>
      property === 'password' ? 'new_password' : null,
    );
    expect(setError).toHaveBeenCalledWith('new_password', { type: 'server', message: 'Not allowed' }, { shouldFocus: true });
  });
});

describe('placeServerErrors', () => {
  test('keeps the first message when several properties land on one field', () => {
    const placed = placeServerErrors(
      unprocessable([
        { message: 'Unknown skill', property: 'skills.0' },
        { message: 'Too long', property: 'skills.2' },
      ]),
      (property) => (property.startsWith('skills') ? 'skills' : null),
    );
    expect(placed).toEqual({ byField: new Map([['skills', 'Unknown skill']]), formError: null });
  });
});
