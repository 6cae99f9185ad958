import { and, eq } from 'drizzle-orm';
import type { IntroCall } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, invalidField, notFound } from '../../platform/http/errors';
import type { HiringDeps } from './hiring-deps';
import { recordIntroCallChange } from './intro-call-change';
import { introCallView, latestIntroCall } from './intro-call-queries';
import { SLOT_TAKEN_MESSAGE } from './record-booking';
import { MEETING_DURATION_MS, START_IN_PAST_MESSAGE } from './scheduler-provider';
import { specialistIsBusy } from './specialist-queries';
import { meetings, proposals, specialists } from './tables';

export const NO_INTRO_CALL_MESSAGE = 'No intro call is booked with this candidate.';
export const CHANGED_IN_SCHEDULER_MESSAGE = "This call is rescheduled and canceled through the scheduler's own invitation.";
export const NOT_A_FREE_SLOT_MESSAGE = 'Choose one of the free times.';

/**
 * The proposal's latest intro call, locked for its change: 404 for a proposal not the company's,
 * 409 for one with no call.
 */
export async function introCallToChange(tx: Database, where: { companyId: string; proposalId: string }) {
  const found = await latestIntroCall(tx, { ...where, lock: true });
  if (found) return found;
  const [proposal] = await tx
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.id, where.proposalId), eq(proposals.companyId, where.companyId)));
  if (!proposal) throw notFound();
  throw new HttpError(409, NO_INTRO_CALL_MESSAGE);
}

/**
 * Moves the proposal's scheduled intro call to another of its specialist's free half-hour slots.
 * The call and the specialist are locked first, so two moves into one slot cannot both succeed.
 * Moving it again to where it is changes nothing and writes nothing: a repeated request is answered
 * with the call as it is.
 */
export async function rescheduleIntroCall(
  deps: Pick<HiringDeps, 'db' | 'scheduler'>,
  input: { actor: CompanyActor; proposalId: string; startsAt: Date; now?: Date },
): Promise<IntroCall> {
  const { actor, startsAt } = input;
  const now = input.now ?? new Date();
  const call = await deps.db.transaction(async (tx) => {
    const found = await introCallToChange(tx, { companyId: actor.companyId, proposalId: input.proposalId });
    const { meeting, specialist } = found;
    if (meeting.status !== 'scheduled') throw new HttpError(409, NO_INTRO_CALL_MESSAGE);
    if (meeting.startsAt.getTime() === startsAt.getTime()) return found;

    const slots = deps.scheduler.workingSlots({ timeZone: specialist.timeZone }, now);
    if (slots === null) throw new HttpError(409, CHANGED_IN_SCHEDULER_MESSAGE);
    if (startsAt.getTime() <= now.getTime()) throw invalidField('starts_at', START_IN_PAST_MESSAGE);
    if (!slots.some((slot) => slot.getTime() === startsAt.getTime())) throw invalidField('starts_at', NOT_A_FREE_SLOT_MESSAGE);

    // The specialist's calendar is booked one change at a time, as a booking books it.
    await tx.select({ id: specialists.id }).from(specialists).where(eq(specialists.id, specialist.id)).for('update');
    const endsAt = new Date(startsAt.getTime() + MEETING_DURATION_MS);
    if (await specialistIsBusy(tx, { specialistId: specialist.id, startsAt, endsAt, exceptMeetingId: meeting.id })) {
      throw new HttpError(409, SLOT_TAKEN_MESSAGE);
    }
    const [moved] = await tx
      .update(meetings)
      .set({ startsAt, endsAt })
      .where(and(eq(meetings.id, meeting.id), eq(meetings.status, 'scheduled')))
      .returning();
    if (!moved) throw new HttpError(409, NO_INTRO_CALL_MESSAGE);
    await recordIntroCallChange(tx, deps, { actor, kind: 'rescheduled', was: meeting, is: moved, specialist });
    return { meeting: moved, specialist };
  });
  return introCallView(deps, call, now);
}
