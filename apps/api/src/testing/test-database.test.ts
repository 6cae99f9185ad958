import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../platform/database/database';
import { createTestDatabase } from './test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function firstValue(query: SQL): Promise<unknown> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Array<{ value: unknown }> }).rows[0]?.value;
}

test('a test database is migrated and empty', async () => {
  expect(await firstValue(sql`select count(*)::int as value from users`)).toBe(0);
});

// The server's settings are its own.
const onPglite = process.env.TEST_DATABASE_URL ? test.skip : test;

onPglite.each([
  ['shared_buffers', '4MB'],
  ['max_connections', '10'],
])('on PGlite, %s is %s: a server-sized start would be paid by every test file', async (name, value) => {
  expect(await firstValue(sql`select current_setting(${name}) as value`)).toBe(value);
});
