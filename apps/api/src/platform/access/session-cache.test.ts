import { describe, expect, test } from '@jest/globals';
import { createSessionCache } from './session-cache';
import type { Caller } from './caller';

function context(userId: string, expiresAt = new Date(10_000_000)): Caller {
  return {
    tokenHash: `hash-of-${userId}`,
    expiresAt,
    user: { id: userId, companyId: null, email: `${userId}@acme.test`, type: 'ClientUser', roles: [] },
    currentUser: {
      id: userId,
      first_name: 'A',
      last_name: 'B',
      email: `${userId}@acme.test`,
      type: 'ClientUser',
      extracted_roles: [],
      is_agreed: true,
      photo: null,
      customer_manager: null,
      company: null,
    },
    twoFactorSetupRequired: false,
  };
}

describe('session cache', () => {
  test('keeps a checked session for the time given, and no longer', () => {
    let clock = 1_000;
    const cache = createSessionCache({ ttlMs: 500, now: () => clock });
    cache.set('t1', context('u1'), cache.version());
    clock = 1_499;
    expect(cache.get('t1')?.user.id).toBe('u1');
    clock = 1_500;
    expect(cache.get('t1')).toBeNull();
  });

  test('never keeps a session past its own expiry', () => {
    let clock = 1_000;
    const cache = createSessionCache({ ttlMs: 60_000, now: () => clock });
    cache.set('t1', context('u1', new Date(1_200)), cache.version());
    clock = 1_200;
    expect(cache.get('t1')).toBeNull();
  });

  test('forgets a revoked token, and every token of a changed user', () => {
    const cache = createSessionCache({ ttlMs: 60_000, now: () => 0 });
    cache.set('t1', context('u1'), cache.version());
    cache.set('t2', context('u1'), cache.version());
    cache.set('t3', context('u2'), cache.version());
    cache.forgetToken('t3');
    expect(cache.get('t3')).toBeNull();
    cache.forgetUser('u1');
    expect(cache.get('t1')).toBeNull();
    expect(cache.get('t2')).toBeNull();
  });

  test('a time of zero turns it off', () => {
    const cache = createSessionCache({ ttlMs: 0 });
    cache.set('t1', context('u1'), cache.version());
    expect(cache.get('t1')).toBeNull();
  });

  test('holds at most the given number of sessions, dropping the oldest', () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    cache.set('t1', context('u1'), cache.version());
    cache.set('t2', context('u2'), cache.version());
    cache.set('t3', context('u3'), cache.version());
    expect(cache.get('t1')).toBeNull();
    expect(cache.get('t2')?.user.id).toBe('u2');
    expect(cache.get('t3')?.user.id).toBe('u3');
  });

  test('does not keep an answer read before something was forgotten', () => {
    const cache = createSessionCache({ ttlMs: 60_000, now: () => 0 });
    const readAt = cache.version();
    cache.forgetUser('u1');
    cache.set('t1', context('u1'), readAt);
    expect(cache.get('t1')).toBeNull();
  });

  test('keeps nothing while off, and starts empty when on again', () => {
    const cache = createSessionCache({ ttlMs: 60_000, now: () => 0 });
    cache.set('t1', context('u1'), cache.version());
    cache.setEnabled(false);
    expect(cache.get('t1')).toBeNull();
    cache.set('t1', context('u1'), cache.version());
    expect(cache.get('t1')).toBeNull();
    cache.setEnabled(true);
    cache.set('t1', context('u1'), cache.version());
    expect(cache.get('t1')?.user.id).toBe('u1');
  });
});
