import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@portal/api-schema';
import { hashToken } from '../../platform/access/tokens';
import { createSessionCache } from '../../platform/access/session-cache';
import { announceOnly, type SessionRevocation, startSessionRevocation } from '../../platform/access/session-revocation';
import { auditLog } from '../../platform/audit/tables';
import { DEMO_IDS } from '../../demo/seed';
import { bearer, buildTestApp, createTestContext, createTestUser, type TestContext } from '../../testing/test-app';
import { setUserEnabled } from './set-user-enabled';
import { sessions } from './tables';

/**
 * Two apps on one database stand for two API processes. Their session caches keep a checked
 * session for a minute here, so anything still served after a revocation comes from a cache.
 */
const CACHE_MS = 60_000;

let context: TestContext;
let other: FastifyInstance;
/** A third process's revocation, as a later users screen or another API process would announce. */
let third: SessionRevocation;
beforeAll(async () => {
  context = await createTestContext({ config: { sessionCacheMs: CACHE_MS } });
  other = await buildTestApp(context.db, context.config);
  third = await startSessionRevocation({ db: context.db, cache: createSessionCache({ ttlMs: CACHE_MS }), maxWaitMs: CACHE_MS });
});
afterAll(async () => {
  await third?.close();
  await other?.close();
  await context?.close();
});

const currentUser = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(token) });

/** Signs in and has both apps check (and keep) the session. */
async function signedInEverywhere(email: string, password: string): Promise<string> {
  const token = await context.login(email, password);
  expect((await currentUser(context.app, token)).statusCode).toBe(200);
  expect((await currentUser(other, token)).statusCode).toBe(200);
  return token;
}

describe('revocation across processes', () => {
  test('a logout through one app is refused by the other on the very next request', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await signedInEverywhere(user.email, user.password);
    const logout = await context.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await currentUser(other, token)).statusCode).toBe(401);
  });

  test('disabling a user ends their sessions in every app at once, audited; enabling lets them sign in again', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await signedInEverywhere(user.email, user.password);
    const started = performance.now();
    const result = await setUserEnabled({ db: context.db, revocation: third }, { email: user.email, enabled: false });
    const tookMs = performance.now() - started;
    expect(result).toEqual({ kind: 'changed', userId: user.id, companyId: DEMO_IDS.acme });
    expect((await currentUser(other, token)).statusCode).toBe(401);
    expect((await currentUser(context.app, token)).statusCode).toBe(401);
    // The delivery came back through the listener, well before the cache's minute.
    expect(tookMs).toBeLessThan(5_000);

    const live = await context.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(live[0]?.revokedAt).not.toBeNull();
    const signIn = await context.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(403);

    expect(await setUserEnabled({ db: context.db, revocation: third }, { email: user.email, enabled: false })).toEqual({
      kind: 'unchanged',
      userId: user.id,
    });
    expect((await setUserEnabled({ db: context.db, revocation: third }, { userId: user.id, enabled: true })).kind).toBe('changed');
    expect((await currentUser(other, await context.login(user.email, user.password))).statusCode).toBe(200);
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.subjectId, user.id));
    expect(audit.filter((entry) => entry.action.startsWith('user.')).map((entry) => [entry.action, entry.metadata])).toEqual([
      ['user.disabled', { by: 'operator' }],
      ['user.enabled', { by: 'operator' }],
    ]);
  });

  test('the operator command, which listens to nothing, reaches every app at its commit', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await signedInEverywhere(user.email, user.password);
    await setUserEnabled({ db: context.db, revocation: announceOnly }, { email: user.email, enabled: false });
    // The news is on its way; it must arrive well within the cache's minute.
    expect(await statusOnceRefused(token, 5_000)).toBe(401);
  });

  test('a password change through one app ends the other sessions in the other app', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const kept = await context.login(user.email, user.password);
    const ended = await signedInEverywhere(user.email, user.password);
    const change = await context.app.inject({
      method: 'POST',
      url: API_PATHS.passwordChange,
      headers: bearer(kept),
      payload: { current_password: user.password, new_password: 'a-new-password-9', new_password_confirmation: 'a-new-password-9' },
    });
    expect(change.statusCode).toBe(200);
    expect((await currentUser(other, ended)).statusCode).toBe(401);
    expect((await currentUser(other, kept)).statusCode).toBe(200);
  });
});

/** The other app's answer for `token`, asked until it is no longer 200 or `withinMs` has passed. */
async function statusOnceRefused(token: string, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let status = (await currentUser(other, token)).statusCode;
  while (status === 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await currentUser(other, token)).statusCode;
  }
  return status;
}

const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
/** The connections listening to the session changes (the live-events listeners are named apart). */
const SESSION_LISTENER = 'portal-listener:portal_session_changes';

onServer('the listening connection (PostgreSQL server)', () => {
  async function listeners(): Promise<number> {
    const result = await context.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${SESSION_LISTENER} and datname = current_database()`,
    );
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  }

  async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  test('is opened again after the database drops it, and nothing kept from before is served', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme });
    const token = await signedInEverywhere(user.email, user.password);
    expect(await listeners()).toBe(3);
    await context.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${SESSION_LISTENER} and datname = current_database()`,
    );
    // Revoked behind the apps' backs (no announcement): only the database knows. An app learns
    // of its lost connection a moment after the database ends it; from then on it keeps nothing,
    // so the session is refused well within the cache's minute.
    await context.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await statusOnceRefused(token, 2_000)).toBe(401);
    await until(async () => (await listeners()) === 3);

    const again = await signedInEverywhere(user.email, user.password);
    const logout = await context.app.inject({ method: 'POST', url: API_PATHS.logout, headers: bearer(again) });
    expect(logout.statusCode).toBe(200);
    expect((await currentUser(other, again)).statusCode).toBe(401);
  });
});
