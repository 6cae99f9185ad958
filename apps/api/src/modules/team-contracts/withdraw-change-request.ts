import { and, eq } from 'drizzle-orm';
import { CHANGE_REQUEST_STATUS_LABELS, type ChangeRequest } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { HttpError, notFound } from '../../platform/http/errors';
import { actorLabel, companyContract, loadChangeRequest } from './change-request-queries';
import type { ContractsDeps } from './contracts-deps';
import { contractChangeRequests, contractEvents } from './tables';

/**
 * Withdraws the company's request that waits for the vendor. The change is a conditional update
 * from pending, so of concurrent identical requests one withdraws it, writes the history entry and
 * the audit entry; the others, like any later one, answer the withdrawn request. One the vendor
 * has decided is a 409; another company's contract or request is unknown (404).
 */
export async function withdrawChangeRequest(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; contractId: string; requestId: string; now?: Date },
): Promise<ChangeRequest> {
  const { actor, contractId, requestId } = input;
  const now = input.now ?? new Date();
  await deps.db.transaction(async (tx) => {
    const found = await companyContract(tx, actor.companyId, contractId);
    if (!found) throw notFound();
    const [request] = await tx
      .select()
      .from(contractChangeRequests)
      .where(and(eq(contractChangeRequests.id, requestId), eq(contractChangeRequests.contractId, found.contract.id)));
    if (!request) throw notFound();
    if (request.status === 'withdrawn') return;
    if (request.status !== 'pending') {
      throw new HttpError(
        409,
        `This request was ${CHANGE_REQUEST_STATUS_LABELS[request.status].toLowerCase()}, so it can no longer be withdrawn.`,
      );
    }
    const [withdrawn] = await tx
      .update(contractChangeRequests)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(contractChangeRequests.id, request.id), eq(contractChangeRequests.status, 'pending')))
      .returning({ id: contractChangeRequests.id });
    if (!withdrawn) return;
    await tx.insert(contractEvents).values({
      contractId: found.contract.id,
      kind: 'request_withdrawn',
      actorUserId: actor.userId,
      actorLabel: await actorLabel(tx, actor.userId),
      occurredAt: now,
      details: { request_id: request.id, request_kind: request.kind, requested_end_on: request.requestedEndOn },
    });
    await recordChange(tx, {
      action: 'contract.change_request_withdrawn',
      companyId: actor.companyId,
      subject: { kind: 'contract', id: found.contract.id },
      by: actor,
      metadata: { request_id: request.id, number: found.contract.number, kind: request.kind, requested_end_on: request.requestedEndOn },
    });
  });
  const request = await loadChangeRequest(deps.db, actor.companyId, contractId, requestId);
  if (!request) throw notFound();
  return request;
}
