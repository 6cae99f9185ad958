import { describe, expect, test } from '@jest/globals';
import { initialsFromName, initialsOf } from './initials';

describe('initialsOf', () => {
  test.each([
    ['Ada', 'Lovelace', 'AL'],
    ['ada', 'lovelace', 'AL'],
    ['  Ada ', ' Lovelace  ', 'AL'],
    ['Ada', '', 'A'],
    ['', 'Lovelace', 'L'],
    [undefined, undefined, ''],
    [null, null, ''],
    ['Élodie', 'Østergaard', 'ÉØ'],
    ['Mary Ann', 'Smith', 'MS'],
  ])('%p %p -> %p', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});

describe('initialsFromName', () => {
  test.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Ada', 'A'],
    ['Ada King Lovelace', 'AK'],
    ['   Ada    Lovelace   ', 'AL'],
    ['Ada\tLovelace\n', 'AL'],
    ['Ada - Lovelace', 'AL'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%p -> %p', (name, expected) => {
    expect(initialsFromName(name)).toBe(expected);
  });
});
