import { and, asc, eq, inArray } from 'drizzle-orm';
import { CONTRACT_EVENT_LABELS, CONTRACT_WORKING_STATUSES, type ContractDetail } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { billedInvoiceOf } from './billed-invoice-queries';
import { selectSummaries, toSummary } from './contract-list-queries';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import { contractEvents, contracts, contractSignatures, serviceContractTerms } from './tables';

/**
 * One contract of the company with every term, the invoices billed under it, its history and the
 * evidence of its signature (never the signed PDF's bytes). Another company's is a 404, as an unknown one.
 */
export async function getContract(
  deps: Pick<ContractsDeps, 'db' | 'invoices'>,
  input: { actor: CompanyActor; contractId: string; now?: Date },
): Promise<ContractDetail> {
  const { db } = deps;
  const { companyId } = input.actor;
  const [row] = await selectSummaries(db)
    .where(and(eq(contracts.id, input.contractId), eq(contracts.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound();
  const { contract } = row;

  const [billed, history, [signature], [working]] = await Promise.all([
    deps.invoices.billedUnder(db, { companyId, contractIds: [contract.id] }),
    db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contract.id))
      .orderBy(asc(contractEvents.occurredAt), asc(contractEvents.id)),
    db
      .select({
        signerName: contractSignatures.signerName,
        signerEmail: contractSignatures.signerEmail,
        signedAt: contractSignatures.signedAt,
        clientIp: contractSignatures.clientIp,
        userAgent: contractSignatures.userAgent,
        termsVersionId: contractSignatures.termsVersionId,
        termsVersion: serviceContractTerms.version,
        termsPublishedOn: serviceContractTerms.publishedOn,
        documentSha256: contractSignatures.documentSha256,
        signedPdfSha256: contractSignatures.signedPdfSha256,
      })
      .from(contractSignatures)
      .innerJoin(serviceContractTerms, eq(serviceContractTerms.id, contractSignatures.termsVersionId))
      .where(eq(contractSignatures.contractId, contract.id))
      .limit(1),
    contract.talentId
      ? db
          .select({ id: contracts.id })
          .from(contracts)
          .where(
            and(
              eq(contracts.companyId, companyId),
              eq(contracts.talentId, contract.talentId),
              inArray(contracts.status, [...CONTRACT_WORKING_STATUSES]),
            ),
          )
          .limit(1)
      : Promise.resolve([]),
  ]);

  return {
    ...toSummary(row, isoDay(input.now ?? new Date())),
    description: contract.description,
    notice_period_days: contract.noticePeriodDays,
    created_at: contract.createdAt.toISOString(),
    version: contract.version,
    invoices: billed.map(billedInvoiceOf),
    history: history.map((event) => ({
      id: event.id,
      kind: event.kind,
      label: CONTRACT_EVENT_LABELS[event.kind],
      actor_label: event.actorLabel,
      occurred_at: event.occurredAt.toISOString(),
      details: event.details,
    })),
    signature: signature
      ? {
          signer_name: signature.signerName,
          signer_email: signature.signerEmail,
          signed_at: signature.signedAt.toISOString(),
          client_ip: signature.clientIp,
          user_agent: signature.userAgent,
          terms_version: { id: signature.termsVersionId, version: signature.termsVersion, published_on: signature.termsPublishedOn },
          document_sha256: signature.documentSha256,
          signed_pdf_sha256: signature.signedPdfSha256,
        }
      : null,
    talent_on_team: working !== undefined,
  };
}
