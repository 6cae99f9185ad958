import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, count, eq } from 'drizzle-orm';
import { API_PATHS, apiPath, CONTRACT_DOCUMENT_MESSAGES, CONTRACT_NOT_SIGNABLE_MESSAGES } from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { auditLog } from '../../platform/audit/tables';
import { pdfPagesText } from '../../testing/pdf-text';
import { createSigningCompany, createTestContract, dayFromToday } from '../../testing/signing-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { renderContractDocument, sha256Hex } from './contract-document';
import { documentFacts, termsById } from './contract-document-queries';
import { DEMO_CONTRACTS } from './demo-data';
import { contractEvents, contracts, contractSignatures } from './tables';

let context: TestContext;
let finance: string;
let legal: string;
let interview: string;
let globex: string;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';

beforeAll(async () => {
  context = await createTestContext();
  finance = await context.login('finance@acme.test');
  legal = await context.login('legal@acme.test');
  interview = await context.login('interview@acme.test');
  globex = await context.login('admin@globex.test');
}, 60_000);
afterAll(() => context?.close());

const A = DEMO_CONTRACTS.acme;

function accept(token: string, id: string, payload: unknown, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: apiPath(API_PATHS.acceptContract, { id }),
    headers: { ...bearer(token), 'user-agent': CHROME, ...headers },
    payload: payload as object,
    remoteAddress: '198.51.100.23',
  });
}

async function contractRow(id: string) {
  const [row] = await context.db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new Error(`No contract ${id}`);
  return row;
}

async function signaturesOf(id: string) {
  return context.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, id));
}

async function eventsOf(id: string) {
  return context.db.select().from(contractEvents).where(eq(contractEvents.contractId, id)).orderBy(asc(contractEvents.id));
}

async function signedAudits(id: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'contract.signed'), eq(auditLog.subjectId, id)))
    .orderBy(asc(auditLog.id));
}

describe('accepting a contract', () => {
  test('signs a contract starting today: active, with the evidence, the signed PDF, its history and one audit entry', async () => {
    const before = await contractRow(A.liamAwaiting.id);
    const terms = await termsById(context.db, before.termsVersionId ?? '');
    // The document as the page offers it now: the signature fingerprints exactly this.
    const expectedDocument = sha256Hex(await renderContractDocument(await documentFacts(context.db, before, terms)));

    const response = await accept(finance, A.liamAwaiting.id, { version: before.version });
    expect(response.statusCode).toBe(200);
    const answer = dataOf<{ id: string; status: string; signed_at: string; signed_pdf_sha256: string }>(response);
    expect(answer).toEqual({
      id: A.liamAwaiting.id,
      status: 'active',
      signed_at: expect.any(String),
      signed_pdf_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(answer.signed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);

    const after = await contractRow(A.liamAwaiting.id);
    expect(after).toMatchObject({ status: 'active', version: before.version + 1, termsVersionId: DEMO_CONTRACTS.terms.v2 });

    const [signature, ...others] = await signaturesOf(A.liamAwaiting.id);
    expect(others).toEqual([]);
    expect(signature).toMatchObject({
      signerUserId: DEMO_IDS.acmeFinance,
      signerEmail: 'finance@acme.test',
      clientIp: '198.51.100.23',
      userAgent: CHROME,
      termsVersionId: DEMO_CONTRACTS.terms.v2,
      documentSha256: expectedDocument,
      signedPdfSha256: answer.signed_pdf_sha256,
    });
    expect(signature?.signedAt.toISOString()).toBe(answer.signed_at);
    expect(sha256Hex(signature?.signedPdf ?? new Uint8Array())).toBe(answer.signed_pdf_sha256);

    // The download is the stored signed PDF: its certificate page carries the evidence.
    const download = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.contractPdf, { id: A.liamAwaiting.id }),
      headers: bearer(finance),
    });
    expect(sha256Hex(download.rawPayload)).toBe(answer.signed_pdf_sha256);
    const certificate = (await pdfPagesText(download.rawPayload)).at(-1)?.replace(/\s+/g, ' ') ?? '';
    for (const fact of [
      'Signature certificate',
      A.liamAwaiting.number,
      expectedDocument,
      signature?.signerName ?? '-',
      'finance@acme.test',
      `${answer.signed_at.slice(0, 19)}Z`,
      '198.51.100.23',
      'Chrome/132.0.0.0',
      'version 2.0 of 1 June 2026',
    ]) {
      expect(certificate).toContain(fact);
    }

    const events = (await eventsOf(A.liamAwaiting.id)).slice(-2);
    expect(events.map((event) => [event.kind, event.actorUserId, event.actorLabel])).toEqual([
      ['signed', DEMO_IDS.acmeFinance, signature?.signerName],
      ['started', null, 'System'],
    ]);
    expect(events[0]?.details).toEqual({ terms_version: '2.0', document_sha256: expectedDocument });
    const audits = await signedAudits(A.liamAwaiting.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: DEMO_IDS.acme,
      actorUserId: DEMO_IDS.acmeFinance,
      subjectType: 'contract',
      ip: '198.51.100.23',
      metadata: {
        number: A.liamAwaiting.number,
        vendor_name: 'Northwind Dev Studio',
        status: 'active',
        terms_version: '2.0',
        document_sha256: expectedDocument,
        signed_pdf_sha256: answer.signed_pdf_sha256,
      },
    });
  });

  test('a contract starting later is signed and waits for its start; only the signature is in its history', async () => {
    const { version } = await contractRow(A.zaraAwaitingKestrel.id);
    const eventsBefore = (await eventsOf(A.zaraAwaitingKestrel.id)).length;
    const response = await accept(legal, A.zaraAwaitingKestrel.id, { version });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response).status).toBe('signed');
    expect((await contractRow(A.zaraAwaitingKestrel.id)).status).toBe('signed');
    expect((await eventsOf(A.zaraAwaitingKestrel.id)).slice(eventsBefore).map((event) => event.kind)).toEqual(['signed']);
  });

  test('sending it again answers the same signature and changes nothing; a colleague is told it is signed', async () => {
    const { companyId, signer } = await createSigningCompany(context.db);
    const colleague = await createSigningCompany(context.db);
    const contract = await createTestContract(context.db, { companyId });
    const token = await context.login(signer.email, signer.password);
    const first = await accept(token, contract.id, { version: contract.version });
    expect(first.statusCode).toBe(200);

    const again = await accept(token, contract.id, { version: contract.version });
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual(dataOf(first));
    expect(await signaturesOf(contract.id)).toHaveLength(1);
    expect(await signedAudits(contract.id)).toHaveLength(1);
    expect((await contractRow(contract.id)).version).toBe(contract.version + 1);

    // A colleague of the same company, with the page still showing it unsigned.
    const sameCompany = await createTestUser(context.db, { companyId, roles: ['contracts'] });
    const refused = await accept(await context.login(sameCompany.email, sameCompany.password), contract.id, { version: contract.version });
    expect(refused.statusCode).toBe(409);
    expect(dataOf(refused).message).toBe(CONTRACT_NOT_SIGNABLE_MESSAGES.active);
    // Another company's user knows nothing of it.
    const stranger = await accept(await context.login(colleague.signer.email, colleague.signer.password), contract.id, {
      version: contract.version,
    });
    expect(stranger.statusCode).toBe(404);
  });

  test('a version other than the one read is refused: the contract changed since the page showed it', async () => {
    const { companyId, signer } = await createSigningCompany(context.db);
    const contract = await createTestContract(context.db, { companyId });
    const token = await context.login(signer.email, signer.password);
    for (const version of [contract.version + 1, contract.version + 7]) {
      const response = await accept(token, contract.id, { version });
      expect(response.statusCode).toBe(409);
      expect(dataOf(response).message).toBe(CONTRACT_DOCUMENT_MESSAGES.changedSinceOpened);
    }
    expect(await signaturesOf(contract.id)).toEqual([]);
    expect((await contractRow(contract.id)).status).toBe('awaiting_signature');
  });

  test.each(['cancelled', 'ended', 'notice_given', 'signed'] as const)(
    'a %s contract cannot be signed (409 naming its state)',
    async (status) => {
      const { companyId, signer } = await createSigningCompany(context.db);
      const contract = await createTestContract(context.db, { companyId, status });
      const response = await accept(await context.login(signer.email, signer.password), contract.id, { version: contract.version });
      expect(response.statusCode).toBe(409);
      expect(dataOf(response).message).toBe(CONTRACT_NOT_SIGNABLE_MESSAGES[status]);
      expect(await signaturesOf(contract.id)).toEqual([]);
    },
  );

  test('a contract naming no terms is signed under the current ones, and names them from then on', async () => {
    const { companyId, signer } = await createSigningCompany(context.db);
    const contract = await createTestContract(context.db, { companyId, termsVersionId: null, startsOn: dayFromToday(10) });
    const response = await accept(await context.login(signer.email, signer.password), contract.id, { version: 0 });
    expect(response.statusCode).toBe(200);
    expect((await contractRow(contract.id)).termsVersionId).toBe(DEMO_CONTRACTS.terms.v2);
    expect((await signaturesOf(contract.id))[0]?.termsVersionId).toBe(DEMO_CONTRACTS.terms.v2);
  });

  test('a user agent is kept as evidence bounded in length, a missing one as "unknown"', async () => {
    const { companyId, signer } = await createSigningCompany(context.db);
    const token = await context.login(signer.email, signer.password);
    const long = await createTestContract(context.db, { companyId });
    expect((await accept(token, long.id, { version: 0 }, { 'user-agent': `Agent/${'x'.repeat(5_000)}` })).statusCode).toBe(200);
    expect((await signaturesOf(long.id))[0]?.userAgent).toHaveLength(512);
    const none = await createTestContract(context.db, { companyId });
    const response = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.acceptContract, { id: none.id }),
      headers: { ...bearer(token), 'user-agent': '' },
      payload: { version: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect((await signaturesOf(none.id))[0]?.userAgent).toBe('unknown');
  });

  test('50 accepts at once make one signature, one signed event and one audit entry', async () => {
    const { companyId, signer } = await createSigningCompany(context.db);
    const contract = await createTestContract(context.db, { companyId });
    const token = await context.login(signer.email, signer.password);
    const responses = await Promise.all(Array.from({ length: 50 }, () => accept(token, contract.id, { version: 0 })));
    expect(responses.filter((response) => response.statusCode !== 200).map((response) => response.body)).toEqual([]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const [signatures] = await context.db
      .select({ total: count() })
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, contract.id));
    expect(Number(signatures?.total)).toBe(1);
    expect((await eventsOf(contract.id)).filter((event) => event.kind === 'signed')).toHaveLength(1);
    expect(await signedAudits(contract.id)).toHaveLength(1);
    expect((await contractRow(contract.id)).version).toBe(1);
  });
});

describe('who may sign, and what', () => {
  test("another company's contract answers as an unknown one", async () => {
    const globexContract = DEMO_CONTRACTS.globex.tomasAwaiting.id;
    const theirs = await accept(finance, globexContract, { version: 0 });
    const unknown = await accept(finance, '0b7d6a4e-5d1f-4c1e-9a43-7dffffffffff', { version: 0 });
    expect(theirs.statusCode).toBe(404);
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
    expect(await signaturesOf(globexContract)).toEqual([]);
    // Globex's own admin may.
    expect((await accept(globex, globexContract, { version: 0 })).statusCode).toBe(200);
  });

  test('without the contracts role: 403; without a session: 401', async () => {
    const { companyId } = await createSigningCompany(context.db);
    const contract = await createTestContract(context.db, { companyId });
    expect((await accept(interview, A.zaraCancelled.id, { version: 0 })).statusCode).toBe(403);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.acceptContract, { id: contract.id }),
      payload: { version: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await signaturesOf(contract.id)).toEqual([]);
  });

  test.each([
    ['no version', {}],
    ['a version in words', { version: 'three' }],
    ['a negative version', { version: -1 }],
    ['a fractional version', { version: 1.5 }],
    ['a huge version', { version: 2 ** 53 }],
    ['a version as null', { version: null }],
  ])('%s is a 422 on the version field', async (_name, payload) => {
    const { companyId, signer } = await createSigningCompany(context.db);
    const contract = await createTestContract(context.db, { companyId });
    const response = await accept(await context.login(signer.email, signer.password), contract.id, payload);
    expect(response.statusCode).toBe(422);
    expect(dataOf<{ errors: Array<{ property: string }> }>(response).errors.map((error) => error.property)).toEqual(['version']);
    expect(await signaturesOf(contract.id)).toEqual([]);
  });

  test('hostile ids and bodies are refused without a signature', async () => {
    for (const id of ["' or 1=1 --", '../../users', '%00', 'x'.repeat(300)]) {
      const response = await accept(finance, id, { version: 0 });
      expect([404, 414, 422]).toContain(response.statusCode);
    }
    const form = await context.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.acceptContract, { id: A.zaraCancelled.id }),
      headers: { ...bearer(finance), 'content-type': 'text/plain' },
      payload: 'version=0',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
  });
});
