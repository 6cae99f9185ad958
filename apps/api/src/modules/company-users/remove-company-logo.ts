import { eq } from 'drizzle-orm';
import type { CompanyDetails } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { changeCompanyDetails } from './company-changes';
import type { CompanyDeps } from './company-deps';
import { companyLogos } from './tables';

/** Removes the company's logo; without one (or once removed by a concurrent request) nothing changes and nothing is audited. */
export async function removeCompanyLogo(deps: Pick<CompanyDeps, 'db'>, input: { actor: CompanyActor }): Promise<CompanyDetails> {
  const { actor } = input;
  return changeCompanyDetails(deps.db, actor, async (tx) => {
    const removed = await tx
      .delete(companyLogos)
      .where(eq(companyLogos.companyId, actor.companyId))
      .returning({ companyId: companyLogos.companyId });
    return removed.length > 0 ? { action: 'company.logo_changed', metadata: { change: 'removed' } } : null;
  });
}
