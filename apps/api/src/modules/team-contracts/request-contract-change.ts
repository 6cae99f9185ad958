import { and, eq } from 'drizzle-orm';
import { type ChangeRequest, type ChangeRequestInput, pendingChangeRequestMessage, utcDay } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { HttpError, invalidField, notFound } from '../../platform/http/errors';
import { actorLabel, companyContract, loadChangeRequest } from './change-request-queries';
import type { ContractsDeps } from './contracts-deps';
import { formatDay, judgeChangeRequest } from './notice-period';
import { contractChangeRequests, contractEvents } from './tables';

export interface RequestedChange {
  request: ChangeRequest;
  /** False when the same request was already waiting: it is answered as it is. */
  created: boolean;
}

/**
 * Asks the vendor to extend the contract to a later end or to end it on a last working day. The
 * request row is the vendor's record of it (vendors have no inbox here), written with the
 * contract's history entry and the audit entry. One request waits per contract: the contract's row
 * is locked while it is checked, and the unique partial index holds the rest, so of concurrent
 * identical requests one is written and the others answer it; a different one while one waits is
 * a 409 naming the waiting request.
 */
export async function requestContractChange(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; contractId: string; change: ChangeRequestInput; now?: Date },
): Promise<RequestedChange> {
  const { actor, change } = input;
  const now = input.now ?? new Date();
  const today = utcDay(now);
  const reason = change.reason?.trim() ?? '';
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await companyContract(tx, actor.companyId, input.contractId, true);
    if (!found) throw notFound();
    const { contract, vendorName } = found;
    const verdict = judgeChangeRequest(
      change.kind,
      { status: contract.status, starts_on: contract.startsOn, ends_on: contract.endsOn, notice_period_days: contract.noticePeriodDays },
      change.requested_end_on,
      today,
    );
    if (verdict.outcome === 'refused') throw new HttpError(409, verdict.message);
    if (verdict.outcome === 'invalid') throw invalidField('requested_end_on', verdict.message);

    const [pending] = await tx
      .select()
      .from(contractChangeRequests)
      .where(and(eq(contractChangeRequests.contractId, contract.id), eq(contractChangeRequests.status, 'pending')));
    if (pending) {
      const same = pending.kind === change.kind && pending.requestedEndOn === change.requested_end_on && pending.reason === reason;
      if (same) return { id: pending.id, created: false };
      throw new HttpError(409, pendingChangeRequestMessage(pending, vendorName, formatDay));
    }

    const [row] = await tx
      .insert(contractChangeRequests)
      .values({
        contractId: contract.id,
        companyId: actor.companyId,
        kind: change.kind,
        requestedEndOn: change.requested_end_on,
        reason,
        noticeShort: verdict.noticeShort,
        requestedBy: actor.userId,
        createdAt: now,
      })
      .returning({ id: contractChangeRequests.id });
    if (!row) throw new Error('No change request written');
    await tx.insert(contractEvents).values({
      contractId: contract.id,
      kind: change.kind === 'extension' ? 'extension_requested' : 'end_requested',
      actorUserId: actor.userId,
      actorLabel: await actorLabel(tx, actor.userId),
      occurredAt: now,
      details: { request_id: row.id, requested_end_on: change.requested_end_on, notice_short: verdict.noticeShort },
    });
    await recordChange(tx, {
      action: change.kind === 'extension' ? 'contract.extension_requested' : 'contract.end_requested',
      companyId: actor.companyId,
      subject: { kind: 'contract', id: contract.id },
      by: actor,
      metadata: {
        request_id: row.id,
        number: contract.number,
        vendor_name: vendorName,
        requested_end_on: change.requested_end_on,
        current_end_on: contract.endsOn,
        notice_short: verdict.noticeShort,
        notice_period_days: contract.noticePeriodDays,
      },
    });
    return { id: row.id, created: true };
  });
  const request = await loadChangeRequest(deps.db, actor.companyId, input.contractId, outcome.id);
  if (!request) throw notFound();
  return { request, created: outcome.created };
}
