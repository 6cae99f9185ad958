import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../database/database';
import { outboxEmails } from './tables';
import { createTestDatabase } from '../../testing/test-database';
import { enqueueEmail, listOutbox } from './outbox';
import { MAX_SEND_ATTEMPTS, type MailMessage, sendPendingEmails, startOutboxWorker } from './outbox-worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(outboxEmails);
});

const from = 'Portal <no-reply@portal.test>';

function recordingTransport() {
  const sent: MailMessage[] = [];
  return { sent, sendMail: async (message: MailMessage) => void sent.push(message) };
}

async function rowId(insert: { returning(fields: { id: typeof outboxEmails.id }): Promise<{ id: string }[]> }): Promise<string> {
  const [row] = await insert.returning({ id: outboxEmails.id });
  if (!row) throw new Error('Not inserted');
  return row.id;
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) throw new Error('No such mail');
  return row;
}

describe('sendPendingEmails', () => {
  test('sends each due mail once and marks it sent', async () => {
    const id = await enqueueEmail(database.db, { to: 'ada@acme.test', subject: 'Hello', text: 'Text', html: '<p>Text</p>' });
    const transport = recordingTransport();

    expect(await sendPendingEmails(database.db, transport, { from })).toBe(1);
    expect(transport.sent).toEqual([{ from, to: 'ada@acme.test', subject: 'Hello', text: 'Text', html: '<p>Text</p>' }]);
    const row = await rowOf(id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);

    expect(await sendPendingEmails(database.db, transport, { from })).toBe(0);
    expect(transport.sent).toHaveLength(1);
  });

  test('records a failure and backs off before the next attempt', async () => {
    const id = await enqueueEmail(database.db, { to: 'ada@acme.test', subject: 'Hello', text: 'Text' });
    const failing = { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) };
    const log = { warn: jest.fn(), error: jest.fn() };

    expect(await sendPendingEmails(database.db, failing, { from, log })).toBe(0);
    const row = await rowOf(id);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: '550 mailbox unavailable' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(log.warn).toHaveBeenCalledTimes(1);

    // Not due yet: nothing is tried.
    const transport = recordingTransport();
    expect(await sendPendingEmails(database.db, transport, { from })).toBe(0);
    expect(transport.sent).toHaveLength(0);

    await database.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(outboxEmails.id, id));
    expect(await sendPendingEmails(database.db, transport, { from })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, lastError: null });
  });

  test('gives up after the last attempt', async () => {
    const id = await enqueueEmail(database.db, { to: 'ada@acme.test', subject: 'Hello', text: 'Text' });
    await database.db.update(outboxEmails).set({ attempts: MAX_SEND_ATTEMPTS }).where(eq(outboxEmails.id, id));
    const transport = recordingTransport();
    expect(await sendPendingEmails(database.db, transport, { from })).toBe(0);
    expect(transport.sent).toHaveLength(0);
  });

  test('two workers never send the same mail', async () => {
    for (let index = 0; index < 6; index += 1) {
      await enqueueEmail(database.db, { to: `user${index}@acme.test`, subject: 'Hello', text: 'Text' });
    }
    const transport = recordingTransport();
    const counts = await Promise.all([
      sendPendingEmails(database.db, transport, { from, batchSize: 4 }),
      sendPendingEmails(database.db, transport, { from, batchSize: 4 }),
    ]);
    expect(counts[0] + counts[1]).toBe(6);
    expect(new Set(transport.sent.map((mail) => mail.to)).size).toBe(6);
  });
});

describe('headers', () => {
  test('a line break in a subject never reaches the header, queued now or stored before', async () => {
    await enqueueEmail(database.db, { to: 'ada@acme.test', subject: 'Join A\r\nBcc: eve@evil.test on the portal', text: 'Text' });
    await database.db
      .insert(outboxEmails)
      .values({ to: 'ada@acme.test', subject: 'Old\r\nBcc: eve@evil.test\u2028x\u0085y', text: 'Text', html: null });
    const transport = recordingTransport();

    expect(await sendPendingEmails(database.db, transport, { from })).toBe(2);
    expect(transport.sent.map((mail) => mail.subject).sort()).toEqual([
      'Join A Bcc: eve@evil.test on the portal',
      'Old Bcc: eve@evil.test x y',
    ]);
  });

  test('a recipient that is not one plain address is never sent to', async () => {
    const queued = await enqueueEmail(database.db, { to: 'ada@acme.test\r\nBcc: eve@evil.test', subject: 'Hello', text: 'Text' });
    const stored = await rowId(
      database.db.insert(outboxEmails).values({ to: 'ada@acme.test, eve@evil.test', subject: 'Hello', text: 'Text', html: null }),
    );
    const transport = recordingTransport();

    expect(await sendPendingEmails(database.db, transport, { from })).toBe(0);
    expect(transport.sent).toEqual([]);
    for (const id of [queued, stored]) expect((await rowOf(id)).lastError).toMatch(/recipient/i);
  });
});

describe('startOutboxWorker', () => {
  test('sends queued mails on its interval and stops cleanly', async () => {
    const transport = { ...recordingTransport(), close: jest.fn() };
    const worker = startOutboxWorker(database.db, transport, { from, intervalMs: 20 });
    await enqueueEmail(database.db, { to: 'ada@acme.test', subject: 'Later', text: 'Text' });
    for (let waited = 0; transport.sent.length === 0 && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    expect(transport.sent.map((mail) => mail.subject)).toEqual(['Later']);
    expect(transport.close).toHaveBeenCalled();
    expect((await listOutbox(database.db))[0]?.sentAt).toBeInstanceOf(Date);
  });
});
