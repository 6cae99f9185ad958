import { asc, eq } from 'drizzle-orm';
import type { BookingData } from '@portal/api-schema';
import type { Actor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import { users } from '../company-users/tables';
import { bookingDataFor } from './booking-data';
import type { HiringDeps } from './hiring-deps';
import { talentSpecialistFor } from './specialist-queries';
import { rfps } from './tables';

export const COMPLETE_SETUP_FIRST_MESSAGE = 'Complete the setup first.';
const ACCOUNT_ALREADY_ACTIVE_MESSAGE = 'Your account is already active.';

/** Booking data for a new customer's onboarding call, once the wizard set up their company and first request. */
export async function getOnboardingBooking(deps: Pick<HiringDeps, 'db' | 'scheduler'>, input: { actor: Actor }): Promise<BookingData> {
  const { db } = deps;
  const userId = input.actor.userId;
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
  return bookingDataFor(deps, { userId, companyId: user.companyId }, specialist, {
    purpose: 'onboarding',
    rfpId: firstRfp?.id,
  });
}
