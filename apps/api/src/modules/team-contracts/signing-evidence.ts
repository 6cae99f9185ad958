import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { users } from '../company-users/tables';
import { renderContractDocument, renderSignedContract, sha256Hex } from './contract-document';
import { documentFacts } from './contract-document-queries';
import type { ContractRow, ServiceContractTermsRow } from './tables';

// The one way a signature's evidence is made, by the accept operation and by the demo's signed
// contracts alike: the document from the contract's facts, its SHA-256, and the signed PDF.

/** The longest user agent kept: the certificate prints it in full. */
const USER_AGENT_MAX_LENGTH = 512;

/** A user agent as evidence: control characters (never part of a real one) shown as '?', bounded. */
function evidenceUserAgent(userAgent: string): string {
  const cleaned = userAgent.replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Cs}]/gu, '?').trim();
  return (cleaned || 'unknown').slice(0, USER_AGENT_MAX_LENGTH);
}

/** A signing time as stored and printed: to the whole second. */
export function wholeSeconds(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

export interface Signer {
  id: string;
  name: string;
  email: string;
}

export async function loadSigner(db: Database, userId: string): Promise<Signer | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email } : undefined;
}

/** The columns of a contract_signatures row, made from the contract as it is now, and the vendor's name it names. */
export async function signatureEvidence(
  db: Database,
  input: { contract: ContractRow; terms: ServiceContractTermsRow; signer: Signer; signedAt: Date; clientIp: string; userAgent: string },
) {
  const { contract, terms, signer, signedAt } = input;
  const facts = await documentFacts(db, contract, terms);
  const document = await renderContractDocument(facts);
  const documentSha256 = sha256Hex(document);
  const userAgent = evidenceUserAgent(input.userAgent);
  const signedPdf = await renderSignedContract(document, {
    number: contract.number,
    clientName: facts.client.name,
    vendorName: facts.vendorName,
    sentAt: contract.createdAt,
    documentSha256,
    signerName: signer.name,
    signerEmail: signer.email,
    signedAt,
    clientIp: input.clientIp,
    userAgent,
    terms: { title: terms.title, version: terms.version, publishedOn: terms.publishedOn },
  });
  const row = {
    contractId: contract.id,
    signerUserId: signer.id,
    signerName: signer.name,
    signerEmail: signer.email,
    signedAt,
    clientIp: input.clientIp,
    userAgent,
    termsVersionId: terms.id,
    documentSha256,
    signedPdf: Buffer.from(signedPdf),
    signedPdfSha256: sha256Hex(signedPdf),
  };
  return { row, vendorName: facts.vendorName };
}
