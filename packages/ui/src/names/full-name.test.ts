import { describe, expect, test } from '@jest/globals';
import { fullName } from './full-name';

describe('fullName', () => {
  test('first and last name with one space', () => {
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });

  test('a blank part is left out, without a stray space', () => {
    expect(fullName({ first_name: 'Ada', last_name: '' })).toBe('Ada');
    expect(fullName({ first_name: '', last_name: 'Lovelace' })).toBe('Lovelace');
    expect(fullName({ first_name: ' ', last_name: ' Lovelace ' })).toBe('Lovelace');
    expect(fullName({ first_name: '', last_name: '' })).toBe('');
  });

  test('names of several words are kept as they are', () => {
    expect(fullName({ first_name: 'Mary Ann', last_name: 'de la Cruz' })).toBe('Mary Ann de la Cruz');
  });
});
