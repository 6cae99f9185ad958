import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONTRACT_IN_FORCE_STATUSES } from '@portal/api-schema';
import type { ConnectionFigureSource, ConnectionFigures } from '../company-users';
import { contracts } from './tables';

/** A vendor connection's contracts (registered in index.ts): the active ones and those in force, which keep it from ending. */
export const contractConnectionFigures: ConnectionFigureSource = async (db, companyId, vendorIds) => {
  const rows = await db
    .select({
      vendorId: contracts.vendorId,
      active: sql<number>`count(*) filter (where ${contracts.status} = 'active')`.mapWith(Number),
      inForce: sql<number>`count(*) filter (where ${inArray(contracts.status, CONTRACT_IN_FORCE_STATUSES)})`.mapWith(Number),
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.vendorId, vendorIds)))
    .groupBy(contracts.vendorId);
  return new Map<string, Partial<ConnectionFigures>>(
    rows.map((row) => [row.vendorId, { activeContracts: row.active, contractsInForce: row.inForce }]),
  );
};
