import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../platform/database/database';
import { sessions } from './tables';
import { createTestUser } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { createSession, deleteDeadSessions, findActiveSession, revokeUserSessions } from './session-queries';
import { hashToken } from '../../platform/access/tokens';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

test('a session lives for its time to live', async () => {
  const user = await createTestUser(database.db);
  const { token, expiresAt } = await createSession(database.db, user.id, 2);
  expect(Math.round((expiresAt.getTime() - Date.now()) / 60_000)).toBe(120);
  expect((await findActiveSession(database.db, token))?.user.id).toBe(user.id);
});

test('revoking all but one session keeps that one', async () => {
  const user = await createTestUser(database.db);
  const kept = await createSession(database.db, user.id, 1);
  const ended = await createSession(database.db, user.id, 1);
  await revokeUserSessions(database.db, user.id, { exceptTokenHash: hashToken(kept.token) });
  expect(await findActiveSession(database.db, kept.token)).not.toBeNull();
  expect(await findActiveSession(database.db, ended.token)).toBeNull();
});

test('last_seen_at is refreshed at most once a minute', async () => {
  const user = await createTestUser(database.db);
  const { token } = await createSession(database.db, user.id, 1);
  const hash = hashToken(token);
  await database.db
    .update(sessions)
    .set({ lastSeenAt: daysAgo(1) })
    .where(eq(sessions.tokenHash, hash));
  await findActiveSession(database.db, token);
  const [seen] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
  expect(Date.now() - (seen?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
});

test('housekeeping deletes sessions expired or revoked long ago only', async () => {
  const user = await createTestUser(database.db);
  const live = await createSession(database.db, user.id, 1);
  const longExpired = await createSession(database.db, user.id, 1);
  const longRevoked = await createSession(database.db, user.id, 1);
  const recentlyRevoked = await createSession(database.db, user.id, 1);
  await database.db
    .update(sessions)
    .set({ expiresAt: daysAgo(31) })
    .where(eq(sessions.tokenHash, hashToken(longExpired.token)));
  await database.db
    .update(sessions)
    .set({ revokedAt: daysAgo(31) })
    .where(eq(sessions.tokenHash, hashToken(longRevoked.token)));
  await database.db
    .update(sessions)
    .set({ revokedAt: daysAgo(1) })
    .where(eq(sessions.tokenHash, hashToken(recentlyRevoked.token)));

  expect(await deleteDeadSessions(database.db)).toBe(2);
  const left = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id));
  expect(left.map((row) => row.tokenHash).sort()).toEqual([hashToken(live.token), hashToken(recentlyRevoked.token)].sort());
});
