// Signing a contract, the contract document (a PDF whose SHA-256 fingerprints what the signer saw),
// the signed PDF with its signature certificate page, and checking a downloaded PDF against them.
// Shared by the API (validation, OpenAPI) and the portal (types and texts). Every string is `text()`.
import { z } from 'zod';
import { CONTRACT_STATUSES, type ContractStatus } from './contract-constants';
import { text } from '../text';
import { idSchema } from '../user';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();

/** A SHA-256 digest as 64 lower-case hex digits. */
const sha256HexSchema = text().regex(/^[0-9a-f]{64}$/, 'Give a SHA-256 digest as 64 hex digits.');

/** Why a contract in this status cannot be signed (409): the answer names the status. */
export const CONTRACT_NOT_SIGNABLE_MESSAGES: Record<Exclude<ContractStatus, 'awaiting_signature'>, string> = {
  signed: 'This contract is already signed.',
  active: 'This contract is already signed and active.',
  notice_given: 'This contract is already signed, and notice has been given on it.',
  ended: 'This contract has ended: it can no longer be signed.',
  cancelled: 'This contract was cancelled by the vendor: it can no longer be signed.',
};

/** The file name of a contract's PDF download. */
export function contractPdfFileName(number: string): string {
  return `contract-${number}.pdf`;
}

/** `:id` of the signing, document, PDF and check paths. */
export const contractDocumentParamsSchema = z.object({ id: idSchema });

/** POST /api/client-cabinet/contracts/{id}/accept: the contract's version as the page showed it. */
export const acceptContractInputSchema = z.object({
  version: z.number().int().min(0).max(2_147_483_647),
});

/** The answer of accepting: the contract's new status and the signature's time and signed PDF. */
export const acceptContractResultSchema = z.object({
  id: idSchema,
  status: z.enum(CONTRACT_STATUSES),
  signed_at: isoDateTime,
  /** SHA-256 (hex) of the signed PDF: the document with its signature certificate page. */
  signed_pdf_sha256: sha256HexSchema,
});
export type AcceptContractResult = z.infer<typeof acceptContractResultSchema>;

/** The terms version a contract's document contains. */
const contractDocumentTermsSchema = z.object({
  id: idSchema,
  version: text(),
  published_on: isoDate,
});

/** GET /api/client-cabinet/contracts/{id}/document: what the PDF download is and its fingerprints. */
export const contractDocumentSchema = z.object({
  /** The download's file name, e.g. 'contract-CTR-2026-0001.pdf'. */
  file_name: text(),
  /** SHA-256 (hex) of the contract document: as signed, or as it would be signed now. */
  document_sha256: sha256HexSchema,
  /** Signed: the download is the signed PDF, the document with its signature certificate page. */
  signed: z.boolean(),
  signed_pdf_sha256: sha256HexSchema.nullable(),
  signed_at: isoDateTime.nullable(),
  signer_name: text().nullable(),
  /** The terms the document contains: those it was signed under, or would be; null while none is published. */
  terms_version: contractDocumentTermsSchema.nullable(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

/**
 * POST /api/client-cabinet/contracts/{id}/pdf-check: the body is the PDF file itself (described as a
 * binary string for OpenAPI); the API recognises a PDF by its first bytes, not by the declared type.
 */
export const contractPdfCheckUploadSchema = z.any().meta({ type: 'string', format: 'binary', description: 'A PDF file of at most 5 MB.' });

const CONTRACT_PDF_MATCHES = ['signed_pdf', 'document'] as const;

/** Whether the uploaded file is, byte for byte, this contract's signed PDF or its document. */
export const contractPdfCheckResultSchema = z.object({
  /** null: it is neither (changed, or another file). */
  matches: z.enum(CONTRACT_PDF_MATCHES).nullable(),
  /** SHA-256 (hex) of the uploaded file. */
  sha256: sha256HexSchema,
  /** With a match of the signed PDF: when and by whom it was signed. */
  signed_at: isoDateTime.optional(),
  signer_name: text().optional(),
});
export type ContractPdfCheckResult = z.infer<typeof contractPdfCheckResultSchema>;
