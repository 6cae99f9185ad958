import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Connection, ConnectionStatus } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { decodeKeysetCursor, keysetPage } from '../../platform/pagination/keyset-cursor';
import type { ConnectionFigureRegistry, ConnectionFigures } from './connection-figures';
import { type VendorConnectionRow, vendorConnections, vendors } from './tables';

// The company's vendor connections with what the Connections tab counts for each: active
// contracts, contracts in force (which keep it from ending) and open invoices, counted by
// team-contracts and billing through the connection figures they register.

/** The one order of the list: by vendor name, then id. */
const ORDER = 'vendor';

export type ConnectionCounts = ConnectionFigures;

const NO_COUNTS: ConnectionCounts = { activeContracts: 0, contractsInForce: 0, openInvoices: 0 };

/** The counts of each vendor's contracts and open invoices with the company, from the sources the owning modules registered. */
export async function connectionCounts(
  reads: { db: Database; connectionFigures: Pick<ConnectionFigureRegistry, 'list'> },
  companyId: string,
  vendorIds: string[],
): Promise<Map<string, ConnectionCounts>> {
  const counts = new Map<string, ConnectionCounts>();
  if (vendorIds.length === 0) return counts;
  const figures = await Promise.all(reads.connectionFigures.list().map((source) => source(reads.db, companyId, vendorIds)));
  for (const byVendor of figures) {
    for (const [vendorId, found] of byVendor) counts.set(vendorId, { ...(counts.get(vendorId) ?? NO_COUNTS), ...found });
  }
  return counts;
}

export function toConnection(row: VendorConnectionRow, vendorName: string, counts: ConnectionCounts = NO_COUNTS): Connection {
  return {
    id: row.id,
    vendor: { id: row.vendorId, name: vendorName },
    status: row.status,
    since: row.since,
    ended_on: row.endedOn,
    terms_version: row.termsVersion,
    contact: row.contactName && row.contactEmail ? { name: row.contactName, email: row.contactEmail } : null,
    active_contracts: counts.activeContracts,
    open_invoices: counts.openInvoices,
    contracts_in_force: counts.contractsInForce,
    can_end: row.status !== 'ended' && counts.contractsInForce === 0,
  };
}

function filterCondition(companyId: string, statuses: readonly ConnectionStatus[]): SQL | undefined {
  return and(
    eq(vendorConnections.companyId, companyId),
    statuses.length > 0 ? inArray(vendorConnections.status, [...statuses]) : undefined,
  );
}

/** One keyset page of the company's connections, by vendor name. */
export async function connectionPage(
  reads: { db: Database; connectionFigures: Pick<ConnectionFigureRegistry, 'list'> },
  companyId: string,
  filters: { status: readonly ConnectionStatus[] },
  pageRequest: { limit: number; cursor?: string },
) {
  const { db } = reads;
  const after = pageRequest.cursor ? decodeKeysetCursor(pageRequest.cursor, ORDER, (value) => value.length > 0) : null;
  const rows = await db
    .select({ connection: vendorConnections, vendorName: vendors.name })
    .from(vendorConnections)
    .innerJoin(vendors, eq(vendors.id, vendorConnections.vendorId))
    .where(
      and(
        filterCondition(companyId, filters.status),
        after ? sql`(${vendors.name}, ${vendorConnections.id}) > (${after.value}::text, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(vendors.name), asc(vendorConnections.id))
    .limit(pageRequest.limit + 1);
  const page = keysetPage(rows, pageRequest.limit, (last) => ({ order: ORDER, value: last.vendorName, id: last.connection.id }));
  const counts = await connectionCounts(
    reads,
    companyId,
    page.rows.map((row) => row.connection.vendorId),
  );
  return {
    items: page.rows.map((row) => toConnection(row.connection, row.vendorName, counts.get(row.connection.vendorId))),
    next_cursor: page.nextCursor,
  };
}

export async function countConnections(db: Database, companyId: string, filters: { status: readonly ConnectionStatus[] }): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(vendorConnections).where(filterCondition(companyId, filters.status));
  return Number(counted?.total ?? 0);
}
