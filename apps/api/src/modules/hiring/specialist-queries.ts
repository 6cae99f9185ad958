import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Specialist } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { meetings, type SpecialistRow, specialists } from './tables';
import { HttpError } from '../../platform/http/errors';

const NO_SPECIALIST_MESSAGE = 'No specialist can take this call right now. Please try again later.';

export const specialistName = (specialist: Pick<SpecialistRow, 'firstName' | 'lastName'>) =>
  `${specialist.firstName} ${specialist.lastName}`;

export function specialistView(specialist: SpecialistRow): Specialist {
  return { name: specialistName(specialist), title: specialist.title, photo: specialist.photo };
}

const byName = [asc(specialists.firstName), asc(specialists.lastName), asc(specialists.id)];

/** How many of the wanted skills the specialist covers, case-insensitively. */
function coveredSkills(specialistSkills: readonly string[], wanted: readonly string[]): number {
  const covered = new Set(specialistSkills.map((skill) => skill.trim().toLocaleLowerCase('en')));
  const distinctWanted = new Set(wanted.map((skill) => skill.trim().toLocaleLowerCase('en')));
  return [...distinctWanted].filter((skill) => covered.has(skill)).length;
}

/** The talent specialist covering most of the skills; ties go to the first by name. */
export async function talentSpecialistFor(db: Database, skills: readonly string[]): Promise<SpecialistRow> {
  const candidates = await db
    .select()
    .from(specialists)
    .where(eq(specialists.kind, 'talent'))
    .orderBy(...byName);
  let best: SpecialistRow | undefined;
  let bestCount = -1;
  for (const candidate of candidates) {
    const count = coveredSkills(candidate.skills, skills);
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  if (!best) throw new HttpError(503, NO_SPECIALIST_MESSAGE);
  return best;
}

/** The sales specialist who takes sales calls: the first by name. */
export async function salesSpecialist(db: Database): Promise<SpecialistRow> {
  const [found] = await db
    .select()
    .from(specialists)
    .where(eq(specialists.kind, 'sales'))
    .orderBy(...byName)
    .limit(1);
  if (!found) throw new HttpError(503, NO_SPECIALIST_MESSAGE);
  return found;
}

export async function specialistById(db: Database, id: string): Promise<SpecialistRow | null> {
  const [found] = await db.select().from(specialists).where(eq(specialists.id, id)).limit(1);
  return found ?? null;
}

export async function specialistBySlug(db: Database, slug: string): Promise<SpecialistRow | null> {
  const [found] = await db.select().from(specialists).where(eq(specialists.meetingSlug, slug)).limit(1);
  return found ?? null;
}

/**
 * The specialist's scheduled calls that overlap [from, to), but the one excepted: what a call in
 * that time would clash with (a call that ends at `from` or starts at `to` does not).
 */
export function scheduledCallsBetween(db: Database, input: { specialistId: string; from: Date; to: Date; exceptMeetingId?: string }) {
  return db
    .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(
      and(
        eq(meetings.specialistId, input.specialistId),
        eq(meetings.status, 'scheduled'),
        input.exceptMeetingId === undefined ? undefined : ne(meetings.id, input.exceptMeetingId),
        lt(meetings.startsAt, input.to),
        gt(meetings.endsAt, input.from),
      ),
    );
}

/** Whether another scheduled call of the specialist overlaps [startsAt, endsAt). */
export async function specialistIsBusy(
  db: Database,
  input: { specialistId: string; startsAt: Date; endsAt: Date; exceptMeetingId?: string },
): Promise<boolean> {
  const [overlapping] = await scheduledCallsBetween(db, {
    specialistId: input.specialistId,
    from: input.startsAt,
    to: input.endsAt,
    exceptMeetingId: input.exceptMeetingId,
  }).limit(1);
  return overlapping !== undefined;
}
