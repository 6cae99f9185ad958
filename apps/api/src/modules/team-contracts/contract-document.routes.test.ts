import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  CONTRACT_DOCUMENT_MESSAGES,
  CONTRACT_PDF_CHECK_MAX_BYTES,
  type ContractDocument,
  type ContractPdfCheckResult,
} from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { TEST_IMAGES } from '../../testing/company-fixtures';
import { pdfPagesText } from '../../testing/pdf-text';
import { createSigningCompany, createTestContract } from '../../testing/signing-fixtures';
import { bearer, createTestContext, dataOf, type TestContext, testConfig } from '../../testing/test-app';
import { renderContractDocument, sha256Hex } from './contract-document';
import { documentFacts, termsById } from './contract-document-queries';
import { DEMO_CONTRACTS } from './demo-data';
import { DEMO_SIGNATURE } from './signature-demo-data';
import { contracts, contractSignatures } from './tables';

let context: TestContext;
let finance: string;
let interview: string;
const CHECKS_PER_USER = 12;

beforeAll(async () => {
  const { rateLimits } = testConfig();
  context = await createTestContext({
    config: { rateLimits: { ...rateLimits, contractPdfChecksPerUser: { points: CHECKS_PER_USER, durationSeconds: 900 } } },
  });
  finance = await context.login('finance@acme.test');
  interview = await context.login('interview@acme.test');
}, 60_000);
afterAll(() => context?.close());

const A = DEMO_CONTRACTS.acme;
const UNKNOWN = '0b7d6a4e-5d1f-4c1e-9a43-7dffffffffff';

const documentOf = (token: string, id: string) =>
  context.app.inject({ method: 'GET', url: apiPath(API_PATHS.contractDocument, { id }), headers: bearer(token) });
const pdfOf = (token: string, id: string) =>
  context.app.inject({ method: 'GET', url: apiPath(API_PATHS.contractPdf, { id }), headers: bearer(token) });
const check = (token: string, id: string, payload: Buffer | string | object, contentType = 'application/pdf') =>
  context.app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.contractPdfCheck, { id }),
    headers: { ...bearer(token), 'content-type': contentType },
    payload: payload as Buffer,
  });

/** A company of its own whose signer has their own check limit. */
async function signingCompany() {
  const company = await createSigningCompany(context.db);
  return { ...company, token: await context.login(company.signer.email, company.signer.password) };
}

describe('the document of a contract awaiting signature', () => {
  test('is the document as it would be signed now: the same bytes at every download, fingerprinted by the answer', async () => {
    const document = await documentOf(finance, A.zaraAwaitingKestrel.id);
    expect(document.statusCode).toBe(200);
    const answer = dataOf<ContractDocument>(document);
    expect(answer).toEqual({
      file_name: `contract-${A.zaraAwaitingKestrel.number}.pdf`,
      document_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      signed: false,
      signed_pdf_sha256: null,
      signed_at: null,
      signer_name: null,
      terms_version: { id: DEMO_CONTRACTS.terms.v2, version: '2.0', published_on: '2026-06-01' },
    });
    const first = await pdfOf(finance, A.zaraAwaitingKestrel.id);
    const second = await pdfOf(finance, A.zaraAwaitingKestrel.id);
    expect(sha256Hex(first.rawPayload)).toBe(answer.document_sha256);
    expect(sha256Hex(second.rawPayload)).toBe(answer.document_sha256);
    const text = (await pdfPagesText(first.rawPayload)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(A.zaraAwaitingKestrel.number);
    expect(text).toContain('Kestrel Labs');
    expect(text).toContain('60.00 GBP per hour');
    expect(text).not.toContain('Signature certificate');
  });

  test('is downloaded as an attachment named by the contract, never sniffed or cached', async () => {
    const response = await pdfOf(finance, A.zaraAwaitingKestrel.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="contract-${A.zaraAwaitingKestrel.number}.pdf"`),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('the document of a signed contract', () => {
  test("is the demo's signed PDF: the document with the signer's certificate, as its fingerprints say", async () => {
    const answer = dataOf<ContractDocument>(await documentOf(finance, A.hannahActive.id));
    expect(answer).toMatchObject({ signed: true, signer_name: expect.any(String), terms_version: { version: '1.0' } });
    const download = await pdfOf(finance, A.hannahActive.id);
    expect(sha256Hex(download.rawPayload)).toBe(answer.signed_pdf_sha256);

    // The fingerprint of the document is the document of the contract's facts, re-rendered byte for byte.
    const [contract] = await context.db.select().from(contracts).where(eq(contracts.id, A.hannahActive.id));
    if (!contract) throw new Error('No demo contract');
    const facts = await documentFacts(context.db, contract, await termsById(context.db, contract.termsVersionId ?? ''));
    const document = await renderContractDocument(facts);
    expect(sha256Hex(document)).toBe(answer.document_sha256);

    const pages = await pdfPagesText(download.rawPayload);
    expect(pages.slice(0, -1)).toEqual(await pdfPagesText(document));
    const certificate = (pages.at(-1) ?? '').replace(/\s+/g, ' ');
    for (const fact of [
      answer.document_sha256,
      'finance@acme.test',
      DEMO_SIGNATURE.clientIp,
      'Chrome/131.0.0.0',
      `${answer.signed_at?.slice(0, 19)}Z`,
    ]) {
      expect(certificate).toContain(fact);
    }
  });

  test('every signed, running or ended demo contract has its signature, awaiting and cancelled ones none', async () => {
    const rows = await context.db
      .select({ id: contracts.id, status: contracts.status, companyId: contracts.companyId, signer: contractSignatures.signerUserId })
      .from(contracts)
      .leftJoin(contractSignatures, eq(contractSignatures.contractId, contracts.id));
    const demoIds = new Set([...Object.values(A), ...Object.values(DEMO_CONTRACTS.globex)].map((contract) => contract.id));
    const demo = rows.filter((row) => demoIds.has(row.id));
    expect(demo.length).toBe(demoIds.size);
    for (const row of demo) {
      const signedOnes = ['signed', 'active', 'notice_given', 'ended'].includes(row.status);
      const expectedSigner = row.companyId === DEMO_IDS.acme ? DEMO_IDS.acmeFinance : DEMO_IDS.globexAdmin;
      expect({ id: row.id, signer: row.signer }).toEqual({ id: row.id, signer: signedOnes ? expectedSigner : null });
    }
  });
});

describe('checking a downloaded PDF', () => {
  test('recognises the signed PDF, the document downloaded before signing, and nothing else', async () => {
    const { companyId, token } = await signingCompany();
    const contract = await createTestContract(context.db, { companyId });
    const unsigned = (await pdfOf(token, contract.id)).rawPayload;

    const before = dataOf<ContractPdfCheckResult>(await check(token, contract.id, unsigned));
    expect(before).toEqual({ matches: 'document', sha256: sha256Hex(unsigned) });

    const signing = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.acceptContract, { id: contract.id }),
      headers: bearer(token),
      payload: { version: 0 },
    });
    expect(signing.statusCode).toBe(200);
    const signed = (await pdfOf(token, contract.id)).rawPayload;
    const document = dataOf<ContractDocument>(await documentOf(token, contract.id));
    // What was downloaded before signing is exactly what was signed.
    expect(document.document_sha256).toBe(sha256Hex(unsigned));

    expect(dataOf<ContractPdfCheckResult>(await check(token, contract.id, signed))).toEqual({
      matches: 'signed_pdf',
      sha256: sha256Hex(signed),
      signed_at: dataOf<{ signed_at: string }>(signing).signed_at,
      signer_name: 'Test User',
    });
    expect(dataOf<ContractPdfCheckResult>(await check(token, contract.id, unsigned)).matches).toBe('document');

    // One byte changed, or one added: another file.
    const changed = Buffer.from(signed);
    changed[changed.length - 20] = (changed[changed.length - 20] ?? 0) ^ 1;
    for (const file of [changed, Buffer.concat([signed, Buffer.from('\n')])]) {
      expect(dataOf<ContractPdfCheckResult>(await check(token, contract.id, file))).toEqual({ matches: null, sha256: sha256Hex(file) });
    }
    // Another contract's signed PDF is not this one's.
    const otherSigned = (await pdfOf(finance, A.hannahActive.id)).rawPayload;
    expect(dataOf<ContractPdfCheckResult>(await check(finance, A.omarActive.id, otherSigned)).matches).toBeNull();
  });

  test('judges the file by its bytes, not by the type the browser declares', async () => {
    const { companyId, token } = await signingCompany();
    const contract = await createTestContract(context.db, { companyId });
    const unsigned = (await pdfOf(token, contract.id)).rawPayload;
    for (const declared of ['application/octet-stream', 'text/plain', 'image/png']) {
      expect(dataOf<ContractPdfCheckResult>(await check(token, contract.id, unsigned, declared)).matches).toBe('document');
    }
    for (const [file, declared] of [
      [TEST_IMAGES.png, 'application/pdf'],
      [TEST_IMAGES.html, 'application/pdf'],
      [Buffer.from('PDF-1.7 almost'), 'application/pdf'],
    ] as const) {
      const response = await check(token, contract.id, file, declared);
      expect(response.statusCode).toBe(415);
      expect(dataOf(response)).toEqual({
        message: CONTRACT_DOCUMENT_MESSAGES.notAPdf,
        errors: [{ property: 'file', message: CONTRACT_DOCUMENT_MESSAGES.notAPdf }],
      });
    }
    const json = await check(token, contract.id, { pdf: '%PDF-1.7' }, 'application/json');
    expect(json.statusCode).toBe(415);
  });

  test('refuses an empty file (422) and one over 5 MB (413), in words', async () => {
    const { companyId, token } = await signingCompany();
    const contract = await createTestContract(context.db, { companyId });
    const empty = await check(token, contract.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(dataOf(empty).message).toBe(CONTRACT_DOCUMENT_MESSAGES.pdfEmpty);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(CONTRACT_PDF_CHECK_MAX_BYTES)]);
    const tooLarge = await check(token, contract.id, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(dataOf(tooLarge)).toEqual({
      message: CONTRACT_DOCUMENT_MESSAGES.pdfTooLarge,
      errors: [{ property: 'file', message: CONTRACT_DOCUMENT_MESSAGES.pdfTooLarge }],
    });
  });

  test(`is limited to ${CHECKS_PER_USER} checks per user, then 429 with Retry-After`, async () => {
    const { companyId, token } = await signingCompany();
    const contract = await createTestContract(context.db, { companyId });
    const file = Buffer.from('%PDF-1.7 not this contract');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < CHECKS_PER_USER + 2; attempt += 1) statuses.push((await check(token, contract.id, file)).statusCode);
    expect(statuses.slice(0, CHECKS_PER_USER)).toEqual(Array.from({ length: CHECKS_PER_USER }, () => 200));
    const refused = await check(token, contract.id, file);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user of the same company has checks of their own.
    const colleague = await signingCompany();
    const theirs = await createTestContract(context.db, { companyId: colleague.companyId });
    expect((await check(colleague.token, theirs.id, file)).statusCode).toBe(200);
  });
});

describe('who may read and check a contract document', () => {
  test("another company's contract answers each of the three exactly as an unknown one", async () => {
    const globex = DEMO_CONTRACTS.globex.inesActive.id;
    const file = Buffer.from('%PDF-1.7');
    const pairs = [
      [await documentOf(finance, globex), await documentOf(finance, UNKNOWN)],
      [await pdfOf(finance, globex), await pdfOf(finance, UNKNOWN)],
      [await check(finance, globex, file), await check(finance, UNKNOWN, file)],
      [await check(finance, globex, TEST_IMAGES.png), await check(finance, UNKNOWN, TEST_IMAGES.png)],
    ];
    for (const [theirs, unknown] of pairs) {
      expect(theirs?.statusCode).toBe(404);
      expect({ status: theirs?.statusCode, body: theirs?.body }).toEqual({ status: unknown?.statusCode, body: unknown?.body });
    }
  });

  test('without the contracts role: 403; without a session: 401', async () => {
    expect((await documentOf(interview, A.hannahActive.id)).statusCode).toBe(403);
    expect((await pdfOf(interview, A.hannahActive.id)).statusCode).toBe(403);
    expect((await check(interview, A.hannahActive.id, Buffer.from('%PDF-1.7'))).statusCode).toBe(403);
    const anonymous = await context.app.inject({ method: 'GET', url: apiPath(API_PATHS.contractPdf, { id: A.hannahActive.id }) });
    expect(anonymous.statusCode).toBe(401);
  });

  test('a malformed id is a 422, never a server error', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", '%E2%80%AE']) {
      const response = await documentOf(finance, id);
      expect(response.statusCode).toBe(422);
    }
  });
});
