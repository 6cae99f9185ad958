import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { contracts } from './tables';

/** The contract made for a hired proposal of the company, or null. */
export async function contractOfProposal(
  db: Database,
  companyId: string,
  proposalId: string,
): Promise<{ id: string; number: string } | null> {
  const [row] = await db
    .select({ id: contracts.id, number: contracts.number })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.proposalId, proposalId)));
  return row ?? null;
}
