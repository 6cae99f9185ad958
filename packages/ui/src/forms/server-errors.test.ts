import { describe, expect, jest, test } from '@jest/globals';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors, placeServerErrors } from './server-errors';

interface PasswordForm {
  current_password: string;
  new_password: string;
}

const FIELDS = ['current_password', 'new_password'] as const;

function unprocessable(...errors: [property: string, message: string][]) {
  return {
    status: 422,
    data: { message: 'The given data was invalid.', errors: errors.map(([property, message]) => ({ property, message })) },
  };
}

/** `applyServerErrors` on the password form, with the calls of `setError` recorded. */
function apply(error: unknown, fieldOf?: (property: string) => keyof PasswordForm | null) {
  const setError = jest.fn() as jest.Mock<UseFormSetError<PasswordForm>>;
  const formError = applyServerErrors<PasswordForm>(error, setError, FIELDS, fieldOf);
  return { formError, setError };
}

describe('applyServerErrors', () => {
  test('puts each error beside its field and focuses the first field of the form with one', () => {
    const { formError, setError } = apply(unprocessable(['new_password', 'Too short'], ['current_password', 'Wrong password']));
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
    const { formError, setError } = apply(unprocessable(['current_password', 'Wrong password'], ['company', 'Requests are paused']));
    expect(formError).toBe('Requests are paused - company');
    expect(setError).toHaveBeenCalledTimes(1);
  });

  test('a failure without field errors is the alert text', () => {
    const rateLimited = apply({ status: 429, data: { message: 'Too many attempts.' } });
    expect(rateLimited.formError).toBe('Too many attempts.');
    expect(rateLimited.setError).not.toHaveBeenCalled();
    expect(apply({ status: 0, data: {} }).formError).toBe('Something went wrong.');
  });

  test('a mapping places API properties on fields of other names', () => {
    const { setError } = apply(unprocessable(['password', 'Not allowed']), (property) => (property === 'password' ? 'new_password' : null));
    expect(setError).toHaveBeenCalledWith('new_password', { type: 'server', message: 'Not allowed' }, { shouldFocus: true });
  });
});

describe('placeServerErrors', () => {
  test('keeps the first message when several properties land on one field', () => {
    const placed = placeServerErrors(unprocessable(['skills.0', 'Unknown skill'], ['skills.2', 'Too long']), (property) =>
      property.startsWith('skills') ? 'skills' : null,
    );
    expect(placed).toEqual({ byField: new Map([['skills', 'Unknown skill']]), formError: null });
  });
});
