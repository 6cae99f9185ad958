import { and, desc, eq } from 'drizzle-orm';
import type { IntroCall } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import type { HiringDeps } from './hiring-deps';
import { MEETING_DURATION_MS } from './scheduler-provider';
import { scheduledCallsBetween, specialistName } from './specialist-queries';
import { type MeetingRow, meetings, proposals, type SpecialistRow, specialists } from './tables';

/**
 * The latest intro call of a company's proposal, scheduled or not, with its specialist; null when
 * the proposal is not the company's or has no intro call. `lock` holds the call until the transaction ends.
 */
export async function latestIntroCall(
  db: Database,
  input: { companyId: string; proposalId: string; lock?: boolean },
): Promise<{ meeting: MeetingRow; specialist: SpecialistRow } | null> {
  const query = db
    .select({ meeting: meetings, specialist: specialists })
    .from(meetings)
    .innerJoin(proposals, eq(proposals.id, meetings.proposalId))
    .innerJoin(specialists, eq(specialists.id, meetings.specialistId))
    .where(
      and(
        eq(meetings.proposalId, input.proposalId),
        eq(meetings.purpose, 'intro_call'),
        eq(meetings.companyId, input.companyId),
        eq(proposals.companyId, input.companyId),
      ),
    )
    // The scheduled one first: at most one is, and it is the call that counts.
    .orderBy(desc(eq(meetings.status, 'scheduled')), desc(meetings.startsAt), desc(meetings.id))
    .limit(1);
  const [row] = input.lock ? await query.for('update', { of: meetings }) : await query;
  return row ?? null;
}

/**
 * The slots a scheduled call may move to: the scheduler's working slots of its specialist that no
 * other scheduled call of theirs overlaps, without the call's own time. null when the scheduler
 * does not let the portal change its calls.
 */
async function freeSlotsFor(
  deps: Pick<HiringDeps, 'db' | 'scheduler'>,
  meeting: MeetingRow,
  specialist: SpecialistRow,
  now: Date,
): Promise<Date[] | null> {
  const slots = deps.scheduler.workingSlots({ timeZone: specialist.timeZone }, now);
  if (slots === null) return null;
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const booked = await scheduledCallsBetween(deps.db, {
    specialistId: specialist.id,
    from: first,
    to: new Date(last.getTime() + MEETING_DURATION_MS),
    exceptMeetingId: meeting.id,
  });
  return slots.filter((slot) => {
    const start = slot.getTime();
    const end = start + MEETING_DURATION_MS;
    if (start === meeting.startsAt.getTime()) return false;
    return !booked.some((call) => call.startsAt.getTime() < end && call.endsAt.getTime() > start);
  });
}

/** An intro call as the candidate page shows it, with the slots it may move to while it is scheduled. */
export async function introCallView(
  deps: Pick<HiringDeps, 'db' | 'scheduler'>,
  call: { meeting: MeetingRow; specialist: SpecialistRow },
  now: Date,
): Promise<IntroCall> {
  const { meeting, specialist } = call;
  const slots = meeting.status === 'scheduled' ? await freeSlotsFor(deps, meeting, specialist, now) : null;
  return {
    id: meeting.id,
    status: meeting.status,
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
    specialist: { name: specialistName(specialist), title: specialist.title },
    can_change: slots !== null,
    free_slots: (slots ?? []).map((slot) => slot.toISOString()),
  };
}
