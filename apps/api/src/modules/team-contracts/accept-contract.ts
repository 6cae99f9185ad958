import { and, eq, sql } from 'drizzle-orm';
import {
  type AcceptContractResult,
  CONTRACT_DOCUMENT_MESSAGES,
  CONTRACT_NOT_SIGNABLE_MESSAGES,
  type ContractEventKind,
} from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { HttpError, notFound } from '../../platform/http/errors';
import { isoDay, statusOnSigning } from './contract-status';
import { findCompanyContract, signatureOf, termsOfContract } from './contract-document-queries';
import type { ContractsDeps } from './contracts-deps';
import { loadSigner, signatureEvidence, wholeSeconds } from './signing-evidence';
import { contractEvents, contracts, contractSignatures } from './tables';

const answer = (
  signature: { contractId: string; signedAt: Date; signedPdfSha256: string },
  status: AcceptContractResult['status'],
): AcceptContractResult => ({
  id: signature.contractId,
  status,
  signed_at: signature.signedAt.toISOString(),
  signed_pdf_sha256: signature.signedPdfSha256,
});

/**
 * Signs a contract awaiting the company's signature, in one transaction: the contract is locked,
 * its document made from its facts as they are now and fingerprinted, the signed PDF (the document
 * with its signature certificate page) made once, the status changed on the version the page
 * showed, and the evidence, the history and the audit entry written. Concurrent signings wait for
 * the lock and then find the contract signed: one signature however often it is sent. Asking again
 * once the caller has signed it answers their signature again and changes nothing; anyone else is
 * told the contract's state (409).
 */
export async function acceptContract(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; contractId: string; version: number; now?: Date },
): Promise<AcceptContractResult> {
  const { actor, contractId } = input;
  const signedAt = wholeSeconds(input.now ?? new Date());
  const today = isoDay(signedAt);
  return deps.db.transaction(async (tx) => {
    const contract = await findCompanyContract(tx, actor.companyId, contractId, { lock: true });
    if (!contract) throw notFound();
    if (contract.status !== 'awaiting_signature') {
      const signature = await signatureOf(tx, contract.id);
      if (signature && signature.signerUserId === actor.userId) return answer(signature, contract.status);
      throw new HttpError(409, CONTRACT_NOT_SIGNABLE_MESSAGES[contract.status]);
    }
    if (contract.version !== input.version) throw new HttpError(409, CONTRACT_DOCUMENT_MESSAGES.changedSinceOpened);

    const terms = await termsOfContract(tx, contract, today);
    if (!terms) throw new HttpError(409, CONTRACT_DOCUMENT_MESSAGES.noTerms);
    const signer = await loadSigner(tx, actor.userId);
    if (!signer) throw notFound();
    const { row: evidence, vendorName } = await signatureEvidence(tx, {
      contract,
      terms,
      signer,
      signedAt,
      clientIp: actor.ip,
      userAgent: actor.userAgent,
    });

    const status = statusOnSigning(contract, today);
    const changed = await tx
      .update(contracts)
      // A contract that named no terms is signed under the current ones: from now on it names them.
      .set({ status, version: sql`${contracts.version} + 1`, termsVersionId: terms.id, updatedAt: signedAt })
      .where(and(eq(contracts.id, contract.id), eq(contracts.status, 'awaiting_signature'), eq(contracts.version, contract.version)))
      .returning({ id: contracts.id });
    // The row is locked, so nothing can have changed it since it was read; kept as the rule's guard.
    if (changed.length === 0) throw new HttpError(409, CONTRACT_DOCUMENT_MESSAGES.changedSinceOpened);
    await tx.insert(contractSignatures).values(evidence);

    const followers: ContractEventKind[] = status === 'active' ? ['started'] : status === 'ended' ? ['ended'] : [];
    await tx.insert(contractEvents).values([
      {
        contractId: contract.id,
        kind: 'signed',
        actorUserId: signer.id,
        actorLabel: signer.name,
        occurredAt: signedAt,
        details: { terms_version: terms.version, document_sha256: evidence.documentSha256 },
      },
      ...followers.map((kind) => ({
        contractId: contract.id,
        kind,
        actorUserId: null,
        actorLabel: 'System',
        occurredAt: signedAt,
        details: {},
      })),
    ]);
    await recordChange(tx, {
      action: 'contract.signed',
      companyId: actor.companyId,
      subject: { kind: 'contract', id: contract.id },
      by: actor,
      metadata: {
        number: contract.number,
        vendor_id: contract.vendorId,
        vendor_name: vendorName,
        status,
        terms_version: terms.version,
        document_sha256: evidence.documentSha256,
        signed_pdf_sha256: evidence.signedPdfSha256,
      },
    });
    return answer(evidence, status);
  });
}
