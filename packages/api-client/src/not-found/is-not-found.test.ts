import { describe, expect, test } from '@jest/globals';
import { isNotFound } from './is-not-found';

const invalid = (property: string) => ({ message: 'This is not a valid identifier.', property });

describe('isNotFound', () => {
  test('an unknown or another company’s record, and an address that names none, are not found', () => {
    expect(isNotFound({ status: 404, data: {} })).toBe(true);
    expect(isNotFound({ status: 422, data: {} })).toBe(true);
    expect(isNotFound({ status: 422, data: { errors: [invalid('id')] } })).toBe(true);
    expect(isNotFound({ status: 422, data: { errors: [invalid('rfpId'), invalid('talentId')] } })).toBe(true);
    expect(isNotFound({ status: 422, data: { errors: [invalid('token')] } })).toBe(true);
  });

  test('a refusal of anything but the address is an answer to show', () => {
    expect(isNotFound({ status: 422, data: { errors: [invalid('vendor')] } })).toBe(false);
    expect(isNotFound({ status: 422, data: { errors: [invalid('id'), invalid('status')] } })).toBe(false);
  });

  test('any other failure is one to retry', () => {
    expect(isNotFound({ status: 500, data: {} })).toBe(false);
    expect(isNotFound({ status: 403, data: {} })).toBe(false);
    expect(isNotFound({ status: 0, data: {} })).toBe(false);
    expect(isNotFound({ message: 'Network Error' })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
