import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CONTRACT_IN_FORCE_STATUSES,
  type Connection,
  type ConnectionStatus,
  OPEN_INVOICE_STATUSES,
} from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/pagination/keyset-cursor';
import { invoices, vendors } from '../billing/tables';
import { contracts } from '../contracts/tables';
import { type VendorConnectionRow, vendorConnections } from './tables';

// The company's vendor connections with what the Connections tab counts for each: active
// contracts, contracts in force (which keep it from ending) and open invoices.

/** The one order of the list: by vendor name, then id. */
const ORDER = 'vendor';

export interface ConnectionCounts {
  activeContracts: number;
  contractsInForce: number;
  openInvoices: number;
}

const NO_COUNTS: ConnectionCounts = { activeContracts: 0, contractsInForce: 0, openInvoices: 0 };

/** The counts of each vendor's contracts and open invoices with the company. */
export async function connectionCounts(db: Database, companyId: string, vendorIds: string[]): Promise<Map<string, ConnectionCounts>> {
  const counts = new Map<string, ConnectionCounts>();
  if (vendorIds.length === 0) return counts;
  const [contractRows, invoiceRows] = await Promise.all([
    db
      .select({
        vendorId: contracts.vendorId,
        active: sql<number>`count(*) filter (where ${contracts.status} = 'active')`.mapWith(Number),
        inForce: sql<number>`count(*) filter (where ${inArray(contracts.status, CONTRACT_IN_FORCE_STATUSES)})`.mapWith(Number),
      })
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), inArray(contracts.vendorId, vendorIds)))
      .groupBy(contracts.vendorId),
    db
      .select({ vendorId: invoices.vendorId, open: count() })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.vendorId, vendorIds), inArray(invoices.status, OPEN_INVOICE_STATUSES)))
      .groupBy(invoices.vendorId),
  ]);
  const entry = (vendorId: string) => {
    const found = counts.get(vendorId) ?? { ...NO_COUNTS };
    counts.set(vendorId, found);
    return found;
  };
  for (const row of contractRows) Object.assign(entry(row.vendorId), { activeContracts: row.active, contractsInForce: row.inForce });
  for (const row of invoiceRows) entry(row.vendorId).openInvoices = Number(row.open);
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
  return and(eq(vendorConnections.companyId, companyId), statuses.length > 0 ? inArray(vendorConnections.status, [...statuses]) : undefined);
}

/** One keyset page of the company's connections, by vendor name. */
export async function connectionPage(
  db: Database,
  companyId: string,
  filters: { status: readonly ConnectionStatus[] },
  pageRequest: { limit: number; cursor?: string },
) {
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
  const pageRows = rows.slice(0, pageRequest.limit);
  const counts = await connectionCounts(
    db,
    companyId,
    pageRows.map((row) => row.connection.vendorId),
  );
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => toConnection(row.connection, row.vendorName, counts.get(row.connection.vendorId))),
    next_cursor:
      rows.length > pageRequest.limit && last ? encodeKeysetCursor({ order: ORDER, value: last.vendorName, id: last.connection.id }) : null,
  };
}

export async function countConnections(db: Database, companyId: string, filters: { status: readonly ConnectionStatus[] }): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(vendorConnections).where(filterCondition(companyId, filters.status));
  return Number(counted?.total ?? 0);
}
