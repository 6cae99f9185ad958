import { and, eq } from 'drizzle-orm';
import type { IntroCall } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError } from '../../platform/http/errors';
import type { HiringDeps } from './hiring-deps';
import { recordIntroCallChange } from './intro-call-change';
import { introCallView } from './intro-call-queries';
import { CHANGED_IN_SCHEDULER_MESSAGE, introCallToChange, NO_INTRO_CALL_MESSAGE } from './reschedule-intro-call';
import { meetings, proposals } from './tables';

/**
 * Cancels the proposal's scheduled intro call: it leaves the upcoming interviews and loses its link,
 * and the candidate can be booked again. The update applies to a scheduled call only, so of
 * repeated or concurrent cancellations one cancels it (and writes the log entry); the others are
 * answered with the canceled call.
 */
export async function cancelIntroCall(
  deps: Pick<HiringDeps, 'db' | 'scheduler'>,
  input: { actor: CompanyActor; proposalId: string; now?: Date },
): Promise<IntroCall> {
  const { actor } = input;
  const now = input.now ?? new Date();
  const call = await deps.db.transaction(async (tx) => {
    const found = await introCallToChange(tx, { companyId: actor.companyId, proposalId: input.proposalId });
    const { meeting, specialist } = found;
    if (meeting.status === 'canceled') return found;
    if (meeting.status !== 'scheduled') throw new HttpError(409, NO_INTRO_CALL_MESSAGE);
    if (deps.scheduler.workingSlots({ timeZone: specialist.timeZone }, now) === null) {
      throw new HttpError(409, CHANGED_IN_SCHEDULER_MESSAGE);
    }

    const [canceled] = await tx
      .update(meetings)
      .set({ status: 'canceled', meetingUrl: null })
      .where(and(eq(meetings.id, meeting.id), eq(meetings.status, 'scheduled')))
      .returning();
    if (!canceled) return found;
    // The candidate is back where a call can be booked.
    if (meeting.proposalId) {
      await tx
        .update(proposals)
        .set({ status: 'new' })
        .where(and(eq(proposals.id, meeting.proposalId), eq(proposals.status, 'interview_scheduled')));
    }
    await recordIntroCallChange(tx, deps, { actor, kind: 'canceled', was: meeting, is: canceled, specialist });
    return { meeting: canceled, specialist };
  });
  return introCallView(deps, call, now);
}
