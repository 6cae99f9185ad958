import { CONTRACT_DOCUMENT_MESSAGES, CONTRACT_PDF_CHECK_MAX_BYTES, type ContractPdfCheckResult } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound, tooManyRequests } from '../../platform/http/errors';
import { renderContractDocument, sha256Hex } from './contract-document';
import type { ContractDocumentDeps } from './contract-document-deps';
import { documentFacts, findCompanyContract, signatureOf, termsOfContract } from './contract-document-queries';
import { isoDay } from './contract-status';

/** Every PDF starts with these bytes; the type a browser declares comes from the file's name and proves nothing. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A refusal of the file, with the message also on the `file` field for the form. */
function refused(status: number, message: string): HttpError {
  return new HttpError(status, message, [{ property: 'file', message }]);
}

/** The uploaded file as bytes: a PDF (by its first bytes) of at most CONTRACT_PDF_CHECK_MAX_BYTES. */
function checkedPdf(body: unknown): Buffer {
  if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0))
    throw refused(422, CONTRACT_DOCUMENT_MESSAGES.pdfEmpty);
  // Any body but JSON arrives as bytes; JSON (an object, a string) is not a file.
  if (!Buffer.isBuffer(body)) throw refused(415, CONTRACT_DOCUMENT_MESSAGES.notAPdf);
  if (body.length > CONTRACT_PDF_CHECK_MAX_BYTES) throw refused(413, CONTRACT_DOCUMENT_MESSAGES.pdfTooLarge);
  if (!body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw refused(415, CONTRACT_DOCUMENT_MESSAGES.notAPdf);
  return body;
}

/**
 * Whether an uploaded file is, byte for byte, the contract's signed PDF or its document (as signed,
 * or as it would be signed now): its SHA-256 against the stored ones. Changes nothing; bounded per
 * user, and the attempt is counted before anything is read.
 */
export async function checkContractPdf(
  deps: Pick<ContractDocumentDeps, 'db' | 'limits'>,
  input: { actor: CompanyActor; contractId: string; body: unknown; now?: Date },
): Promise<ContractPdfCheckResult> {
  const { db, limits } = deps;
  const { actor } = input;
  const attempt = await limits.pdfChecksPerUser.take(actor.userId);
  if (!attempt.granted) throw tooManyRequests(attempt.retryAfter);
  const contract = await findCompanyContract(db, actor.companyId, input.contractId);
  if (!contract) throw notFound();
  const sha256 = sha256Hex(checkedPdf(input.body));

  const signature = await signatureOf(db, contract.id);
  if (signature) {
    if (sha256 === signature.signedPdfSha256) {
      return { matches: 'signed_pdf', sha256, signed_at: signature.signedAt.toISOString(), signer_name: signature.signerName };
    }
    return { matches: sha256 === signature.documentSha256 ? 'document' : null, sha256 };
  }
  const terms = await termsOfContract(db, contract, isoDay(input.now ?? new Date()));
  const document = await renderContractDocument(await documentFacts(db, contract, terms));
  return { matches: sha256Hex(document) === sha256 ? 'document' : null, sha256 };
}
