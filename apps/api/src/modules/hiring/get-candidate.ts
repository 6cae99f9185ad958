import { and, eq } from 'drizzle-orm';
import type { CandidateProfile } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { HiringDeps } from './hiring-deps';
import { canHire, proposalView } from './proposal-view';
import { proposals, rfps, talents } from './tables';
import { talentDetailsOf } from './talent-view';

/**
 * A candidate's page: the talent's profile with the proposal and its request, whether they can be
 * hired, and the contract made when they were. A 404 unless the request, the proposal and the
 * talent belong together and to the company.
 */
export async function getCandidate(
  deps: Pick<HiringDeps, 'db' | 'contracts'>,
  input: { actor: CompanyActor; rfpId: string; bidId: string; talentId: string },
): Promise<CandidateProfile> {
  const { companyId } = input.actor;
  const [row] = await deps.db
    .select({ rfp: rfps, proposal: proposals, talent: talents })
    .from(proposals)
    .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
    .innerJoin(talents, eq(talents.id, proposals.talentId))
    .where(
      and(
        eq(proposals.id, input.bidId),
        eq(proposals.rfpId, input.rfpId),
        eq(proposals.talentId, input.talentId),
        eq(proposals.companyId, companyId),
        eq(rfps.companyId, companyId),
      ),
    );
  if (!row) throw notFound();
  const { rfp, proposal, talent } = row;
  const contract = proposal.status === 'hired' ? await deps.contracts.contractOfProposal(deps.db, companyId, proposal.id) : null;
  return {
    rfp: { id: rfp.id, title: rfp.title },
    proposal: proposalView(proposal, talent, rfp.status),
    talent: talentDetailsOf(talent),
    contract_id: contract?.id ?? null,
    can_hire: canHire(proposal.status),
  };
}
