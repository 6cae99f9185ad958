import { createHash } from 'node:crypto';
import { DocumentWriter, embedFonts } from '../../platform/pdf/document-writer';
import { loadPdfLib, PDF_MUTED as MUTED } from '../../platform/pdf/pdf-lib';
import { ENGAGEMENT_LABELS, type Engagement, moneyWithCode } from '@portal/api-schema';
import type { TermsSection } from './tables';

// The contract as a PDF, and the signed PDF: that document with a signature certificate page.
//
// The document is DETERMINISTIC: the same facts give the same bytes (no clock, no random ids, no
// producer stamp), so its SHA-256 fingerprints what the signer saw, and a copy downloaded before
// signing can be recognised afterwards. Anything that could change the bytes (a date, the terms)
// is a fact passed in.

/** The terms version a contract is (or was signed) under, with its full text. */
export interface DocumentTerms {
  title: string;
  version: string;
  /** ISO day. */
  publishedOn: string;
  sections: TermsSection[];
}

/** Everything the contract document shows; nothing else goes into its bytes. */
export interface ContractDocumentFacts {
  number: string;
  /** When the vendor sent it: the PDF's creation date. */
  createdAt: Date;
  client: {
    /** The company's legal name, or its name when it gave none. */
    name: string;
    /** Address lines, empty when unknown. */
    address: string[];
  };
  vendorName: string;
  talent: { name: string; title: string } | null;
  roleTitle: string;
  engagement: Engagement;
  hoursPerWeek: number;
  /** The hourly rate in minor units of `currency`. */
  rateMinor: number;
  currency: string;
  noticePeriodDays: number;
  /** ISO days; null start: from signing, null end: open-ended. */
  startsOn: string | null;
  endsOn: string | null;
  /** The scope of work, plain text. */
  description: string;
  /** Null while no version of the terms is published: such a document cannot be signed. */
  terms: DocumentTerms | null;
}

/** What the signature certificate page records. */
export interface SignatureEvidence {
  number: string;
  clientName: string;
  vendorName: string;
  /** When the vendor sent the contract for signature. */
  sentAt: Date;
  /** SHA-256 (hex) of the document the certificate is added to. */
  documentSha256: string;
  signerName: string;
  signerEmail: string;
  /** Whole seconds: the certificate prints it to the second, as it is stored. */
  signedAt: Date;
  clientIp: string;
  userAgent: string;
  terms: Pick<DocumentTerms, 'title' | 'version' | 'publishedOn'>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const NO_TERMS_TEXT = 'The Standard Service Contract Terms are not published yet: this contract cannot be signed until they are.';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-10-05' as '5 October 2026', without Intl: the same words on every machine. */
export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`;
}

/** A time as the certificate prints it: UTC, ISO 8601, to the second. */
export function utcTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

function dayOrElse(isoDay: string | null, otherwise: string): string {
  return isoDay ? `${longDate(isoDay)} (${isoDay})` : otherwise;
}

/** The Standard Service Contract Terms' reference as the document and certificate name it. */
function termsReference(terms: Pick<DocumentTerms, 'title' | 'version' | 'publishedOn'>): string {
  return `${terms.title}, version ${terms.version} of ${longDate(terms.publishedOn)}`;
}

/**
 * The contract as an A4 PDF: the parties, every term, the scope of work and the full text of the
 * terms version it is under. The same facts always give the same bytes.
 */
export async function renderContractDocument(facts: ContractDocumentFacts): Promise<Uint8Array> {
  const { PDFDocument } = await loadPdfLib();
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(`Contract ${facts.number}`);
  document.setSubject(`Service contract between ${facts.client.name} and ${facts.vendorName}`);
  // Copied: pdf-lib checks `instanceof Date`, which a date made in another realm (a test's) fails.
  document.setCreationDate(new Date(facts.createdAt.getTime()));
  document.setModificationDate(new Date(facts.createdAt.getTime()));
  const writer = new DocumentWriter(document, await embedFonts(document));

  writer.text('Service contract', { font: 'bold', size: 22, leading: 1.2 });
  writer.text(facts.number, { size: 12, color: MUTED });
  writer.rule();

  writer.heading('Parties');
  writer.fact('Client', [facts.client.name, ...facts.client.address].join(', '));
  writer.fact('Vendor', facts.vendorName);
  writer.gap(4);
  writer.text(
    `${facts.vendorName} ("Vendor") provides the services described below to ${facts.client.name} ("Client") through the developer named in this contract.`,
  );

  writer.heading('Terms of this contract');
  writer.fact('Contract number', facts.number);
  writer.fact('Developer', facts.talent ? `${facts.talent.name}, ${facts.talent.title}` : 'Named by the Vendor');
  writer.fact('Role', facts.roleTitle || 'As described in the scope of work');
  writer.fact('Engagement', ENGAGEMENT_LABELS[facts.engagement]);
  writer.fact('Hours per week', String(facts.hoursPerWeek));
  writer.fact('Hourly rate', `${moneyWithCode(facts.rateMinor, facts.currency)} per hour`);
  writer.fact('Start date', dayOrElse(facts.startsOn, 'The day the Client signs'));
  writer.fact('End date', dayOrElse(facts.endsOn, 'Open-ended: until either party gives notice'));
  writer.fact('Notice period', `${facts.noticePeriodDays} ${facts.noticePeriodDays === 1 ? 'day' : 'days'}`);
  writer.fact('Terms', facts.terms ? termsReference(facts.terms) : NO_TERMS_TEXT);

  writer.heading('Scope of work');
  const scope = facts.description.split(/\r?\n/).filter((paragraph) => paragraph.trim() !== '');
  for (const paragraph of scope.length > 0 ? scope : ['As agreed between the Client and the Vendor.']) {
    writer.text(paragraph);
    writer.gap(4);
  }

  writer.heading('Agreement');
  const { terms } = facts;
  if (!terms) {
    writer.text(NO_TERMS_TEXT);
  } else {
    writer.text(
      `Unless agreed otherwise in writing, the Vendor provides the services under the ${termsReference(terms)}, which follow and form part of this contract.`,
    );
    writer.newPage();
    writer.text(terms.title, { font: 'bold', size: 16, leading: 1.2 });
    writer.text(`Version ${terms.version}, published ${longDate(terms.publishedOn)}`, { color: MUTED });
    writer.rule();
    for (const section of terms.sections) {
      writer.heading(section.heading, 11.5);
      for (const paragraph of section.paragraphs) {
        writer.text(paragraph, { size: 10 });
        writer.gap(3);
      }
    }
  }

  writer.footers((page, pages) => `Contract ${facts.number} - page ${page} of ${pages}`);
  return document.save();
}

/**
 * The document with a final "Signature certificate" page (as e-signature services add one): the
 * contract, the document's SHA-256, the signer, when and from where they signed, with which
 * browser, under which terms, and how to check a copy. Made once, at signing.
 */
export async function renderSignedContract(documentBytes: Uint8Array, evidence: SignatureEvidence): Promise<Uint8Array> {
  const { PDFDocument } = await loadPdfLib();
  const document = await PDFDocument.load(documentBytes, { updateMetadata: false });
  const documentPages = document.getPageCount();
  document.setModificationDate(new Date(evidence.signedAt.getTime()));
  const fonts = await embedFonts(document);
  const writer = new DocumentWriter(document, fonts);

  writer.text('Signature certificate', { font: 'bold', size: 22, leading: 1.2 });
  writer.text(`Contract ${evidence.number}`, { size: 12, color: MUTED });
  writer.rule();
  writer.text(
    `This page records the electronic signature of contract ${evidence.number} between ${evidence.clientName} (Client) and ${evidence.vendorName} (Vendor). It was added to the contract document when it was signed, and belongs to this signed PDF.`,
  );

  writer.heading('Document');
  writer.fact('Contract', evidence.number);
  writer.fact('Pages', `The contract document is pages 1 to ${documentPages} of this file.`);
  writer.fact('Document SHA-256', evidence.documentSha256, { font: 'mono', size: 8.5 });
  writer.fact('Terms', termsReference(evidence.terms));
  writer.fact('Sent for signature', `${utcTimestamp(evidence.sentAt)} by ${evidence.vendorName}`);

  writer.heading('Signer');
  writer.fact('Name', evidence.signerName);
  writer.fact('E-mail', evidence.signerEmail);
  writer.fact('Signed for', evidence.clientName);
  writer.fact('Method', `Accepted in the client portal ("Accept contract"), signed in as ${evidence.signerEmail}`);
  writer.fact('Signed at (UTC)', utcTimestamp(evidence.signedAt));
  writer.fact('Client address', evidence.clientIp);
  writer.fact('User agent', evidence.userAgent, { size: 9 });
  writer.gap(10);
  writer.fact('Signature', evidence.signerName, { font: 'italic', size: 16 });

  writer.heading('Checking a copy');
  writer.text(
    `The portal keeps the SHA-256 fingerprint of the contract document above and of this signed PDF. To check a copy, open contract ${evidence.number} in the portal and use "Check a downloaded PDF", or compute the file's SHA-256 (for example with sha256sum) and compare it with the fingerprint the contract's page shows. A copy changed in any way, even by one byte, has another fingerprint.`,
    { size: 9.5 },
  );

  writer.footers(() => `Contract ${evidence.number} - Signature certificate`);
  return document.save();
}
