import { eq } from 'drizzle-orm';
import type { CompanyDetails } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import type { CompanyDeps } from './company-deps';
import { loadCompanyDetails, lockCompany } from './company-queries';
import { companyLogos } from './tables';
import { publishChange } from '../../platform/live-events';

/** Removes the company's logo; without one (or once removed by a concurrent request) nothing changes and nothing is audited. */
export async function removeCompanyLogo(deps: Pick<CompanyDeps, 'db'>, input: { actor: CompanyActor }): Promise<CompanyDetails> {
  const { actor } = input;
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const removed = await tx.delete(companyLogos).where(eq(companyLogos.companyId, companyId)).returning({ companyId: companyLogos.companyId });
    if (removed.length > 0) {
      await recordAudit(tx, {
        action: 'company.logo_changed',
        companyId,
        actorUserId: actor.userId,
        subjectType: 'company',
        subjectId: companyId,
        ip: actor.ip,
        metadata: { change: 'removed' },
      });
      await publishChange(tx, { companyId, kind: 'company', id: companyId });
    }
    return loadCompanyDetails(tx, companyId);
  });
}
