import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChangeRequest } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { decodeKeysetCursor, isTimestampCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';
import { users, vendors } from '../company-users/tables';
import { contractChangeRequests, contracts } from './tables';

const LIST_ORDER = 'change_requests:-created_at';

const viewColumns = {
  request: contractChangeRequests,
  requesterId: users.id,
  requesterFirstName: users.firstName,
  requesterLastName: users.lastName,
  createdAtText: sql<string>`to_char(${contractChangeRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** Requests with what their view needs: their columns and who asked. */
const selectViews = (db: Database) =>
  db.select(viewColumns).from(contractChangeRequests).leftJoin(users, eq(users.id, contractChangeRequests.requestedBy));

type ViewRow = {
  request: typeof contractChangeRequests.$inferSelect;
  requesterId: string | null;
  requesterFirstName: string | null;
  requesterLastName: string | null;
};

/** A request as the contract shows it. */
function changeRequestView(row: ViewRow): ChangeRequest {
  const { request } = row;
  const name = [row.requesterFirstName, row.requesterLastName].filter(Boolean).join(' ');
  return {
    id: request.id,
    contract_id: request.contractId,
    kind: request.kind,
    requested_end_on: request.requestedEndOn,
    reason: request.reason === '' ? null : request.reason,
    status: request.status,
    notice_short: request.noticeShort,
    requested_by: row.requesterId ? { id: row.requesterId, name: name || 'A colleague' } : null,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    can_withdraw: request.status === 'pending',
  };
}

/** The company's contract a request is about, with its vendor's name, optionally locked; null when not the company's. */
export async function companyContract(db: Database, companyId: string, contractId: string, lock = false) {
  const query = db
    .select({ contract: contracts, vendorName: vendors.name })
    .from(contracts)
    .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
    .where(and(eq(contracts.id, contractId), eq(contracts.companyId, companyId)));
  // No key update: the lock orders requests on one contract and still lets its history rows be written.
  const [row] = lock ? await query.for('no key update', { of: contracts }) : await query;
  return row ?? null;
}

/** One request of the company's contract, or null. */
export async function loadChangeRequest(
  db: Database,
  companyId: string,
  contractId: string,
  requestId: string,
): Promise<ChangeRequest | null> {
  const [row] = await selectViews(db).where(
    and(
      eq(contractChangeRequests.id, requestId),
      eq(contractChangeRequests.contractId, contractId),
      eq(contractChangeRequests.companyId, companyId),
    ),
  );
  return row ? changeRequestView(row) : null;
}

/** One keyset page of a contract's requests, newest first, on the (contract_id, created_at) index. */
export async function changeRequestPage(
  db: Database,
  contractId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: ChangeRequest[]; next_cursor: string | null }> {
  const after = page.cursor ? decodeKeysetCursor(page.cursor, LIST_ORDER, isTimestampCursorValue) : null;
  const rows = await selectViews(db)
    .where(
      and(
        eq(contractChangeRequests.contractId, contractId),
        after
          ? sql`(${contractChangeRequests.createdAt}, ${contractChangeRequests.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(contractChangeRequests.createdAt), desc(contractChangeRequests.id))
    .limit(page.limit + 1);
  const listed = keysetPage(rows, page.limit, (last) => ({ order: LIST_ORDER, value: last.createdAtText, id: last.request.id }));
  return { items: listed.rows.map(changeRequestView), next_cursor: listed.nextCursor };
}

/** The actor's name for the contract's history: their name as it is now. */
export async function actorLabel(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return name || 'A colleague';
}
