import { eq } from 'drizzle-orm';
import type { BookingData, BookingPurpose } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { users } from '../company-users/tables';
import { issueBookingTicket } from './booking-tickets';
import type { SchedulerProvider } from './scheduler-provider';
import { specialistView } from './specialist-queries';
import type { SpecialistRow } from './tables';

// What the portal's booking dialogs embed, for whichever call: the specialist, their scheduler page
// and a fresh ticket that binds the booking to this user and call.

export interface BookingCaller {
  userId: string;
  companyId: string | null;
}

export async function bookingDataFor(
  deps: { db: Database; scheduler: SchedulerProvider },
  caller: BookingCaller,
  specialist: SpecialistRow,
  ticket: { purpose: BookingPurpose; rfpId?: string; proposalId?: string },
): Promise<BookingData> {
  const { db, scheduler } = deps;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw notFound();
  const token = await issueBookingTicket(db, {
    ...ticket,
    userId: caller.userId,
    companyId: caller.companyId,
    specialistId: specialist.id,
  });
  const links = scheduler.links(specialist, user, token);
  return {
    hubspotSrc: links.hubspotSrc,
    specialist: specialistView(specialist),
    specialist_url: links.specialistUrl,
    ticket: token,
  };
}
