import { and, eq, inArray } from 'drizzle-orm';
import {
  HIRE_DECLINED_MESSAGE,
  HIRE_VENDOR_MISSING_MESSAGE,
  HIRE_WITHOUT_CONTRACT_MESSAGE,
  HIREABLE_PROPOSAL_STATUSES,
  type HireProposalResult,
  utcDay,
} from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { HttpError, notFound } from '../../platform/http/errors';
import type { HiringDeps } from './hiring-deps';
import { proposals, rfps, talents } from './tables';

/**
 * Hires a proposal's candidate: the proposal becomes hired and the talent's vendor sends the
 * contract, awaiting the company's signature, in one transaction. The proposal's row is locked
 * while it is read and changed, so of concurrent identical requests one hires and writes the audit
 * entries (`proposal.hired`, `contract.created`); the others, like any later one, answer the
 * contract it made. A declined candidate, or one whose vendor has not joined, is a 409; another
 * company's proposal is unknown (404).
 */
export async function hireProposal(
  deps: Pick<HiringDeps, 'db' | 'contracts'>,
  input: { actor: CompanyActor; proposalId: string; now?: Date },
): Promise<HireProposalResult> {
  const { actor, proposalId } = input;
  const now = input.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ proposal: proposals, rfp: rfps, vendorId: talents.vendorId })
      .from(proposals)
      .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
      .innerJoin(talents, eq(talents.id, proposals.talentId))
      .where(and(eq(proposals.id, proposalId), eq(proposals.companyId, actor.companyId), eq(rfps.companyId, actor.companyId)))
      .for('update', { of: proposals });
    if (!found) throw notFound();
    const { proposal, rfp, vendorId } = found;

    if (proposal.status === 'hired') {
      const contract = await deps.contracts.contractOfProposal(tx, actor.companyId, proposal.id);
      if (!contract) throw new HttpError(409, HIRE_WITHOUT_CONTRACT_MESSAGE);
      return { proposal_id: proposal.id, status: 'hired', contract_id: contract.id };
    }
    if (!(HIREABLE_PROPOSAL_STATUSES as readonly string[]).includes(proposal.status)) throw new HttpError(409, HIRE_DECLINED_MESSAGE);
    if (!vendorId) throw new HttpError(409, HIRE_VENDOR_MISSING_MESSAGE);

    const [hired] = await tx
      .update(proposals)
      .set({ status: 'hired' })
      .where(and(eq(proposals.id, proposal.id), inArray(proposals.status, [...HIREABLE_PROPOSAL_STATUSES])))
      .returning({ id: proposals.id });
    // The row is locked: only a status changed by this very transaction could stop the update.
    if (!hired) throw new HttpError(409, HIRE_DECLINED_MESSAGE);
    await tx.update(rfps).set({ updatedAt: now }).where(eq(rfps.id, rfp.id));

    const today = utcDay(now);
    const contract = await deps.contracts.createContract(
      { db: tx },
      {
        actor,
        now,
        contract: {
          companyId: actor.companyId,
          vendorId,
          talentId: proposal.talentId,
          proposalId: proposal.id,
          roleTitle: rfp.title,
          description: rfp.description ?? '',
          engagement: rfp.engagement,
          hoursPerWeek: proposal.hoursPerWeek,
          rateMinor: proposal.rateMinor,
          currency: proposal.currency,
          // Available from a day already past: the contract starts today.
          startsOn: proposal.availableFrom < today ? today : proposal.availableFrom,
        },
      },
    );
    await recordChange(tx, {
      action: 'proposal.hired',
      companyId: actor.companyId,
      subject: { kind: 'proposal', id: proposal.id },
      by: actor,
      metadata: {
        rfp_id: rfp.id,
        talent_id: proposal.talentId,
        previous_status: proposal.status,
        contract_id: contract.id,
        contract_number: contract.number,
      },
    });
    return { proposal_id: proposal.id, status: 'hired', contract_id: contract.id };
  });
}
