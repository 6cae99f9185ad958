import { describe, expect, test } from '@jest/globals';
import { EXPERTS, expertFor } from './experts';

describe('expertFor', () => {
  test('is deterministic per route name', () => {
    expect(expertFor('login')).toBe(expertFor('login'));
    expect(expertFor('reset-password')).toBe(expertFor('reset-password'));
  });

  test('the auth screens do not all show the same expert', () => {
    const shown = new Set(['login', 'forgot-password', 'reset-password'].map((name) => expertFor(name).name));
    expect(shown.size).toBeGreaterThan(1);
  });

  test('always picks one of the list', () => {
    for (const name of ['', 'a', 'register', 'not-found', 'x'.repeat(500)]) {
      expect(EXPERTS).toContain(expertFor(name));
    }
  });
});
