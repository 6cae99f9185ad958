import { and, eq } from 'drizzle-orm';
import type { CandidateProfile } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { HiringDeps } from './hiring-deps';
import { introCallView, latestIntroCall } from './intro-call-queries';
import { canHire, proposalView } from './proposal-view';
import { proposals, rfps, talents } from './tables';
import { talentDetailsOf } from './talent-view';

/**
 * A candidate's page: the talent's profile with the proposal and its request, whether they can be
 * hired, the contract made when they were, and the intro call booked with them. A 404 unless the request, the proposal and the
 * talent belong together and to the company.
 */
export async function getCandidate(
  deps: Pick<HiringDeps, 'db' | 'contracts' | 'scheduler'>,
  input: { actor: CompanyActor; rfpId: string; bidId: string; talentId: string; now?: Date },
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
  const call = await latestIntroCall(deps.db, { companyId, proposalId: proposal.id });
  const introCall = call?.meeting.status === 'scheduled' ? await introCallView(deps, call, input.now ?? new Date()) : null;
  return {
    rfp: { id: rfp.id, title: rfp.title },
    proposal: proposalView(proposal, talent, rfp.status),
    talent: talentDetailsOf(talent),
    contract_id: contract?.id ?? null,
    can_hire: canHire(proposal.status),
    intro_call: introCall,
  };
}
