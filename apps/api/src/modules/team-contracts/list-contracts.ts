import type { ContractPage } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { contractPage, type ContractListQuery, countFilteredContracts } from './contract-list-queries';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';

/** One keyset page of the company's contracts, filtered and sorted, with how many match. */
export async function listContracts(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; query: ContractListQuery; now?: Date },
): Promise<ContractPage> {
  const { companyId } = input.actor;
  const { status, vendor, q, sort, limit, cursor } = input.query;
  const filters = { status, vendor, q };
  const today = isoDay(input.now ?? new Date());
  const [page, total] = await Promise.all([
    contractPage(deps.db, companyId, filters, { sort, limit, cursor, today }),
    countFilteredContracts(deps.db, companyId, filters),
  ]);
  return { ...page, total };
}
