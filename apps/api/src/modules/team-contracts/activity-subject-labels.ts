import { and, eq, inArray } from 'drizzle-orm';
import type { SubjectLabelLookup } from '../company-users';
import { talents } from '../hiring/tables';
import { contracts } from './tables';

/** How the activity log names a contract (registered in index.ts): by its number and talent. */
export const CONTRACT_ACTIVITY_SUBJECTS: Record<string, SubjectLabelLookup> = {
  contract: async (db, companyId, ids) =>
    (
      await db
        .select({ id: contracts.id, number: contracts.number, firstName: talents.firstName, lastName: talents.lastName })
        .from(contracts)
        .leftJoin(talents, eq(talents.id, contracts.talentId))
        .where(and(eq(contracts.companyId, companyId), inArray(contracts.id, ids)))
    ).map((row) => ({
      id: row.id,
      label: row.firstName
        ? `Contract ${row.number} (${row.firstName} ${row.lastName ?? ''})`.replace(' )', ')')
        : `Contract ${row.number}`,
    })),
};
