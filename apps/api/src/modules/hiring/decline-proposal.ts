import { and, eq, inArray } from 'drizzle-orm';
import { DECLINABLE_PROPOSAL_STATUSES, type Proposal } from '@portal/api-schema';
import { recordChange } from '../../platform/audit/audited-change';
import type { Database } from '../../platform/database/database';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import type { HiringDeps } from './hiring-deps';
import { proposalView } from './proposal-view';
import { meetings, proposals, rfps, talents } from './tables';

const DECLINE_NOT_ALLOWED_MESSAGE = 'This candidate can no longer be declined.';

export interface DeclineProposalInput {
  actor: CompanyActor;
  proposalId: string;
  /** The reason given; null (or blank) when skipped. */
  reason: string | null;
}

async function currentProposal(db: Database, companyId: string, proposalId: string) {
  const [row] = await db
    .select({ proposal: proposals, talent: talents, rfpStatus: rfps.status })
    .from(proposals)
    .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
    .innerJoin(talents, eq(talents.id, proposals.talentId))
    .where(and(eq(proposals.id, proposalId), eq(proposals.companyId, companyId), eq(rfps.companyId, companyId)));
  return row ?? null;
}

/**
 * Declines the proposal. The update only applies from a declinable status, so of concurrent
 * identical requests exactly one changes it (and writes the audit entry). Declining it again answers
 * the declined proposal as it is, first reason kept; a hired candidate is a 409. A scheduled intro
 * call with the candidate is canceled with it.
 */
export async function declineProposal(deps: Pick<HiringDeps, 'db'>, input: DeclineProposalInput): Promise<Proposal> {
  const { db } = deps;
  const { actor, proposalId } = input;
  const reason = input.reason?.trim() || null;
  await db.transaction(async (tx) => {
    const now = new Date();
    const [declined] = await tx
      .update(proposals)
      .set({ status: 'declined', declineReason: reason, declinedAt: now, declinedBy: actor.userId })
      .where(
        and(
          eq(proposals.id, proposalId),
          eq(proposals.companyId, actor.companyId),
          inArray(proposals.status, [...DECLINABLE_PROPOSAL_STATUSES]),
        ),
      )
      .returning({ id: proposals.id, rfpId: proposals.rfpId, talentId: proposals.talentId });
    if (!declined) return;
    await tx.update(rfps).set({ updatedAt: now }).where(eq(rfps.id, declined.rfpId));
    // A declined candidate's intro call is off: it leaves the upcoming interviews and loses its link.
    const canceledCalls = await tx
      .update(meetings)
      .set({ status: 'canceled', meetingUrl: null })
      .where(and(eq(meetings.proposalId, declined.id), eq(meetings.status, 'scheduled')))
      .returning({ id: meetings.id });
    await recordChange(tx, {
      action: 'proposal.declined',
      companyId: actor.companyId,
      subject: { kind: 'proposal', id: declined.id },
      by: actor,
      metadata: { rfp_id: declined.rfpId, talent_id: declined.talentId, reason, canceled_meetings: canceledCalls.map((call) => call.id) },
    });
  });
  const current = await currentProposal(db, actor.companyId, proposalId);
  if (!current) throw notFound();
  if (current.proposal.status !== 'declined') throw new HttpError(409, DECLINE_NOT_ALLOWED_MESSAGE);
  return proposalView(current.proposal, current.talent, current.rfpStatus);
}
