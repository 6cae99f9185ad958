import { eq, lt, sql } from 'drizzle-orm';
import type { BookingPurpose } from '@portal/api-schema';
import { generateToken, hashToken } from '../../platform/access/tokens';
import type { Database } from '../../platform/database/database';
import { bookingTickets } from './tables';

/** Long enough to pick a time at leisure, short enough that a leaked link soon stops working. */
const BOOKING_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

/** A ticket's token is 43 URL-safe characters; anything else is not one of ours. */
const TICKET_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export interface NewBookingTicket {
  purpose: BookingPurpose;
  userId: string;
  companyId: string | null;
  specialistId: string;
  rfpId?: string | null;
  proposalId?: string | null;
}

export type BookingTicketRow = typeof bookingTickets.$inferSelect;

/** Issues a ticket and returns its token; only the token's hash is stored. */
export async function issueBookingTicket(db: Database, ticket: NewBookingTicket, now = new Date()): Promise<string> {
  const token = generateToken();
  await db.insert(bookingTickets).values({
    tokenHash: hashToken(token),
    purpose: ticket.purpose,
    userId: ticket.userId,
    companyId: ticket.companyId,
    specialistId: ticket.specialistId,
    rfpId: ticket.rfpId ?? null,
    proposalId: ticket.proposalId ?? null,
    expiresAt: new Date(now.getTime() + BOOKING_TICKET_TTL_MS),
  });
  return token;
}

/** The ticket of a token, expired or not; null for an unknown or malformed token. */
export async function findBookingTicket(db: Database, token: string): Promise<BookingTicketRow | null> {
  if (!TICKET_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(bookingTickets)
    .where(eq(bookingTickets.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export const isTicketExpired = (ticket: Pick<BookingTicketRow, 'expiresAt'>, now = new Date()) =>
  ticket.expiresAt.getTime() <= now.getTime();

/**
 * Forgets tickets expired for a while (their meetings keep the ticket's hash); every visit to a
 * booking dialog issues one, so they would pile up. Returns how many were deleted.
 */
export async function deleteDeadBookingTickets(db: Database, olderThanDays = 30): Promise<number> {
  const deleted = await db
    .delete(bookingTickets)
    .where(lt(bookingTickets.expiresAt, sql`now() - make_interval(days => ${olderThanDays})`))
    .returning({ tokenHash: bookingTickets.tokenHash });
  return deleted.length;
}
