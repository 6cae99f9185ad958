import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Interview, InterviewStatus, InterviewWhen } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { type MeetingRow, meetings, rfps, type TalentRow, talents } from './tables';
import { talentNameOf } from './talent-view';
import { decodeKeysetCursor, isTimestampCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';

/** An intro call's meeting with what the interview shows of its request and candidate. */
interface InterviewRow {
  meeting: MeetingRow;
  rfp: { id: string; title: string };
  talent: Pick<TalentRow, 'id' | 'firstName' | 'lastName' | 'photo' | 'title'>;
}

/**
 * The status the company sees. Nothing reports back when a call took place, so a scheduled call
 * whose end has passed shows as completed (and without its link); one still running keeps both.
 */
function interviewStatus(meeting: Pick<MeetingRow, 'status' | 'endsAt'>, now: Date): InterviewStatus {
  return meeting.status === 'scheduled' && meeting.endsAt <= now ? 'completed' : meeting.status;
}

function interviewFromRow(row: InterviewRow, now: Date = new Date()): Interview {
  const { meeting, rfp, talent } = row;
  if (!meeting.proposalId) throw new Error(`Meeting ${meeting.id} is not an intro call with a proposal`);
  const status = interviewStatus(meeting, now);
  return {
    id: meeting.id,
    rfp: { id: rfp.id, title: rfp.title },
    proposal_id: meeting.proposalId,
    candidate: talentNameOf(talent),
    starts_at: meeting.startsAt.toISOString(),
    ends_at: meeting.endsAt.toISOString(),
    meeting_url: status === 'scheduled' ? meeting.meetingUrl : null,
    status,
  };
}

/** starts_at as UTC text with microseconds, so that a cursor loses nothing of the stored value. */
const startsAtText = sql<string>`to_char(${meetings.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const interviewColumns = {
  meeting: meetings,
  rfp: { id: rfps.id, title: rfps.title },
  talent: { id: talents.id, firstName: talents.firstName, lastName: talents.lastName, photo: talents.photo, title: talents.title },
  startsAtText,
};

/** The company's intro calls that show as interviews (with their request, proposal and candidate). */
function interviewsQuery(db: Database, companyId: string, extra: SQL | undefined) {
  return db
    .select(interviewColumns)
    .from(meetings)
    .innerJoin(rfps, and(eq(rfps.id, meetings.rfpId), eq(rfps.companyId, companyId)))
    .innerJoin(talents, eq(talents.id, meetings.talentId))
    .where(and(eq(meetings.companyId, companyId), eq(meetings.purpose, 'intro_call'), isNotNull(meetings.proposalId), extra));
}

export async function interviewById(db: Database, companyId: string, meetingId: string): Promise<Interview | null> {
  const [row] = await interviewsQuery(db, companyId, eq(meetings.id, meetingId));
  return row ? interviewFromRow(row) : null;
}

/** Upcoming: still scheduled and not started. Past: everything else. */
function whenCondition(when: InterviewWhen, now: Date): SQL | undefined {
  return when === 'upcoming'
    ? and(gte(meetings.startsAt, now), eq(meetings.status, 'scheduled'))
    : or(lt(meetings.startsAt, now), ne(meetings.status, 'scheduled'));
}

export interface InterviewFilters {
  when: InterviewWhen;
  rfp?: string;
  /** The moment that separates upcoming from past. */
  now: Date;
}

function filterCondition(filters: InterviewFilters): SQL | undefined {
  return and(whenCondition(filters.when, filters.now), filters.rfp ? eq(meetings.rfpId, filters.rfp) : undefined);
}

/** One keyset page: upcoming soonest first, past latest first, ties by id. */
export async function interviewPage(
  db: Database,
  companyId: string,
  filters: InterviewFilters,
  pageRequest: { limit: number; cursor?: string },
) {
  const descending = filters.when === 'past';
  const after = pageRequest.cursor ? decodeKeysetCursor(pageRequest.cursor, filters.when, isTimestampCursorValue) : null;
  const afterCondition = after
    ? descending
      ? sql`(${meetings.startsAt}, ${meetings.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`
      : sql`(${meetings.startsAt}, ${meetings.id}) > (${after.value}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await interviewsQuery(db, companyId, and(filterCondition(filters), afterCondition))
    .orderBy(...(descending ? [desc(meetings.startsAt), desc(meetings.id)] : [asc(meetings.startsAt), asc(meetings.id)]))
    .limit(pageRequest.limit + 1);
  const page = keysetPage(rows, pageRequest.limit, (last) => ({ order: filters.when, value: last.startsAtText, id: last.meeting.id }));
  return { items: page.rows.map((row) => interviewFromRow(row, filters.now)), next_cursor: page.nextCursor };
}

export async function countFilteredInterviews(db: Database, companyId: string, filters: InterviewFilters): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(meetings)
    .innerJoin(rfps, and(eq(rfps.id, meetings.rfpId), eq(rfps.companyId, companyId)))
    .innerJoin(talents, eq(talents.id, meetings.talentId))
    .where(
      and(eq(meetings.companyId, companyId), eq(meetings.purpose, 'intro_call'), isNotNull(meetings.proposalId), filterCondition(filters)),
    );
  return Number(counted?.total ?? 0);
}
