import { type ContractDocument, contractPdfFileName } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { renderContractDocument, sha256Hex } from './contract-document';
import { documentFacts, findCompanyContract, signatureOf, termsById, termsOfContract } from './contract-document-queries';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import type { ServiceContractTermsRow } from './tables';

const termsVersion = (terms: ServiceContractTermsRow | undefined) =>
  terms ? { id: terms.id, version: terms.version, published_on: terms.publishedOn } : null;

/**
 * What the contract's PDF download is: the signed PDF with its certificate once signed (with the
 * fingerprints stored at signing), else the document as it would be signed now, fingerprinted anew.
 */
export async function getContractDocument(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; contractId: string; now?: Date },
): Promise<ContractDocument> {
  const { db } = deps;
  const contract = await findCompanyContract(db, input.actor.companyId, input.contractId);
  if (!contract) throw notFound();
  const fileName = contractPdfFileName(contract.number);
  const signature = await signatureOf(db, contract.id);
  if (signature) {
    return {
      file_name: fileName,
      document_sha256: signature.documentSha256,
      signed: true,
      signed_pdf_sha256: signature.signedPdfSha256,
      signed_at: signature.signedAt.toISOString(),
      signer_name: signature.signerName,
      terms_version: termsVersion(await termsById(db, signature.termsVersionId)),
    };
  }
  const terms = await termsOfContract(db, contract, isoDay(input.now ?? new Date()));
  const document = await renderContractDocument(await documentFacts(db, contract, terms));
  return {
    file_name: fileName,
    document_sha256: sha256Hex(document),
    signed: false,
    signed_pdf_sha256: null,
    signed_at: null,
    signer_name: null,
    terms_version: termsVersion(terms),
  };
}
