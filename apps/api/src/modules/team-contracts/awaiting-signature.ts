import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import { contracts } from './tables';

/** What the dashboard shows of a contract: number, status, role, dates, its vendor and its talent (if any). */
export const contractCardColumns = {
  id: contracts.id,
  number: contracts.number,
  status: contracts.status,
  roleTitle: contracts.roleTitle,
  startsOn: contracts.startsOn,
  endsOn: contracts.endsOn,
  vendorId: vendors.id,
  vendorName: vendors.name,
  talentId: contracts.talentId,
  firstName: talents.firstName,
  lastName: talents.lastName,
};

/** The name of a card's talent, null when the contract names none (the talents join found no row). */
export function cardTalentName(row: { firstName: string | null; lastName: string | null }): string | null {
  return row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null;
}

/**
 * The company's contracts that wait for its signature, the soonest start first (those without a
 * start last), at most `limit` of them, and how many there are in all: the contracts card and the
 * action items show the same ones.
 */
export async function contractsAwaitingSignature(db: Database, companyId: string, limit: number) {
  const awaiting = and(eq(contracts.companyId, companyId), eq(contracts.status, 'awaiting_signature'));
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(contracts).where(awaiting),
    db
      .select(contractCardColumns)
      .from(contracts)
      .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
      .leftJoin(talents, eq(talents.id, contracts.talentId))
      .where(awaiting)
      .orderBy(sql`${contracts.startsOn} asc nulls last`, asc(contracts.number), asc(contracts.id))
      .limit(limit),
  ]);
  return { total: Number(counted?.total ?? 0), rows };
}
