import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { meetings, proposals } from './tables';

/**
 * The demo's hiring rows the activity log's demo week is about (company-users' demo data writes
 * the entries; src/demo/seed.ts hands them over): the booked intro calls, the declined candidate.
 */
export async function demoActivitySubjectsOfHiring(db: Database, companyId: string) {
  const upcoming = await db
    .select({ id: meetings.id, startsAt: meetings.startsAt, proposalId: meetings.proposalId, specialistId: meetings.specialistId })
    .from(meetings)
    .where(and(eq(meetings.companyId, companyId), eq(meetings.status, 'scheduled'), eq(meetings.purpose, 'intro_call')))
    .orderBy(asc(meetings.startsAt));
  const [declined] = await db
    .select({
      id: proposals.id,
      rfpId: proposals.rfpId,
      talentId: proposals.talentId,
      reason: proposals.declineReason,
      at: proposals.declinedAt,
    })
    .from(proposals)
    .where(and(eq(proposals.companyId, companyId), eq(proposals.status, 'declined'), isNotNull(proposals.declinedAt)))
    .orderBy(sql`${proposals.declinedAt} desc`)
    .limit(1);
  return { upcoming, declined };
}
