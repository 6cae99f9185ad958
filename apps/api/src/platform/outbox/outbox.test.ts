import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../database/database';
import { createTestDatabase } from '../../testing/test-database';
import { enqueueEmail } from './outbox';
import { outboxEmails } from './tables';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

test('a mail with a key is queued once, however often and however concurrently it is asked for', async () => {
  const mail = { key: 'receipt:one-payment:payer@example.test', to: 'payer@example.test', subject: 'Receipt', text: 'Paid.' };
  const ids = await Promise.all(Array.from({ length: 5 }, () => enqueueEmail(database.db, mail)));
  expect(new Set(ids).size).toBe(1);
  expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.key, mail.key))).toHaveLength(1);
  // Mails without a key are each their own.
  const plain = { to: 'someone@example.test', subject: 'Hello', text: 'Hi.' };
  expect(new Set([await enqueueEmail(database.db, plain), await enqueueEmail(database.db, plain)]).size).toBe(2);
});
