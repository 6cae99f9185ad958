import { and, eq } from 'drizzle-orm';
import { BOOKABLE_PROPOSAL_STATUSES, type BookingData } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import { bookingDataFor } from './booking-data';
import type { HiringDeps } from './hiring-deps';
import { INTRO_CALL_ALREADY_BOOKED_MESSAGE, PROPOSAL_NOT_BOOKABLE_MESSAGE } from './record-booking';
import { talentSpecialistFor } from './specialist-queries';
import { proposals, rfps } from './tables';

export const REQUEST_CLOSED_MESSAGE = 'This request is closed: no more intro calls can be booked for it.';

/**
 * Booking data for an intro call with a proposal's candidate, with the talent specialist who
 * covers most of the request's skills. 409 when the proposal can no longer be booked.
 */
export async function getIntroCallBooking(
  deps: Pick<HiringDeps, 'db' | 'scheduler'>,
  input: { actor: CompanyActor; proposalId: string },
): Promise<BookingData> {
  const { db } = deps;
  const { actor, proposalId } = input;
  const [found] = await db
    .select({ status: proposals.status, rfpId: rfps.id, rfpStatus: rfps.status, skills: rfps.skills })
    .from(proposals)
    .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
    .where(and(eq(proposals.id, proposalId), eq(proposals.companyId, actor.companyId)));
  if (!found) throw notFound();
  if (found.status === 'interview_scheduled') throw new HttpError(409, INTRO_CALL_ALREADY_BOOKED_MESSAGE);
  if (found.rfpStatus === 'closed') throw new HttpError(409, REQUEST_CLOSED_MESSAGE);
  if (!(BOOKABLE_PROPOSAL_STATUSES as readonly string[]).includes(found.status)) {
    throw new HttpError(409, PROPOSAL_NOT_BOOKABLE_MESSAGE);
  }
  const specialist = await talentSpecialistFor(db, found.skills);
  return bookingDataFor(deps, actor, specialist, { purpose: 'intro_call', rfpId: found.rfpId, proposalId });
}
