import { contractPdfFileName } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import { notFound } from '../../platform/http/errors';
import { renderContractDocument } from './contract-document';
import { documentFacts, findCompanyContract, signedPdfOf, termsOfContract } from './contract-document-queries';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';

/**
 * The contract as a PDF file: once signed, the signed PDF's stored bytes (the document with its
 * signature certificate page, the same file at every download); before, the document as it would
 * be signed now, so the reader sees what they would sign.
 */
export async function getContractPdf(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; contractId: string; now?: Date },
): Promise<Download> {
  const { db } = deps;
  const contract = await findCompanyContract(db, input.actor.companyId, input.contractId);
  if (!contract) throw notFound();
  const fileName = contractPdfFileName(contract.number);
  const signed = await signedPdfOf(db, contract.id);
  if (signed) return { contentType: 'application/pdf', fileName, body: signed };
  const terms = await termsOfContract(db, contract, isoDay(input.now ?? new Date()));
  const document = await renderContractDocument(await documentFacts(db, contract, terms));
  return { contentType: 'application/pdf', fileName, body: Buffer.from(document) };
}
