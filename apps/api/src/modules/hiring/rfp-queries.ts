import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RfpDetail, RfpSort, RfpStatus, RfpSummary } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { proposals, type RfpRow, rfps, talents } from './tables';
import { decodeKeysetCursor, isTimestampCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';
import { everyWordMatches } from '../../platform/database/word-search';
import { compareProposalsForList, proposalView } from './proposal-view';

/** The list's filters, as validated by rfpListQuerySchema. */
export interface RfpFilters {
  status: RfpStatus[];
  q?: string;
  sort: RfpSort;
}

export interface RfpPageRequest {
  limit: number;
  cursor?: string;
}

/** Every word of `q` must appear in the title or in one of the skills, case-insensitively. */
function searchCondition(q: string | undefined): SQL | undefined {
  return everyWordMatches(
    q,
    (pattern) =>
      sql`(${rfps.title} ilike ${pattern} escape '\\' or exists (select 1 from unnest(${rfps.skills}) as skill(name) where skill.name ilike ${pattern} escape '\\'))`,
  );
}

function filterCondition(companyId: string, filters: RfpFilters): SQL | undefined {
  return and(
    eq(rfps.companyId, companyId),
    filters.status.length > 0 ? inArray(rfps.status, filters.status) : undefined,
    searchCondition(filters.q),
  );
}

/** created_at as UTC text with microseconds, so that a cursor loses nothing of the stored value. */
const createdAtText = sql<string>`to_char(${rfps.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function sortParts(sort: RfpSort) {
  const descending = sort.startsWith('-');
  const byTitle = sort.endsWith('title');
  return {
    descending,
    column: byTitle ? rfps.title : rfps.createdAt,
    afterValue: (value: string) => (byTitle ? sql`${value}::text` : sql`${value}::timestamptz`),
    isValue: byTitle ? (value: string) => value.length > 0 : isTimestampCursorValue,
  };
}

type ProposalCounts = RfpSummary['proposals'];
const NO_PROPOSALS: ProposalCounts = { total: 0, new: 0, declined: 0 };

/** How many proposals each request has: in all, new and declined. */
async function proposalCounts(db: Database, rfpIds: string[]): Promise<Map<string, ProposalCounts>> {
  const byRfp = new Map<string, ProposalCounts>();
  if (rfpIds.length === 0) return byRfp;
  const rows = await db
    .select({ rfpId: proposals.rfpId, status: proposals.status, total: count() })
    .from(proposals)
    .where(inArray(proposals.rfpId, rfpIds))
    .groupBy(proposals.rfpId, proposals.status);
  for (const row of rows) {
    const counts = byRfp.get(row.rfpId) ?? { ...NO_PROPOSALS };
    const total = Number(row.total);
    counts.total += total;
    if (row.status === 'new') counts.new += total;
    if (row.status === 'declined') counts.declined += total;
    byRfp.set(row.rfpId, counts);
  }
  return byRfp;
}

export function rfpSummary(row: RfpRow, counts: ProposalCounts = NO_PROPOSALS): RfpSummary {
  return {
    id: row.id,
    title: row.title,
    skills: row.skills,
    seniority: row.seniority,
    engagement: row.engagement,
    hours_per_week: row.hoursPerWeek,
    status: row.status,
    proposals: counts,
    start_date: row.startDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One keyset page of the company's requests: rows after the cursor's (sort value, id) in the order
 * of the sort, matching the (company_id, created_at, id) and (company_id, title, id) indexes.
 */
export async function rfpPage(db: Database, companyId: string, filters: RfpFilters, pageRequest: RfpPageRequest) {
  const { descending, column, afterValue, isValue } = sortParts(filters.sort);
  const after = pageRequest.cursor ? decodeKeysetCursor(pageRequest.cursor, filters.sort, isValue) : null;
  const afterCondition = after
    ? descending
      ? sql`(${column}, ${rfps.id}) < (${afterValue(after.value)}, ${after.id}::uuid)`
      : sql`(${column}, ${rfps.id}) > (${afterValue(after.value)}, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ rfp: rfps, createdAtText })
    .from(rfps)
    .where(and(filterCondition(companyId, filters), afterCondition))
    .orderBy(...(descending ? [desc(column), desc(rfps.id)] : [asc(column), asc(rfps.id)]))
    .limit(pageRequest.limit + 1);
  const byTitle = filters.sort.endsWith('title');
  const page = keysetPage(rows, pageRequest.limit, (last) => ({
    order: filters.sort,
    value: byTitle ? last.rfp.title : last.createdAtText,
    id: last.rfp.id,
  }));
  const counts = await proposalCounts(
    db,
    page.rows.map((row) => row.rfp.id),
  );
  return { items: page.rows.map((row) => rfpSummary(row.rfp, counts.get(row.rfp.id))), next_cursor: page.nextCursor };
}

export async function countFilteredRfps(db: Database, companyId: string, filters: RfpFilters): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(rfps).where(filterCondition(companyId, filters));
  return Number(counted?.total ?? 0);
}

export async function findRfp(db: Database, companyId: string, rfpId: string): Promise<RfpRow | null> {
  const [row] = await db
    .select()
    .from(rfps)
    .where(and(eq(rfps.id, rfpId), eq(rfps.companyId, companyId)));
  return row ?? null;
}

/** The request with all its proposals: newest first, declined ones last. */
export async function rfpDetail(db: Database, rfp: RfpRow): Promise<RfpDetail> {
  const rows = await db
    .select({ proposal: proposals, talent: talents })
    .from(proposals)
    .innerJoin(talents, eq(talents.id, proposals.talentId))
    .where(and(eq(proposals.rfpId, rfp.id), eq(proposals.companyId, rfp.companyId)));
  rows.sort((a, b) => compareProposalsForList(a.proposal, b.proposal));
  const counts = { ...NO_PROPOSALS };
  for (const { proposal } of rows) {
    counts.total += 1;
    if (proposal.status === 'new') counts.new += 1;
    if (proposal.status === 'declined') counts.declined += 1;
  }
  return {
    ...rfpSummary(rfp, counts),
    description: rfp.description,
    hourly_budget: rfp.hourlyBudgetMinor === null ? null : { currency: rfp.currency, added_value: rfp.hourlyBudgetMinor },
    notes: rfp.notes,
    proposals_list: rows.map(({ proposal, talent }) => proposalView(proposal, talent, rfp.status)),
  };
}
