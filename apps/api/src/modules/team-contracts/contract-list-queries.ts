import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CONTRACT_STATUSES,
  type ContractSort,
  type ContractStatus,
  type ContractSummary,
  type contractListQuerySchema,
  isEndingSoon,
} from '@portal/api-schema';
import type { z } from 'zod';
import type { Database } from '../../platform/database/database';
import { decodeKeysetCursor, isDateCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';
import { everyWordMatches } from '../../platform/database/word-search';
import { vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import { contractChangeRequests, contracts, serviceContractTerms } from './tables';

export type ContractListQuery = z.output<typeof contractListQuerySchema>;

/** The list's filters, as validated by contractListQuerySchema. */
export interface ContractFilters {
  status: ContractStatus[];
  vendor?: string;
  q?: string;
}

/** The columns of a contract as the list and the page show it: the contract, its vendor, talent, terms and open request. */
const summaryColumns = {
  contract: contracts,
  vendorName: vendors.name,
  talentFirstName: talents.firstName,
  talentLastName: talents.lastName,
  talentPhoto: talents.photo,
  talentTitle: talents.title,
  termsVersion: serviceContractTerms.version,
  termsPublishedOn: serviceContractTerms.publishedOn,
  pendingRequestKind: contractChangeRequests.kind,
};

export type SummaryRow = {
  contract: typeof contracts.$inferSelect;
  vendorName: string;
  talentFirstName: string | null;
  talentLastName: string | null;
  talentPhoto: string | null;
  talentTitle: string | null;
  termsVersion: string | null;
  termsPublishedOn: string | null;
  pendingRequestKind: ContractSummary['pending_request_kind'];
};

/** contracts joined with what a summary names; the pending request is at most one (a unique partial index). */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(contracts)
    .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
    .leftJoin(talents, eq(talents.id, contracts.talentId))
    .leftJoin(serviceContractTerms, eq(serviceContractTerms.id, contracts.termsVersionId))
    .leftJoin(
      contractChangeRequests,
      and(eq(contractChangeRequests.contractId, contracts.id), eq(contractChangeRequests.status, 'pending')),
    );
}

export function toSummary(row: SummaryRow, today: string): ContractSummary {
  const { contract } = row;
  return {
    id: contract.id,
    number: contract.number,
    status: contract.status,
    talent:
      contract.talentId && row.talentFirstName !== null
        ? {
            id: contract.talentId,
            name: `${row.talentFirstName} ${row.talentLastName ?? ''}`.trim(),
            photo: row.talentPhoto,
            title: row.talentTitle ?? '',
          }
        : null,
    vendor: { id: contract.vendorId, name: row.vendorName },
    role_title: contract.roleTitle,
    engagement: contract.engagement,
    hours_per_week: contract.hoursPerWeek,
    rate: { currency: contract.currency, added_value: contract.rateMinor },
    starts_on: contract.startsOn,
    ends_on: contract.endsOn,
    ending_soon: isEndingSoon({ status: contract.status, ends_on: contract.endsOn }, today),
    terms_version:
      contract.termsVersionId && row.termsVersion !== null && row.termsPublishedOn !== null
        ? { id: contract.termsVersionId, version: row.termsVersion, published_on: row.termsPublishedOn }
        : null,
    pending_request_kind: row.pendingRequestKind,
  };
}

const talentName = sql`(${talents.firstName} || ' ' || ${talents.lastName})`;

/** Every word of `q` in the number, the talent's name or the role, case-insensitively. */
function searchCondition(q: string | undefined): SQL | undefined {
  return everyWordMatches(
    q,
    (pattern) =>
      sql`(${contracts.number} ilike ${pattern} escape '\\' or coalesce(${talentName}, '') ilike ${pattern} escape '\\' or ${contracts.roleTitle} ilike ${pattern} escape '\\')`,
  );
}

function filterCondition(companyId: string, filters: ContractFilters): SQL | undefined {
  return and(
    eq(contracts.companyId, companyId),
    filters.status.length > 0 ? inArray(contracts.status, filters.status) : undefined,
    filters.vendor ? eq(contracts.vendorId, filters.vendor) : undefined,
    searchCondition(filters.q),
  );
}

// --- Orders and their keyset ---------------------------------------------------------------------

/** Open-ended and undated contracts sort as if at the ends of time, so every row has a comparable key. */
const NO_START = '0001-01-01';
const NO_END = '9999-12-31';

/** One column of an order: how it is computed, compared and read back from a row. */
interface SortPart {
  expression: SQL;
  /** The SQL type a cursor value is cast to. */
  cast: 'int' | 'date' | 'text';
  descending: boolean;
  valueOf(row: SummaryRow): string;
  isValue(value: string): boolean;
}

// The ranks are written into the statement: bound, PostgreSQL would type them as text.
const STATUS_RANK = sql`case ${sql.join(
  CONTRACT_STATUSES.map((status, rank) => sql`when ${contracts.status} = ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(CONTRACT_STATUSES.length))} end`;

const statusRank: Omit<SortPart, 'descending'> = {
  expression: STATUS_RANK,
  cast: 'int',
  valueOf: (row) => String(CONTRACT_STATUSES.indexOf(row.contract.status)),
  isValue: (value) => /^\d{1,2}$/.test(value),
};
const startsOn: Omit<SortPart, 'descending'> = {
  expression: sql`coalesce(${contracts.startsOn}, ${NO_START}::date)`,
  cast: 'date',
  valueOf: (row) => row.contract.startsOn ?? NO_START,
  isValue: isDateCursorValue,
};
const endsOn: Omit<SortPart, 'descending'> = {
  expression: sql`coalesce(${contracts.endsOn}, ${NO_END}::date)`,
  cast: 'date',
  valueOf: (row) => row.contract.endsOn ?? NO_END,
  isValue: isDateCursorValue,
};
const contractNumber: Omit<SortPart, 'descending'> = {
  expression: sql`${contracts.number}`,
  cast: 'text',
  valueOf: (row) => row.contract.number,
  isValue: (value) => value.length > 0 && value.length <= 180,
};

const ascending = (part: Omit<SortPart, 'descending'>): SortPart => ({ ...part, descending: false });
const descending = (part: Omit<SortPart, 'descending'>): SortPart => ({ ...part, descending: true });

/** Each order's columns; the id follows in the direction of the last one, so that every row has one place. */
const SORT_PARTS: Record<ContractSort, SortPart[]> = {
  status: [ascending(statusRank), descending(startsOn)],
  '-starts_on': [descending(startsOn)],
  starts_on: [ascending(startsOn)],
  ends_on: [ascending(endsOn)],
  '-ends_on': [descending(endsOn)],
  number: [ascending(contractNumber)],
  '-number': [descending(contractNumber)],
};

/** A cursor's value: the row's sort values, as a JSON list of strings. */
function cursorValueChecker(parts: SortPart[]) {
  return (value: string): boolean => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return false;
    }
    return (
      Array.isArray(parsed) &&
      parsed.length === parts.length &&
      parsed.every((item, index) => typeof item === 'string' && parts[index]!.isValue(item))
    );
  };
}

const castValue = (value: string, cast: SortPart['cast']) =>
  cast === 'int' ? sql`${Number(value)}::int` : cast === 'date' ? sql`${value}::date` : sql`${value}::text`;

/**
 * Rows after (values, id) in the order of `parts`: one branch per column, where the columns before
 * it are equal and it is past the value (the directions may differ, so no row comparison).
 */
function afterCondition(parts: SortPart[], values: string[], id: string): SQL {
  const last = parts.at(-1)!;
  const columns = [
    ...parts.map((part, index) => ({
      expression: part.expression,
      value: castValue(values[index]!, part.cast),
      descending: part.descending,
    })),
    { expression: sql`${contracts.id}`, value: sql`${id}::uuid`, descending: last.descending },
  ];
  const branches = columns.map((column, index) =>
    and(
      ...columns.slice(0, index).map((before) => sql`${before.expression} = ${before.value}`),
      column.descending ? sql`${column.expression} < ${column.value}` : sql`${column.expression} > ${column.value}`,
    ),
  );
  return sql`(${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` or `,
  )})`;
}

/**
 * One keyset page of the company's contracts in the order asked for; the cursor carries the last
 * row's sort values and id, so a later page costs no more than the first.
 */
export async function contractPage(
  db: Database,
  companyId: string,
  filters: ContractFilters,
  pageRequest: { sort: ContractSort; limit: number; cursor?: string; today: string },
): Promise<{ items: ContractSummary[]; next_cursor: string | null }> {
  const parts = SORT_PARTS[pageRequest.sort];
  const after = pageRequest.cursor ? decodeKeysetCursor(pageRequest.cursor, pageRequest.sort, cursorValueChecker(parts)) : null;
  const last = parts.at(-1)!;
  const rows: SummaryRow[] = await selectSummaries(db)
    .where(
      and(filterCondition(companyId, filters), after ? afterCondition(parts, JSON.parse(after.value) as string[], after.id) : undefined),
    )
    .orderBy(
      ...parts.map((part) => (part.descending ? desc(part.expression) : asc(part.expression))),
      last.descending ? desc(contracts.id) : asc(contracts.id),
    )
    .limit(pageRequest.limit + 1);
  const page = keysetPage(rows, pageRequest.limit, (lastRow) => ({
    order: pageRequest.sort,
    value: JSON.stringify(parts.map((part) => part.valueOf(lastRow))),
    id: lastRow.contract.id,
  }));
  return { items: page.rows.map((row) => toSummary(row, pageRequest.today)), next_cursor: page.nextCursor };
}

/** How many of the company's contracts the filters match. */
export async function countFilteredContracts(db: Database, companyId: string, filters: ContractFilters): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(contracts)
    .leftJoin(talents, eq(talents.id, contracts.talentId))
    .where(filterCondition(companyId, filters));
  return Number(counted?.total ?? 0);
}
