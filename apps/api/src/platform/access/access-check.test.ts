import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { handleError } from '../http/errors';
import { access } from './access';
import { registerAccessCheck } from './access-check';
import type { Caller } from './caller';
import { createSessionCache, type SessionCache } from './session-cache';
import { generateToken, hashToken } from './tokens';

function callerOf(tokenHash: string): Caller {
  return {
    tokenHash,
    expiresAt: new Date(Date.now() + 3_600_000),
    user: { id: 'u-1', companyId: 'c-1', email: 'u1@acme.test', type: 'ClientUser', roles: ['invoices'] },
    currentUser: {
      id: 'u-1',
      first_name: 'A',
      last_name: 'B',
      email: 'u1@acme.test',
      type: 'ClientUser',
      extracted_roles: ['invoices'],
      is_agreed: true,
      photo: null,
      customer_manager: null,
      company: { id: 'c-1', name: 'Acme' },
    },
    twoFactorSetupRequired: false,
  };
}

/** A session store whose lookups answer only when the test says so. */
function heldLookups() {
  const live = new Set<string>();
  const waiting: Array<() => void> = [];
  let lookups = 0;
  return {
    live,
    lookups: () => lookups,
    /** Answers every lookup under way with what the store holds by then. */
    answer: () => waiting.splice(0).forEach((resolve) => resolve()),
    findCaller: (tokenHash: string) => {
      lookups += 1;
      return new Promise<Caller | null>((resolve) => {
        waiting.push(() => resolve(live.has(tokenHash) ? callerOf(tokenHash) : null));
      });
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

let app: FastifyInstance;
let store: ReturnType<typeof heldLookups>;
let cache: SessionCache;
beforeEach(async () => {
  store = heldLookups();
  cache = createSessionCache({ ttlMs: 60_000 });
  app = Fastify();
  app.setErrorHandler(handleError);
  registerAccessCheck(app, { findCaller: store.findCaller, sessionCache: cache });
  app.get('/me', { config: { access: access.signedIn } }, async (request) => ({ id: request.caller?.user.id }));
  app.get('/invoices', { config: { access: access.role('invoices') } }, async () => ({ ok: true }));
  app.get('/contracts', { config: { access: access.role('contracts') } }, async () => ({ ok: true }));
  await app.ready();
});
afterEach(() => app.close());

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('access check', () => {
  test('requests that arrive while a session is looked up wait for that one lookup', async () => {
    const token = generateToken();
    store.live.add(hashToken(token));
    const burst = Array.from({ length: 20 }, () => get('/me', token));
    await settle();
    store.answer();
    const responses = await Promise.all(burst);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(store.lookups()).toBe(1);
    // Kept: the next request asks nothing.
    expect((await get('/me', token)).json()).toEqual({ id: 'u-1' });
    expect(store.lookups()).toBe(1);
  });

  test('a request arriving after the session is forgotten never joins a lookup started before', async () => {
    const token = generateToken();
    const tokenHash = hashToken(token);
    store.live.add(tokenHash);
    const before = get('/me', token);
    await settle();
    // The session is revoked while that lookup runs: the store no longer has it, the cache forgets it.
    store.live.delete(tokenHash);
    cache.forgetToken(tokenHash);
    const after = get('/me', token);
    await settle();
    expect(store.lookups()).toBe(2);
    store.answer();
    expect((await after).statusCode).toBe(401);
    await before;
    // Nothing from the lookup that started before the change was kept.
    expect(cache.get(tokenHash)).toBeNull();
  });

  test('a kept session is still held to the route: roles, and 401 without a live one', async () => {
    const token = generateToken();
    store.live.add(hashToken(token));
    const first = get('/invoices', token);
    await settle();
    store.answer();
    expect((await first).statusCode).toBe(200);
    expect((await get('/contracts', token)).statusCode).toBe(403);
    const unknown = get('/me', generateToken());
    await settle();
    store.answer();
    expect((await unknown).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/me' })).statusCode).toBe(401);
  });
});
