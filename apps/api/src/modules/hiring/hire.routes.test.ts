import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addMonths,
  API_PATHS,
  apiPath,
  candidateProfileSchema,
  HIRE_DECLINED_MESSAGE,
  HIRE_VENDOR_MISSING_MESSAGE,
  hireProposalResultSchema,
  NOT_FOUND_MESSAGE,
  type ProposalStatus,
  utcDay,
} from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { auditLog } from '../../platform/audit/tables';
import { vendors } from '../company-users/tables';
import { DEMO_CONTRACTS } from '../team-contracts';
import { nextContractNumber } from '../team-contracts/create-contract';
import { contractEvents, contracts } from '../team-contracts/tables';
import { createHiringCompany, createTestProposal, createTestRfp } from '../../testing/hiring-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { DEMO_HIRING } from './demo-data';
import { proposals, rfps } from './tables';

let context: TestContext;
/** A company of its own with a vendor, whose proposals the tests hire. */
let own: { companyId: string; userId: string; token: string; vendorId: string; vendorName: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'interview@acme.test', 'admin@globex.test'])
    tokens[email] = await context.login(email);
  const { company, user } = await createHiringCompany(context.db);
  const [vendor] = await context.db.insert(vendors).values({ name: 'Hire Test Studio' }).returning();
  if (!vendor) throw new Error('No vendor');
  own = {
    companyId: company.id,
    userId: user.id,
    token: await context.login(user.email, user.password),
    vendorId: vendor.id,
    vendorName: vendor.name,
  };
});
afterAll(() => context?.close());

const hirePath = (proposalId: string) => apiPath(API_PATHS.hireProposal, { id: proposalId });
const hire = (proposalId: string, token = own.token) =>
  context.app.inject({ method: 'POST', url: hirePath(proposalId), headers: bearer(token) });
const messageOf = (response: { json(): unknown }) => (response.json() as { data: { message?: string } }).data.message;

async function proposal(input: { status?: ProposalStatus; vendorId?: string | null; availableFrom?: string; hoursPerWeek?: number } = {}) {
  const rfp = await createTestRfp(context.db, { companyId: own.companyId, skills: ['Go'], title: 'Platform engineer' });
  const row = await createTestProposal(context.db, {
    companyId: own.companyId,
    rfpId: rfp.id,
    status: input.status,
    vendorId: input.vendorId === undefined ? own.vendorId : input.vendorId,
    availableFrom: input.availableFrom,
    hoursPerWeek: input.hoursPerWeek,
  });
  return { rfp, proposal: row };
}

async function auditsFor(subjectIds: string[]) {
  return context.db
    .select({ action: auditLog.action, subjectId: auditLog.subjectId, metadata: auditLog.metadata, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(inArray(auditLog.subjectId, subjectIds))
    .orderBy(asc(auditLog.id));
}

const contractsOf = (proposalId: string) => context.db.select().from(contracts).where(eq(contracts.proposalId, proposalId));

describe('hiring a candidate', () => {
  test("marks the proposal hired and creates the vendor's contract awaiting the company's signature", async () => {
    const { rfp, proposal: offered } = await proposal({ availableFrom: addMonths(utcDay(), 1), hoursPerWeek: 32 });
    const response = await hire(offered.id);
    expect(response.statusCode).toBe(200);
    const result = hireProposalResultSchema.strict().parse(dataOf(response));
    expect(result).toEqual({ proposal_id: offered.id, status: 'hired', contract_id: expect.any(String) });

    const [contract] = await contractsOf(offered.id);
    const startsOn = addMonths(utcDay(), 1);
    expect(contract).toMatchObject({
      id: result.contract_id,
      companyId: own.companyId,
      vendorId: own.vendorId,
      talentId: offered.talentId,
      proposalId: offered.id,
      number: `CTR-${utcDay().slice(0, 4)}-0001`,
      status: 'awaiting_signature',
      roleTitle: rfp.title,
      engagement: rfp.engagement,
      hoursPerWeek: 32,
      rateMinor: offered.rateMinor,
      currency: offered.currency,
      noticePeriodDays: 30,
      startsOn,
      endsOn: addMonths(startsOn, 6),
      termsVersionId: DEMO_CONTRACTS.terms.v2,
      version: 0,
    });
    const [row] = await context.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, offered.id));
    expect(row?.status).toBe('hired');

    expect(
      await context.db
        .select({ kind: contractEvents.kind, actorLabel: contractEvents.actorLabel, actorUserId: contractEvents.actorUserId })
        .from(contractEvents)
        .where(eq(contractEvents.contractId, result.contract_id)),
    ).toEqual([{ kind: 'created', actorLabel: 'Hire Test Studio (vendor)', actorUserId: null }]);
    expect(await auditsFor([offered.id, result.contract_id])).toEqual([
      {
        action: 'contract.created',
        subjectId: result.contract_id,
        actorUserId: own.userId,
        metadata: expect.objectContaining({
          number: contract?.number,
          vendor_name: 'Hire Test Studio',
          proposal_id: offered.id,
          terms_version: '2.0',
        }),
      },
      {
        action: 'proposal.hired',
        subjectId: offered.id,
        actorUserId: own.userId,
        metadata: expect.objectContaining({ previous_status: 'new', contract_id: result.contract_id, rfp_id: rfp.id }),
      },
    ]);
  });

  test('hiring again answers the same contract and writes nothing; the candidate page links it', async () => {
    const { rfp, proposal: offered } = await proposal();
    const first = dataOf(await hire(offered.id));
    const again = await hire(offered.id);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual(first);
    expect(await contractsOf(offered.id)).toHaveLength(1);
    expect((await auditsFor([offered.id])).map((entry) => entry.action)).toEqual(['proposal.hired']);

    const page = await context.app.inject({
      method: 'GET',
      url: apiPath(API_PATHS.candidate, { rfpId: rfp.id, bidId: offered.id, talentId: offered.talentId }),
      headers: bearer(own.token),
    });
    const profile = candidateProfileSchema.strict().parse(dataOf(page));
    expect(profile).toMatchObject({ contract_id: first.contract_id, can_hire: false, proposal: { status: 'hired', can_decline: false } });
  });

  test('concurrent hires make one contract, one of each audit entry', async () => {
    const { proposal: offered } = await proposal();
    const responses = await Promise.all(Array.from({ length: 15 }, () => hire(offered.id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 15 }, () => 200));
    expect(new Set(responses.map((response) => dataOf<{ contract_id: string }>(response).contract_id)).size).toBe(1);
    expect(await contractsOf(offered.id)).toHaveLength(1);
    expect((await auditsFor([offered.id])).map((entry) => entry.action)).toEqual(['proposal.hired']);
  });

  test("two candidates hired at once get the company's next two numbers", async () => {
    const [a, b] = await Promise.all([proposal(), proposal()]);
    await Promise.all([hire(a?.proposal.id ?? ''), hire(b?.proposal.id ?? '')]);
    const numbers = (
      await context.db.select({ number: contracts.number }).from(contracts).where(eq(contracts.companyId, own.companyId))
    ).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test('a candidate with an intro call booked can be hired; one available from a past day starts today', async () => {
    const { proposal: offered } = await proposal({ status: 'interview_scheduled', availableFrom: '2026-01-05' });
    expect((await hire(offered.id)).statusCode).toBe(200);
    const [contract] = await contractsOf(offered.id);
    expect(contract?.startsOn).toBe(utcDay());
    expect((await auditsFor([offered.id]))[0]?.metadata).toMatchObject({ previous_status: 'interview_scheduled' });
  });

  test('a declined candidate is a 409 and nothing changes', async () => {
    const { proposal: offered } = await proposal({ status: 'declined' });
    const response = await hire(offered.id);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(HIRE_DECLINED_MESSAGE);
    expect(await contractsOf(offered.id)).toEqual([]);
    expect(await auditsFor([offered.id])).toEqual([]);
  });

  test('a candidate whose vendor has not joined is a 409; the proposal stays as it was', async () => {
    const { rfp, proposal: offered } = await proposal({ vendorId: null });
    const response = await hire(offered.id);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(HIRE_VENDOR_MISSING_MESSAGE);
    const [row] = await context.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, offered.id));
    expect(row?.status).toBe('new');
    expect(await contractsOf(offered.id)).toEqual([]);
    const [request] = await context.db.select({ updatedAt: rfps.updatedAt }).from(rfps).where(eq(rfps.id, rfp.id));
    expect(request?.updatedAt.getTime()).toBe(rfp.updatedAt.getTime());
  });

  test('the candidate page offers hiring for new and interviewing proposals only', async () => {
    for (const [status, canHire] of [
      ['new', true],
      ['interview_scheduled', true],
      ['declined', false],
    ] as const) {
      const { rfp, proposal: offered } = await proposal({ status });
      const page = await context.app.inject({
        method: 'GET',
        url: apiPath(API_PATHS.candidate, { rfpId: rfp.id, bidId: offered.id, talentId: offered.talentId }),
        headers: bearer(own.token),
      });
      expect({ status, ...candidateProfileSchema.parse(dataOf(page)) }).toMatchObject({ status, can_hire: canHire, contract_id: null });
    }
  });
});

describe('the demo', () => {
  test("Sofia Rossi's page links her contract, and hiring her again answers it", async () => {
    const P = DEMO_HIRING.proposals;
    const url = apiPath(API_PATHS.candidate, {
      rfpId: DEMO_HIRING.rfps.acmeClosed.id,
      bidId: P.closedSofiaHired,
      talentId: DEMO_HIRING.talents.sofiaRossi.id,
    });
    const profile = candidateProfileSchema.parse(
      dataOf(await context.app.inject({ method: 'GET', url, headers: bearer(tokens['interview@acme.test'] ?? '') })),
    );
    expect(profile).toMatchObject({ contract_id: DEMO_CONTRACTS.acme.sofiaActive.id, can_hire: false });
    const again = await hire(P.closedSofiaHired, tokens['interview@acme.test']);
    expect(dataOf(again)).toEqual({ proposal_id: P.closedSofiaHired, status: 'hired', contract_id: DEMO_CONTRACTS.acme.sofiaActive.id });
  });

  test("hiring at Acme takes the company's next number after the demo's", async () => {
    const taken = (await context.db.select({ number: contracts.number }).from(contracts).where(eq(contracts.companyId, DEMO_IDS.acme))).map(
      (row) => row.number,
    );
    const response = await hire(DEMO_HIRING.proposals.reactLucas, tokens['admin@acme.test']);
    expect(response.statusCode).toBe(200);
    const [contract] = await context.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.companyId, DEMO_IDS.acme), eq(contracts.proposalId, DEMO_HIRING.proposals.reactLucas)));
    expect(contract?.number).toBe(nextContractNumber(taken, utcDay().slice(0, 4)));
    expect(contract?.status).toBe('awaiting_signature');
  });
});

describe('access', () => {
  test("another company's proposal answers exactly as an unknown one, and is not hired", async () => {
    const globex = tokens['admin@globex.test'] ?? '';
    const { proposal: offered } = await proposal();
    const theirs = await hire(offered.id, globex);
    const unknown = await hire('00000000-0000-4000-8000-000000000000', globex);
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: { data: { message: NOT_FOUND_MESSAGE } } });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: theirs.statusCode, body: theirs.json() });
    expect(await contractsOf(offered.id)).toEqual([]);
  });

  test('the proposals role is needed', async () => {
    const response = await hire(DEMO_HIRING.proposals.reactAnna, tokens['finance@acme.test']);
    expect(response.statusCode).toBe(403);
    expect(await contractsOf(DEMO_HIRING.proposals.reactAnna)).toEqual([]);
    expect((await context.app.inject({ method: 'POST', url: hirePath(DEMO_HIRING.proposals.reactAnna) })).statusCode).toBe(401);
  });
});

describe('contract numbers', () => {
  test("the year's next number, past gaps and numbers of other forms", () => {
    expect(nextContractNumber([], '2026')).toBe('CTR-2026-0001');
    expect(nextContractNumber(['CTR-2026-0001', 'CTR-2026-0011', 'CTR-2026-0004'], '2026')).toBe('CTR-2026-0012');
    expect(nextContractNumber(['CTR-2025-0021', 'GLX-CTR-0001', 'CTR-2026-0009-old'], '2026')).toBe('CTR-2026-0001');
    expect(nextContractNumber(['CTR-2027-9999'], '2027')).toBe('CTR-2027-10000');
  });
});
