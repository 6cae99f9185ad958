import type { CompanyDetails } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { CompanyDeps } from './company-deps';
import { loadCompanyDetails } from './company-queries';

/** The actor's company's details: information, business details and the logo's description. */
export function getCompany(deps: Pick<CompanyDeps, 'db'>, input: { actor: CompanyActor }): Promise<CompanyDetails> {
  return loadCompanyDetails(deps.db, input.actor.companyId);
}
