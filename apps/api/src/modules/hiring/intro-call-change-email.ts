import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { users } from '../company-users/tables';
import { type BookingChange, bookingEmail } from './booking-email';
import { specialistName } from './specialist-queries';
import { type MeetingRow, rfps, type SpecialistRow, talents } from './tables';

/**
 * Queues the e-mail that updates the calendar invitation of a moved or canceled intro call: to the
 * colleague who booked it, who holds the invitation, and to whoever changed it when that is someone
 * else. A disabled account gets nothing.
 */
export async function enqueueIntroCallChangeEmails(
  tx: Database,
  input: { meeting: MeetingRow; specialist: SpecialistRow; changedBy: string; change: Exclude<BookingChange, { kind: 'booked' }> },
): Promise<void> {
  const { meeting, specialist } = input;
  const recipients = await tx
    .select({ email: users.email, firstName: users.firstName, enabled: users.enabled })
    .from(users)
    .where(inArray(users.id, [...new Set([meeting.userId, input.changedBy])]));
  const [talent] = meeting.talentId ? await tx.select().from(talents).where(eq(talents.id, meeting.talentId)) : [];
  const [rfp] = meeting.rfpId ? await tx.select({ title: rfps.title }).from(rfps).where(eq(rfps.id, meeting.rfpId)) : [];
  for (const recipient of recipients) {
    if (!recipient.enabled) continue;
    await enqueueEmail(
      tx,
      bookingEmail(
        {
          to: recipient.email,
          firstName: recipient.firstName,
          purpose: meeting.purpose,
          startsAt: meeting.startsAt,
          endsAt: meeting.endsAt,
          specialist: { name: specialistName(specialist), title: specialist.title, email: specialist.email },
          candidate: talent ? { name: `${talent.firstName} ${talent.lastName}`, title: talent.title } : null,
          rfpTitle: rfp?.title ?? null,
          meetingUrl: meeting.meetingUrl,
        },
        input.change,
      ),
    );
  }
}
