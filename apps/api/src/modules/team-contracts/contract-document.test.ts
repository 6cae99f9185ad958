import { describe, expect, test } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import { moneyWithCode } from '@portal/api-schema';
import { pdfPagesText, pdfText } from '../../testing/pdf-text';
import {
  type ContractDocumentFacts,
  longDate,
  renderContractDocument,
  renderSignedContract,
  type SignatureEvidence,
  sha256Hex,
  utcTimestamp,
} from './contract-document';
import { CURRENT_DEMO_TERMS } from './demo-terms';

const FACTS: ContractDocumentFacts = {
  number: 'CTR-2026-0042',
  createdAt: new Date('2026-09-20T10:00:00Z'),
  client: { name: 'Acme Robotics GmbH', address: ['Hauptstraße 1', '1010 Wien', 'Austria'] },
  vendorName: 'Northwind Dev Studio',
  talent: { name: 'Hannah Becker', title: 'Senior backend engineer' },
  roleTitle: 'Senior backend engineer',
  engagement: 'full_time',
  hoursPerWeek: 40,
  rateMinor: 8_500,
  currency: 'USD',
  noticePeriodDays: 30,
  startsOn: '2026-10-05',
  endsOn: '2027-04-02',
  description: 'Payments and ledger services of the checkout platform.\nOn-call one week in four.',
  terms: {
    title: CURRENT_DEMO_TERMS.title,
    version: CURRENT_DEMO_TERMS.version,
    publishedOn: CURRENT_DEMO_TERMS.publishedOn,
    sections: CURRENT_DEMO_TERMS.sections,
  },
};

const EVIDENCE = (documentSha256: string): SignatureEvidence => ({
  number: FACTS.number,
  clientName: FACTS.client.name,
  vendorName: FACTS.vendorName,
  sentAt: FACTS.createdAt,
  documentSha256,
  signerName: 'Fiona Finance',
  signerEmail: 'finance@acme.test',
  signedAt: new Date('2026-09-25T14:03:07Z'),
  clientIp: '203.0.113.10',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  terms: { title: CURRENT_DEMO_TERMS.title, version: CURRENT_DEMO_TERMS.version, publishedOn: CURRENT_DEMO_TERMS.publishedOn },
});

/** Text as drawn: wrapped lines joined by spaces, so that a phrase can be found across a line break. */
const flowing = (value: string) => value.replace(/\s+/g, ' ');

describe('the contract document', () => {
  test('the same facts give the same bytes, whenever rendered', async () => {
    const first = await renderContractDocument(FACTS);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await renderContractDocument({ ...FACTS, createdAt: new Date(FACTS.createdAt.getTime()), client: { ...FACTS.client } });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(sha256Hex(second)).toBe(sha256Hex(first));
  });

  test('any change of a fact changes the fingerprint', async () => {
    const base = sha256Hex(await renderContractDocument(FACTS));
    const changes: Array<Partial<ContractDocumentFacts>> = [
      { rateMinor: 8_501 },
      { endsOn: '2027-04-03' },
      { noticePeriodDays: 14 },
      { description: FACTS.description.replace('one week in four', 'one week in three') },
      { client: { ...FACTS.client, name: 'Acme Robotics AG' } },
      { terms: { ...FACTS.terms!, version: '2.1' } },
    ];
    for (const change of changes) {
      expect(sha256Hex(await renderContractDocument({ ...FACTS, ...change }))).not.toBe(base);
    }
  });

  test('says every term, the parties and the full text of the terms version', async () => {
    const bytes = await renderContractDocument(FACTS);
    const text = flowing(await pdfText(bytes));
    for (const expected of [
      'Service contract',
      'CTR-2026-0042',
      'Acme Robotics GmbH, Hauptstraße 1, 1010 Wien, Austria',
      'Northwind Dev Studio',
      'Hannah Becker, Senior backend engineer',
      'Full time',
      '85.00 USD per hour',
      '5 October 2026 (2026-10-05)',
      '2 April 2027 (2027-04-02)',
      '30 days',
      'Payments and ledger services of the checkout platform.',
      'On-call one week in four.',
      'Standard Service Contract Terms, version 2.0 of 1 June 2026',
      'Unless agreed otherwise in writing, the Vendor provides the services under the Standard Service Contract Terms',
    ]) {
      expect(text).toContain(expected);
    }
    for (const section of CURRENT_DEMO_TERMS.sections) {
      expect(text).toContain(section.heading);
      for (const paragraph of section.paragraphs) expect(text).toContain(paragraph);
    }
    const pages = await pdfPagesText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => expect(page).toContain(`Contract CTR-2026-0042 - page ${index + 1} of ${pages.length}`));
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(document.getTitle()).toBe('Contract CTR-2026-0042');
    expect(document.getCreationDate()?.toISOString()).toBe('2026-09-20T10:00:00.000Z');
    expect(document.getProducer()).toBeUndefined();
  });

  test('an open-ended contract, without a talent and without published terms, still renders', async () => {
    const text = flowing(
      await pdfText(await renderContractDocument({ ...FACTS, talent: null, endsOn: null, terms: null, description: '' })),
    );
    expect(text).toContain('Open-ended: until either party gives notice');
    expect(text).toContain('Named by the Vendor');
    expect(text).toContain('The Standard Service Contract Terms are not published yet');
  });

  test('text the standard fonts cannot draw loses its accents or becomes a question mark, never the document', async () => {
    const text = flowing(await pdfText(await renderContractDocument({ ...FACTS, vendorName: 'Żurek Łódź 数据 Studio' })));
    expect(text).toContain('Zurek ?ódz ?? Studio');
  });

  test('a word longer than a line is cut, not drawn off the page', async () => {
    const long = 'x'.repeat(400);
    const text = await pdfText(await renderContractDocument({ ...FACTS, description: long }));
    expect(text.replace(/\n/g, '')).toContain(long);
    expect(text.split('\n').every((line) => line.length < 120)).toBe(true);
  });
});

describe('the signed PDF', () => {
  test('is the document followed by a signature certificate page with the evidence', async () => {
    const documentBytes = await renderContractDocument(FACTS);
    const documentSha256 = sha256Hex(documentBytes);
    const signed = await renderSignedContract(documentBytes, EVIDENCE(documentSha256));
    const documentPages = await pdfPagesText(documentBytes);
    const pages = await pdfPagesText(signed);

    expect(pages).toHaveLength(documentPages.length + 1);
    expect(pages.slice(0, documentPages.length)).toEqual(documentPages);
    const certificate = flowing(pages.at(-1) ?? '');
    for (const expected of [
      'Signature certificate',
      'Contract CTR-2026-0042',
      `The contract document is pages 1 to ${documentPages.length} of this file.`,
      documentSha256,
      'Fiona Finance',
      'finance@acme.test',
      'Signed for Acme Robotics GmbH',
      '2026-09-25T14:03:07Z',
      '203.0.113.10',
      'Chrome/131.0.0.0 Safari/537.36',
      'Standard Service Contract Terms, version 2.0 of 1 June 2026',
      '2026-09-20T10:00:00Z by Northwind Dev Studio',
      'Check a downloaded PDF',
    ]) {
      expect(certificate).toContain(expected);
    }
    const document = await PDFDocument.load(signed, { updateMetadata: false });
    expect(document.getModificationDate()?.toISOString()).toBe('2026-09-25T14:03:07.000Z');
  });

  test('the same document and evidence give the same signed PDF', async () => {
    const documentBytes = await renderContractDocument(FACTS);
    const evidence = EVIDENCE(sha256Hex(documentBytes));
    const first = await renderSignedContract(documentBytes, evidence);
    const second = await renderSignedContract(documentBytes, evidence);
    expect(sha256Hex(second)).toBe(sha256Hex(first));
    expect(sha256Hex(await renderSignedContract(documentBytes, { ...evidence, clientIp: '203.0.113.11' }))).not.toBe(sha256Hex(first));
  });

  test('a hostile user agent is printed as text, wrapped, whatever its length', async () => {
    const documentBytes = await renderContractDocument(FACTS);
    const userAgent = `<script>alert(1)</script> ${'A'.repeat(500)}`;
    const pages = await pdfPagesText(await renderSignedContract(documentBytes, { ...EVIDENCE(sha256Hex(documentBytes)), userAgent }));
    expect(pages.at(-1)?.replace(/\n/g, '')).toContain(userAgent.replace(/ /g, ''));
  });
});

describe('the words the documents use', () => {
  test('dates, times and money', () => {
    expect(longDate('2026-01-31')).toBe('31 January 2026');
    expect(utcTimestamp(new Date('2026-09-25T14:03:07.456Z'))).toBe('2026-09-25T14:03:07Z');
    expect(moneyWithCode(8_500, 'USD')).toBe('85.00 USD');
    expect(moneyWithCode(123_456_789, 'EUR')).toBe('1,234,567.89 EUR');
    expect(moneyWithCode(5_000, 'JPY')).toBe('5,000 JPY');
  });
});
