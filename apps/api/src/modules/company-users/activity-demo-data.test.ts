import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { isAuditActionName } from '@portal/api-schema';
import { DEMO_IDS, seedDemoData } from '../../demo/seed';
import { auditLog } from '../../platform/audit/tables';
import type { DatabaseHandle } from '../../platform/database/database';
import { testPasswords } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';

let database: DatabaseHandle;
let seededAt: Date;
beforeAll(async () => {
  database = await createTestDatabase();
  seededAt = new Date();
  await seedDemoData(database.db, testPasswords);
});
afterAll(() => database?.close());

const entriesOf = (companyId: string) => database.db.select().from(auditLog).where(eq(auditLog.companyId, companyId));

test("Acme's log shows a week of its people's work over the demo's own objects", async () => {
  const entries = await entriesOf(DEMO_IDS.acme);
  expect(entries.length).toBeGreaterThanOrEqual(20);
  const week = entries.filter((entry) => entry.createdAt.getTime() > seededAt.getTime() - 8 * 86_400_000);
  expect(week.length).toBeGreaterThanOrEqual(18);
  expect(entries.every((entry) => entry.createdAt.getTime() <= Date.now())).toBe(true);
  expect(entries.every((entry) => isAuditActionName(entry.action))).toBe(true);
  expect(new Set(entries.map((entry) => entry.actorUserId))).toEqual(
    new Set([DEMO_IDS.acmeAdmin, DEMO_IDS.acmeFinance, DEMO_IDS.acmeInterview, null]),
  );
  expect(new Set(entries.map((entry) => entry.action))).toEqual(
    new Set([
      'auth.login',
      'auth.login_failed',
      'auth.logout',
      'user.disabled',
      'user.password_changed',
      'invoice.status_changed',
      'invoice.delivery_accepted',
      'payment.created',
      'bank_account.created',
      'meeting.booked',
      'proposal.declined',
    ]),
  );
  // Every subject is one of the demo's rows (the entries are about real things).
  expect(entries.filter((entry) => entry.subjectType && !entry.subjectId)).toEqual([]);
  expect((await entriesOf(DEMO_IDS.globex)).length).toBe(2);
});

test('seeding again adds nothing', async () => {
  const before = await database.db.select({ total: count() }).from(auditLog);
  await seedDemoData(database.db, testPasswords);
  const after = await database.db.select({ total: count() }).from(auditLog);
  expect(after).toEqual(before);
});
