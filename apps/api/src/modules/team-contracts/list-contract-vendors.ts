import { asc, sql } from 'drizzle-orm';
import type { Vendor } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { vendors } from '../company-users/tables';
import type { ContractsDeps } from './contracts-deps';
import { contracts } from './tables';

/** The vendors of the company's contracts, by name (the list's vendor filter). */
export async function listContractVendors(deps: Pick<ContractsDeps, 'db'>, input: { actor: CompanyActor }): Promise<Vendor[]> {
  const { companyId } = input.actor;
  return deps.db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(sql`exists (select 1 from ${contracts} where ${contracts.companyId} = ${companyId} and ${contracts.vendorId} = ${vendors.id})`)
    .orderBy(asc(vendors.name), asc(vendors.id));
}
