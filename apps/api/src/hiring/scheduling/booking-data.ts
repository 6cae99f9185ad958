import { and, asc, eq } from 'drizzle-orm';
import { BOOKABLE_PROPOSAL_STATUSES, type BookingData, type BookingPurpose } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { proposals, rfps, type SpecialistRow } from '../../modules/hiring/tables';
import { users } from '../../modules/users/tables';
import { HttpError, notFound } from '../../platform/http/errors';
import { issueBookingTicket } from './booking-tickets';
import { INTRO_CALL_ALREADY_BOOKED_MESSAGE, PROPOSAL_NOT_BOOKABLE_MESSAGE } from './record-booking';
import type { SchedulerProvider } from './scheduler-provider';
import { salesSpecialist, specialistView, talentSpecialistFor } from './specialists';

export const COMPLETE_SETUP_FIRST_MESSAGE = 'Complete the setup first.';
export const ACCOUNT_ALREADY_ACTIVE_MESSAGE = 'Your account is already active.';
export const REQUEST_CLOSED_MESSAGE = 'This request is closed: no more intro calls can be booked for it.';

export interface BookingCaller {
  userId: string;
  companyId: string | null;
}

async function bookingDataFor(
  db: Database,
  provider: SchedulerProvider,
  caller: BookingCaller,
  specialist: SpecialistRow,
  ticket: { purpose: BookingPurpose; rfpId?: string; proposalId?: string },
): Promise<BookingData> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw notFound();
  const token = await issueBookingTicket(db, {
    purpose: ticket.purpose,
    userId: caller.userId,
    companyId: caller.companyId,
    specialistId: specialist.id,
    rfpId: ticket.rfpId ?? null,
    proposalId: ticket.proposalId ?? null,
  });
  const links = provider.links(specialist, user, token);
  return {
    hubspotSrc: links.hubspotSrc,
    specialist: specialistView(specialist),
    specialist_url: links.specialistUrl,
    ticket: token,
  };
}

/** An intro call with a proposal's candidate, with the talent specialist who knows the request's skills best. */
export async function introCallBookingData(
  db: Database,
  provider: SchedulerProvider,
  caller: BookingCaller & { companyId: string },
  proposalId: string,
): Promise<BookingData> {
  const [found] = await db
    .select({ status: proposals.status, rfpId: rfps.id, rfpStatus: rfps.status, skills: rfps.skills })
    .from(proposals)
    .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
    .where(and(eq(proposals.id, proposalId), eq(proposals.companyId, caller.companyId)));
  if (!found) throw notFound();
  if (found.status === 'interview_scheduled') throw new HttpError(409, INTRO_CALL_ALREADY_BOOKED_MESSAGE);
  if (found.rfpStatus === 'closed') throw new HttpError(409, REQUEST_CLOSED_MESSAGE);
  if (!(BOOKABLE_PROPOSAL_STATUSES as readonly string[]).includes(found.status)) {
    throw new HttpError(409, PROPOSAL_NOT_BOOKABLE_MESSAGE);
  }
  const specialist = await talentSpecialistFor(db, found.skills);
  return bookingDataFor(db, provider, caller, specialist, { purpose: 'intro_call', rfpId: found.rfpId, proposalId });
}

/** A sales call about more talent. */
export async function saleBookingData(
  db: Database,
  provider: SchedulerProvider,
  caller: BookingCaller & { companyId: string },
): Promise<BookingData> {
  return bookingDataFor(db, provider, caller, await salesSpecialist(db), { purpose: 'sale' });
}

/** A new customer's onboarding call, once the wizard set up their company and first request. */
export async function onboardingBookingData(db: Database, provider: SchedulerProvider, userId: string): Promise<BookingData> {
  const [user] = await db.select({ type: users.type, companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (user.type !== 'SandboxUser') throw new HttpError(409, ACCOUNT_ALREADY_ACTIVE_MESSAGE);
  if (!user.companyId) throw new HttpError(409, COMPLETE_SETUP_FIRST_MESSAGE);
  const [firstRfp] = await db
    .select({ id: rfps.id, skills: rfps.skills })
    .from(rfps)
    .where(eq(rfps.companyId, user.companyId))
    .orderBy(asc(rfps.createdAt), asc(rfps.id))
    .limit(1);
  const specialist = await talentSpecialistFor(db, firstRfp?.skills ?? []);
  return bookingDataFor(db, provider, { userId, companyId: user.companyId }, specialist, {
    purpose: 'onboarding',
    rfpId: firstRfp?.id,
  });
}
