import { asc, eq } from 'drizzle-orm';
import type { TimesheetFilterOptions } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import type { ContractsDeps } from './contracts-deps';
import { contracts, timesheets } from './tables';

/** The developers and the vendors of the company's timesheets, by name: what the list's filters offer. */
export async function listTimesheetFilterOptions(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor },
): Promise<TimesheetFilterOptions> {
  const ofCompany = eq(timesheets.companyId, input.actor.companyId);
  const [talentRows, vendorRows] = await Promise.all([
    deps.db
      .selectDistinct({ id: talents.id, firstName: talents.firstName, lastName: talents.lastName })
      .from(timesheets)
      .innerJoin(contracts, eq(contracts.id, timesheets.contractId))
      .innerJoin(talents, eq(talents.id, contracts.talentId))
      .where(ofCompany)
      .orderBy(asc(talents.firstName), asc(talents.lastName), asc(talents.id)),
    deps.db
      .selectDistinct({ id: vendors.id, name: vendors.name })
      .from(timesheets)
      .innerJoin(contracts, eq(contracts.id, timesheets.contractId))
      .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
      .where(ofCompany)
      .orderBy(asc(vendors.name), asc(vendors.id)),
  ]);
  return {
    talents: talentRows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() })),
    vendors: vendorRows,
  };
}
