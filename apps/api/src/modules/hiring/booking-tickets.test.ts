import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../platform/access/tokens';
import { bookingTickets } from './tables';
import { createTestUser } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { deleteDeadBookingTickets, findBookingTicket, isTicketExpired, issueBookingTicket } from './booking-tickets';
import { createTestSpecialist } from '../../testing/hiring-fixtures';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function newTicket(now = new Date()) {
  const user = await createTestUser(database.db);
  const specialist = await createTestSpecialist(database.db);
  const token = await issueBookingTicket(
    database.db,
    { purpose: 'sale', userId: user.id, companyId: null, specialistId: specialist.id },
    now,
  );
  return { token, user, specialist };
}

describe('booking tickets', () => {
  test('a random token of 256 bits is handed out and only its hash is stored; it expires in two hours', async () => {
    const now = new Date();
    const { token, user } = await newTicket(now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const found = await findBookingTicket(database.db, token);
    expect(found).toMatchObject({ tokenHash: hashToken(token), userId: user.id, purpose: 'sale' });
    expect(found?.expiresAt.getTime()).toBe(now.getTime() + 2 * 60 * 60 * 1000);
    expect(isTicketExpired(found ?? { expiresAt: new Date(0) }, now)).toBe(false);
    expect(isTicketExpired(found ?? { expiresAt: new Date(0) }, new Date(now.getTime() + 2 * 60 * 60 * 1000))).toBe(true);
  });

  test('malformed and unknown tokens find nothing', async () => {
    for (const token of ['', 'short', 'x'.repeat(43), "' or 1=1 --", 'a'.repeat(500)]) {
      expect(await findBookingTicket(database.db, token)).toBeNull();
    }
  });

  test('tickets expired for a month are forgotten, others kept', async () => {
    const old = await newTicket(new Date(Date.now() - 31 * 86_400_000));
    const recent = await newTicket(new Date(Date.now() - 3 * 86_400_000));
    expect(await deleteDeadBookingTickets(database.db)).toBeGreaterThanOrEqual(1);
    expect(
      await database.db
        .select()
        .from(bookingTickets)
        .where(eq(bookingTickets.tokenHash, hashToken(old.token))),
    ).toEqual([]);
    expect(await findBookingTicket(database.db, recent.token)).not.toBeNull();
  });
});
