import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  UPCOMING_INTERVIEWS_LIMIT,
  API_PATHS,
  apiPath,
  candidateProfileSchema,
  hiringWidgetSchema,
  interviewPageSchema,
  OPEN_RFP_STATUSES,
  type ProposalStatus,
  proposalSchema,
  rfpDetailSchema,
  rfpPageSchema,
  type RfpSort,
  type RfpStatus,
  type RfpSummary,
} from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { companies } from '../company-users/tables';
import { meetings, proposals, rfps, specialists, talents } from './tables';
import { DEMO_IDS } from '../../demo/seed';
import { DEMO_HIRING, seedHiringDemoData } from './demo-data';
import { interviewById } from './interview-queries';
import { encodeKeysetCursor } from '../../platform/pagination/keyset-cursor';
import { createRfp } from './create-rfp';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';

let context: TestContext;
const tokens: Record<string, string> = {};
/** A company of its own whose proposals the decline tests change, so the demo's stay as seeded. */
let declining: { companyId: string; userId: string; token: string };
/** A company of its own with many requests, with ties on created_at and on title. */
let paging: { companyId: string; token: string; total: number };
const PAGING_COUNT = 37;

const { rfps: R, proposals: P, talents: T, meetings: M } = DEMO_HIRING;

beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'interview@acme.test', 'sandbox@acme.test', 'admin@globex.test']) {
    tokens[email] = await context.login(email);
  }

  const [decliningCompany] = await context.db.insert(companies).values({ name: 'Declining Co' }).returning({ id: companies.id });
  if (!decliningCompany) throw new Error('No company');
  const decliner = await createTestUser(context.db, { companyId: decliningCompany.id, roles: ['proposals'] });
  declining = {
    companyId: decliningCompany.id,
    userId: decliner.id,
    token: await context.login(decliner.email, decliner.password),
  };

  const [pagingCompany] = await context.db.insert(companies).values({ name: 'Paging Co' }).returning({ id: companies.id });
  if (!pagingCompany) throw new Error('No company');
  for (let n = 0; n < PAGING_COUNT; n++) {
    const rfp = await createRfp(
      { db: context.db },
      {
        companyId: pagingCompany.id,
        createdBy: null,
        source: 'hiring',
        title: `Engineer ${n % 5}`,
        skills: ['Go'],
        seniority: 'middle',
        hoursPerWeek: 40,
        hourlyBudget: null,
        startDate: null,
      },
    );
    // Six creation moments for 37 requests, one with microseconds, so the id has to break ties.
    const createdAt = `2026-10-0${(n % 6) + 1}T10:00:00.123456Z`;
    await context.db
      .update(rfps)
      .set({ createdAt: sql`${createdAt}::timestamptz` })
      .where(eq(rfps.id, rfp.id));
  }
  const pagingUser = await createTestUser(context.db, { companyId: pagingCompany.id, roles: ['proposals'] });
  paging = { companyId: pagingCompany.id, token: await context.login(pagingUser.email, pagingUser.password), total: PAGING_COUNT };
});
afterAll(() => context?.close());

const tokenOf = (email: string) => tokens[email] ?? '';
const acme = () => tokenOf('interview@acme.test');
const idPath = (path: string, id: string) => apiPath(path, { id });
const candidatePath = (rfpId: string, bidId: string, talentId: string) => apiPath(API_PATHS.candidate, { rfpId, bidId, talentId });

async function get(url: string, token = acme(), query: Record<string, string | string[]> = {}) {
  return context.app.inject({ method: 'GET', url, query, headers: bearer(token) });
}

async function post(url: string, payload: unknown, token = acme()) {
  return context.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(token) });
}

const decline = (proposalId: string, msg: string | null, token = declining.token) =>
  post(idPath(API_PATHS.declineProposal, proposalId), { msg }, token);

function fieldsOf(response: { json(): unknown }): string[] {
  const body = response.json() as { data: { errors?: Array<{ property: string }> } };
  return (body.data.errors ?? []).map((error) => error.property);
}

async function listOf(query: Record<string, string | string[]> = {}, token = acme()) {
  const response = await get(API_PATHS.rfps, token, query);
  expect(response.statusCode).toBe(200);
  return rfpPageSchema.strict().parse(dataOf(response));
}

async function acmeRfpsInTable(statuses?: readonly RfpStatus[]) {
  return context.db
    .select({ id: rfps.id })
    .from(rfps)
    .where(and(eq(rfps.companyId, DEMO_IDS.acme), statuses ? inArray(rfps.status, [...statuses]) : undefined));
}

/** A proposal on a request of its own in the declining company, so that tests do not share one. */
async function fixtureProposal(status: ProposalStatus = 'new') {
  const rfp = await createRfp(
    { db: context.db },
    {
      companyId: declining.companyId,
      createdBy: null,
      source: 'hiring',
      title: 'Decline fixture',
      skills: ['React'],
      seniority: 'senior',
      hoursPerWeek: 40,
      hourlyBudget: null,
      startDate: null,
      status: 'reviewing',
    },
  );
  await context.db
    .update(rfps)
    .set({ updatedAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(rfps.id, rfp.id));
  const [row] = await context.db
    .insert(proposals)
    .values({
      companyId: declining.companyId,
      rfpId: rfp.id,
      talentId: T.lucasOliveira.id,
      status,
      rateMinor: 6_000,
      currency: 'USD',
      hoursPerWeek: 40,
      availableFrom: '2026-12-01',
    })
    .returning();
  if (!row) throw new Error('No proposal');
  return row;
}

async function auditEntriesOf(proposalId: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'proposal.declined'), eq(auditLog.subjectId, proposalId)));
}

describe('who may use hiring', () => {
  const everyGet = () => [
    API_PATHS.rfps,
    idPath(API_PATHS.rfp, R.acmeReact.id),
    candidatePath(R.acmeReact.id, P.reactLucas, T.lucasOliveira.id),
    API_PATHS.interviews,
    API_PATHS.hiringWidget,
  ];

  test('no session is 401', async () => {
    for (const url of everyGet()) expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const declined = await context.app.inject({
      method: 'POST',
      url: idPath(API_PATHS.declineProposal, P.reactLucas),
      payload: { msg: null },
    });
    expect(declined.statusCode).toBe(401);
    const requested = await context.app.inject({ method: 'POST', url: API_PATHS.talentRequests, payload: {} });
    expect(requested.statusCode).toBe(401);
  });

  test('a user without the proposals role is 403, and nothing is declined', async () => {
    for (const url of everyGet()) expect((await get(url, tokenOf('finance@acme.test'))).statusCode).toBe(403);
    expect((await decline(P.reactLucas, null, tokenOf('finance@acme.test'))).statusCode).toBe(403);
    const [row] = await context.db.select().from(proposals).where(eq(proposals.id, P.reactLucas));
    expect(row?.status).toBe('new');
  });

  test('a user without a company is 404, even for a talent request', async () => {
    for (const url of everyGet()) expect((await get(url, tokenOf('sandbox@acme.test'))).statusCode).toBe(404);
    expect((await decline(P.reactLucas, null, tokenOf('sandbox@acme.test'))).statusCode).toBe(404);
    const requested = await post(API_PATHS.talentRequests, talentRequest(), tokenOf('sandbox@acme.test'));
    expect(requested.statusCode).toBe(404);
  });

  test("another company's request, proposal, candidate and interviews are not found", async () => {
    expect((await get(idPath(API_PATHS.rfp, R.globex.id))).statusCode).toBe(404);
    expect((await get(candidatePath(R.globex.id, P.globexTomas, T.tomasSilva.id))).statusCode).toBe(404);
    expect((await decline(P.globexTomas, 'Not for us', acme())).statusCode).toBe(404);
    const [row] = await context.db.select().from(proposals).where(eq(proposals.id, P.globexTomas));
    expect(row?.status).toBe('new');
    const list = await listOf({ limit: '100' });
    expect(list.items.map((item) => item.id)).not.toContain(R.globex.id);
    const interviews = interviewPageSchema.parse(dataOf(await get(API_PATHS.interviews, acme(), { rfp: R.globex.id })));
    expect(interviews).toEqual({ items: [], next_cursor: null, total: 0 });
  });
});

describe('GET rfps', () => {
  test("lists the company's requests newest first, with proposal counts and the total", async () => {
    const list = await listOf();
    const inTable = await acmeRfpsInTable();
    expect(list.total).toBe(inTable.length);
    expect(new Set(list.items.map((item) => item.id))).toEqual(new Set(inTable.map((row) => row.id)));
    const created = list.items.map((item) => item.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const demoOrder = list.items.map((item) => item.id).filter((id) => Object.values(R).some((rfp) => rfp.id === id));
    expect(demoOrder).toEqual([R.acmeMatching.id, R.acmeReact.id, R.acmeInterviewing.id, R.acmeClosed.id]);

    const react = list.items.find((item) => item.id === R.acmeReact.id);
    expect(react).toEqual({
      id: R.acmeReact.id,
      title: 'Senior React engineer',
      skills: ['React', 'TypeScript', 'Redux', 'Jest'],
      seniority: 'senior',
      engagement: 'full_time',
      hours_per_week: 40,
      status: 'reviewing',
      proposals: { total: 5, new: 4, declined: 1 },
      start_date: '2026-12-07',
      created_at: '2026-11-02T09:30:00.000Z',
      updated_at: '2026-11-18T16:05:00.000Z',
    });
    expect(list.items.find((item) => item.id === R.acmeMatching.id)?.proposals).toEqual({ total: 0, new: 0, declined: 0 });
    expect(list.items.find((item) => item.id === R.acmeInterviewing.id)?.proposals).toEqual({ total: 4, new: 2, declined: 0 });
  });

  test('filters by one or many statuses', async () => {
    const reviewing = await listOf({ status: 'reviewing' });
    expect(reviewing.items.map((item) => item.id)).toEqual([R.acmeReact.id]);
    expect(reviewing.total).toBe(1);
    const two = await listOf({ status: ['closed', 'interviewing'] });
    expect(two.items.map((item) => item.id)).toEqual([R.acmeInterviewing.id, R.acmeClosed.id]);
    expect(two.total).toBe(2);
  });

  test('searches words of the title or a skill, case-insensitively', async () => {
    const react = await listOf({ q: 'REACT' });
    expect(react.items.map((item) => item.id).sort()).toEqual([R.acmeClosed.id, R.acmeReact.id].sort());
    const bySkill = await listOf({ q: 'postgres' });
    expect(bySkill.items.map((item) => item.id).sort()).toEqual([R.acmeInterviewing.id, R.acmeMatching.id].sort());
    const words = await listOf({ q: '  native   mobile ' });
    expect(words.items.map((item) => item.id)).toEqual([R.acmeClosed.id]);
    expect(words.total).toBe(1);
    const withStatus = await listOf({ q: 'react', status: 'closed' });
    expect(withStatus.items.map((item) => item.id)).toEqual([R.acmeClosed.id]);
  });

  test.each(['%', '_', '\\', "' OR 1=1 --", "react%' OR '1'='1", '%react%_'])(
    'hostile search %j matches nothing and fails nothing',
    async (q) => {
      const list = await listOf({ q });
      expect(list).toEqual({ items: [], next_cursor: null, total: 0 });
    },
  );

  test.each([
    [{ status: 'lost' }, 'status'],
    [{ status: ['reviewing', "reviewing' OR 1=1 --"] }, 'status'],
    [{ q: 'q'.repeat(101) }, 'q'],
    [{ sort: 'budget' }, 'sort'],
    [{ sort: 'title; drop table rfps' }, 'sort'],
    [{ limit: '1000000' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ limit: 'all' }, 'limit'],
    [{ cursor: "' OR '1'='1" }, 'cursor'],
    [{ cursor: 'c'.repeat(301) }, 'cursor'],
  ] as Array<[Record<string, string | string[]>, string]>)('bad query %j is 422 on %s', async (query, field) => {
    const response = await get(API_PATHS.rfps, acme(), query);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([field]);
  });

  test.each([
    ['not base64 JSON', Buffer.from('hello').toString('base64url')],
    [
      'a forged id',
      Buffer.from(JSON.stringify({ o: '-created_at', v: '2026-11-01T00:00:00.000000Z', i: "1' or 1=1" })).toString('base64url'),
    ],
    ['a forged time', encodeKeysetCursor({ order: '-created_at', value: "now()'; --", id: R.acmeReact.id })],
    ['another sort', encodeKeysetCursor({ order: 'title', value: 'Senior React engineer', id: R.acmeReact.id })],
  ])('a cursor with %s is 422 on cursor', async (_name, cursor) => {
    const response = await get(API_PATHS.rfps, acme(), { cursor });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['cursor']);
  });

  test('a cursor of one sort is refused by another', async () => {
    const first = await listOf({ sort: 'title', limit: '1' });
    expect(first.next_cursor).toEqual(expect.any(String));
    const response = await get(API_PATHS.rfps, acme(), { sort: '-title', cursor: first.next_cursor ?? '' });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['cursor']);
  });

  test.each(['-created_at', 'created_at', 'title', '-title'] as RfpSort[])(
    'paging with sort %s walks every request once, in the order of one big page',
    async (sort) => {
      const seen: RfpSummary[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 50; pages++) {
        const page = await listOf({ sort, limit: '4', ...(cursor ? { cursor } : {}) }, paging.token);
        expect(page.total).toBe(paging.total);
        seen.push(...page.items);
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
      }
      expect(seen).toHaveLength(paging.total);
      expect(new Set(seen.map((item) => item.id)).size).toBe(paging.total);
      const whole = await listOf({ sort, limit: '100' }, paging.token);
      expect(whole.next_cursor).toBeNull();
      expect(seen.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
      const ordered = await context.db
        .select({ id: rfps.id })
        .from(rfps)
        .where(eq(rfps.companyId, paging.companyId))
        .orderBy(
          ...(sort.endsWith('title') ? [rfps.title] : [rfps.createdAt]).map((column) =>
            sort.startsWith('-') ? sql`${column} desc` : asc(column),
          ),
          sort.startsWith('-') ? sql`${rfps.id} desc` : asc(rfps.id),
        );
      expect(seen.map((item) => item.id)).toEqual(ordered.map((row) => row.id));
    },
  );

  test('paging keeps the filters', async () => {
    const first = await listOf({ q: 'engineer 3', limit: '3' }, paging.token);
    const second = await listOf({ q: 'engineer 3', limit: '3', cursor: first.next_cursor ?? '' }, paging.token);
    const both = [...first.items, ...second.items];
    expect(first.total).toBe(second.total);
    expect(both.every((item) => item.title === 'Engineer 3')).toBe(true);
    expect(new Set(both.map((item) => item.id)).size).toBe(both.length);
  });
});

describe('GET rfp', () => {
  test('answers the request with its proposals, newest first and declined last, with the actions allowed', async () => {
    const response = await get(idPath(API_PATHS.rfp, R.acmeReact.id));
    expect(response.statusCode).toBe(200);
    const detail = rfpDetailSchema.strict().parse(dataOf(response));
    expect(detail.proposals).toEqual({ total: 5, new: 4, declined: 1 });
    expect(detail.hourly_budget).toEqual({ currency: 'USD', added_value: 7_500 });
    expect(detail.notes).toBe('Overlap of at least four hours with Central European Time.');
    expect(detail.proposals_list.map((proposal) => proposal.id)).toEqual([
      P.reactLucas,
      P.reactAnna,
      P.reactMateo,
      P.reactOlena,
      P.reactRahulDeclined,
    ]);
    const [lucas] = detail.proposals_list;
    expect(lucas).toMatchObject({
      status: 'new',
      rate: { currency: 'USD', added_value: 7_000 },
      availability: { hours_per_week: 40, available_from: '2026-12-07' },
      decline_reason: null,
      can_decline: true,
      can_book_intro_call: true,
    });
    expect(lucas?.candidate).toEqual({
      id: T.lucasOliveira.id,
      first_name: 'Lucas',
      last_name: 'Oliveira',
      photo: '/demo-assets/talent-lucas-oliveira.svg',
      title: 'Senior React engineer',
      top_skills: [
        { name: 'React', years: 8 },
        { name: 'TypeScript', years: 6 },
        { name: 'Redux', years: 5 },
        { name: 'Jest', years: 5 },
        { name: 'Node.js', years: 4 },
      ],
      experience_years: 8,
      location: 'São Paulo, Brazil',
      time_zone: 'America/Sao_Paulo',
      english_level: 'C1',
    });
    expect(detail.proposals_list.at(-1)).toMatchObject({
      status: 'declined',
      decline_reason: DEMO_HIRING.declinedReason,
      can_decline: false,
      can_book_intro_call: false,
    });
  });

  test('a closed request offers no intro call; a booked call can still be declined', async () => {
    const closed = rfpDetailSchema.parse(dataOf(await get(idPath(API_PATHS.rfp, R.acmeClosed.id))));
    expect(closed.status).toBe('closed');
    expect(closed.proposals_list.map((proposal) => [proposal.status, proposal.can_decline, proposal.can_book_intro_call])).toEqual([
      ['hired', false, false],
      ['declined', false, false],
    ]);
    const interviewing = rfpDetailSchema.parse(dataOf(await get(idPath(API_PATHS.rfp, R.acmeInterviewing.id))));
    const scheduled = interviewing.proposals_list.find((proposal) => proposal.id === P.goNikolaScheduled);
    expect(scheduled).toMatchObject({ status: 'interview_scheduled', can_decline: true, can_book_intro_call: false });
    const matching = rfpDetailSchema.parse(dataOf(await get(idPath(API_PATHS.rfp, R.acmeMatching.id))));
    expect(matching.proposals_list).toEqual([]);
  });

  test('an unknown request is 404, a malformed id 422 on id', async () => {
    expect((await get(idPath(API_PATHS.rfp, '0b7d6a4e-5d1f-4c1e-9a43-4cffffffffff'))).statusCode).toBe(404);
    const malformed = await get(idPath(API_PATHS.rfp, "1' OR '1'='1"));
    expect(malformed.statusCode).toBe(422);
    expect(fieldsOf(malformed)).toEqual(['id']);
  });
});

describe('GET candidate', () => {
  test("answers the talent's profile with the proposal and its request", async () => {
    const response = await get(candidatePath(R.acmeReact.id, P.reactAnna, T.annaKowalska.id));
    expect(response.statusCode).toBe(200);
    const profile = candidateProfileSchema.strict().parse(dataOf(response));
    expect(profile.rfp).toEqual({ id: R.acmeReact.id, title: 'Senior React engineer' });
    expect(profile.proposal.id).toBe(P.reactAnna);
    expect(profile.talent).toMatchObject({
      id: T.annaKowalska.id,
      first_name: 'Anna',
      city: 'Warsaw',
      country: 'Poland',
      english_level: 'C1',
    });
    expect(profile.talent.skills).toHaveLength(6);
    expect(profile.talent.experience.length).toBeGreaterThanOrEqual(2);
  });

  test('ids that do not belong together are 404', async () => {
    const cases: Array<[string, string, string]> = [
      [R.acmeReact.id, P.reactAnna, T.lucasOliveira.id],
      [R.acmeClosed.id, P.reactAnna, T.annaKowalska.id],
      [R.acmeReact.id, P.goNikolaScheduled, T.nikolaPetrovic.id],
      [R.globex.id, P.globexElenaScheduled, T.elenaPopescu.id],
    ];
    for (const ids of cases) expect((await get(candidatePath(...ids))).statusCode).toBe(404);
  });

  test('a malformed id is 422 on that id', async () => {
    const response = await get(candidatePath(R.acmeReact.id, 'bid', T.annaKowalska.id));
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['bidId']);
  });
});

describe('POST decline proposal', () => {
  test('declines with the reason given, records it and touches the request', async () => {
    const proposal = await fixtureProposal();
    const response = await decline(proposal.id, '  Rate is above our budget  ');
    expect(response.statusCode).toBe(200);
    const declined = proposalSchema.strict().parse(dataOf(response));
    expect(declined).toMatchObject({
      id: proposal.id,
      status: 'declined',
      decline_reason: 'Rate is above our budget',
      can_decline: false,
      can_book_intro_call: false,
    });
    const [row] = await context.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(row).toMatchObject({ status: 'declined', declinedBy: declining.userId });
    expect(row?.declinedAt).toBeInstanceOf(Date);
    const [rfp] = await context.db.select().from(rfps).where(eq(rfps.id, proposal.rfpId));
    expect(rfp?.updatedAt.getTime()).toBeGreaterThan(Date.parse('2026-01-01T00:00:00Z'));
    const entries = await auditEntriesOf(proposal.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ companyId: declining.companyId, actorUserId: declining.userId, subjectType: 'proposal' });
  });

  test('a skipped reason declines without one', async () => {
    const proposal = await fixtureProposal();
    const declined = proposalSchema.parse(dataOf(await decline(proposal.id, null)));
    expect(declined).toMatchObject({ status: 'declined', decline_reason: null });
    const blank = await fixtureProposal();
    expect(proposalSchema.parse(dataOf(await decline(blank.id, '   '))).decline_reason).toBeNull();
  });

  test('declining again answers the declined proposal unchanged, first reason kept', async () => {
    const proposal = await fixtureProposal();
    await decline(proposal.id, 'Other');
    const again = await decline(proposal.id, 'Time zone does not fit');
    expect(again.statusCode).toBe(200);
    expect(proposalSchema.parse(dataOf(again))).toMatchObject({ status: 'declined', decline_reason: 'Other' });
    expect(await auditEntriesOf(proposal.id)).toHaveLength(1);
  });

  test('a candidate with a booked intro call can be declined, and the call is canceled; a hired one is 409', async () => {
    const scheduled = await fixtureProposal('interview_scheduled');
    const [call] = await context.db
      .insert(meetings)
      .values({
        purpose: 'intro_call',
        ticketHash: `decline-fixture-${scheduled.id}`,
        userId: declining.userId,
        companyId: declining.companyId,
        specialistId: DEMO_HIRING.specialists.mariaLopez.id,
        rfpId: scheduled.rfpId,
        proposalId: scheduled.id,
        talentId: scheduled.talentId,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000 + 1_800_000),
        meetingUrl: 'https://calls.example.test/decline-fixture',
      })
      .returning({ id: meetings.id });
    expect((await decline(scheduled.id, null)).statusCode).toBe(200);
    const [canceled] = await context.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, call?.id ?? ''));
    expect(canceled).toMatchObject({ status: 'canceled', meetingUrl: null });
    const hired = await fixtureProposal('hired');
    const response = await decline(hired.id, 'Changed our minds');
    expect(response.statusCode).toBe(409);
    const [row] = await context.db.select().from(proposals).where(eq(proposals.id, hired.id));
    expect(row?.status).toBe('hired');
    expect(await auditEntriesOf(hired.id)).toHaveLength(0);
  });

  test('20 concurrent declines change it once and record it once', async () => {
    const proposal = await fixtureProposal();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, n) => decline(proposal.id, `Reason ${n}`)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const reasons = new Set(responses.map((response) => proposalSchema.parse(dataOf(response)).decline_reason));
    const [row] = await context.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(reasons).toEqual(new Set([row?.declineReason]));
    const entries = await auditEntriesOf(proposal.id);
    expect(entries).toHaveLength(1);
    expect((entries[0]?.metadata as { reason?: string }).reason).toBe(row?.declineReason);
  });

  test.each([
    ['no msg', {}],
    ['a number', { msg: 42 }],
    ['a reason of 1001 characters', { msg: 'x'.repeat(1001) }],
  ])('%s is 422 on msg', async (_name, payload) => {
    const proposal = await fixtureProposal();
    const response = await post(idPath(API_PATHS.declineProposal, proposal.id), payload, declining.token);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['msg']);
    const [row] = await context.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(row?.status).toBe('new');
  });

  test('an unknown proposal is 404, a malformed id 422 on id', async () => {
    expect((await decline('0b7d6a4e-5d1f-4c1e-9a43-4dffffffffff', null)).statusCode).toBe(404);
    const malformed = await decline('nope', null);
    expect(malformed.statusCode).toBe(422);
    expect(fieldsOf(malformed)).toEqual(['id']);
  });
});

describe('GET interviews', () => {
  async function interviewsOf(query: Record<string, string> = {}, token = acme()) {
    const response = await get(API_PATHS.interviews, token, query);
    expect(response.statusCode).toBe(200);
    return interviewPageSchema.strict().parse(dataOf(response));
  }

  test('upcoming lists scheduled calls still to come, soonest first, with their links', async () => {
    const upcoming = await interviewsOf();
    expect(upcoming.items.map((item) => item.id)).toEqual([M.acmeUpcomingFirst, M.acmeUpcomingSecond]);
    expect(upcoming.total).toBe(2);
    const [first] = upcoming.items;
    expect(first).toEqual({
      id: M.acmeUpcomingFirst,
      rfp: { id: R.acmeInterviewing.id, title: 'Backend engineer (Go)' },
      proposal_id: P.goNikolaScheduled,
      candidate: {
        id: T.nikolaPetrovic.id,
        first_name: 'Nikola',
        last_name: 'Petrović',
        photo: '/demo-assets/talent-nikola-petrovic.svg',
        title: 'Senior backend engineer (Go)',
      },
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      meeting_url: 'https://meet.example.com/demo-intro-1',
      status: 'scheduled',
    });
    expect(upcoming.items.every((item) => Date.parse(item.starts_at) >= Date.now())).toBe(true);
  });

  test('past lists the rest, latest first, without links', async () => {
    const past = await interviewsOf({ when: 'past' });
    expect(past.items.map((item) => [item.id, item.status, item.meeting_url])).toEqual([
      [M.acmePastCanceled, 'canceled', null],
      [M.acmePastCompleted, 'completed', null],
    ]);
    expect(past.total).toBe(2);
  });

  test('a scheduled call whose time has passed counts as past, and as completed once it is over', async () => {
    const [globexScheduled] = await context.db.select().from(meetings).where(eq(meetings.id, M.globexUpcoming));
    if (!globexScheduled) throw new Error('No demo meeting');
    const token = tokenOf('admin@globex.test');
    expect((await interviewsOf({}, token)).items.map((item) => item.id)).toEqual([M.globexUpcoming]);
    const startsAt = globexScheduled.startsAt;
    const { endsAt } = globexScheduled;
    const pastOf = async () => (await interviewsOf({ when: 'past' }, token)).items.map((item) => [item.id, item.status, item.meeting_url]);
    await context.db
      .update(meetings)
      .set({ startsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(meetings.id, M.globexUpcoming));
    try {
      expect((await interviewsOf({}, token)).total).toBe(0);
      // Started and not yet over: still scheduled, with the link to join.
      expect(await pastOf()).toEqual([[M.globexUpcoming, 'scheduled', globexScheduled.meetingUrl]]);

      await context.db
        .update(meetings)
        .set({ endsAt: new Date(Date.now() - 1_800_000) })
        .where(eq(meetings.id, M.globexUpcoming));
      expect(await pastOf()).toEqual([[M.globexUpcoming, 'completed', null]]);
      expect((await interviewById(context.db, DEMO_IDS.globex, M.globexUpcoming))?.status).toBe('completed');
    } finally {
      await context.db.update(meetings).set({ startsAt, endsAt }).where(eq(meetings.id, M.globexUpcoming));
    }
  });

  test('filters by request', async () => {
    expect((await interviewsOf({ rfp: R.acmeInterviewing.id })).total).toBe(2);
    expect(await interviewsOf({ rfp: R.acmeReact.id })).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  test('pages one at a time without duplicates; a cursor of upcoming is refused for past', async () => {
    const first = await interviewsOf({ limit: '1' });
    expect(first.items).toHaveLength(1);
    const second = await interviewsOf({ limit: '1', cursor: first.next_cursor ?? '' });
    expect(second.next_cursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([M.acmeUpcomingFirst, M.acmeUpcomingSecond]);
    const crossed = await get(API_PATHS.interviews, acme(), { when: 'past', cursor: first.next_cursor ?? '' });
    expect(crossed.statusCode).toBe(422);
    expect(fieldsOf(crossed)).toEqual(['cursor']);
  });

  test.each([
    [{ when: 'tomorrow' }, 'when'],
    [{ rfp: "1' OR 1=1 --" }, 'rfp'],
    [{ limit: '101' }, 'limit'],
    [{ cursor: '%%%' }, 'cursor'],
  ])('bad query %j is 422 on %s', async (query, field) => {
    const response = await get(API_PATHS.interviews, acme(), query);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([field]);
  });

  test('interviewById finds an interview of the company only', async () => {
    expect((await interviewById(context.db, DEMO_IDS.acme, M.acmePastCompleted))?.status).toBe('completed');
    expect(await interviewById(context.db, DEMO_IDS.globex, M.acmePastCompleted)).toBeNull();
  });
});

describe('GET hiring widget', () => {
  test('counts open requests and new proposals on them, and shows the next interview', async () => {
    const response = await get(API_PATHS.hiringWidget);
    expect(response.statusCode).toBe(200);
    const widget = hiringWidgetSchema.strict().parse(dataOf(response));
    expect(widget.open_requests).toBe((await acmeRfpsInTable(OPEN_RFP_STATUSES)).length);
    expect(widget.new_proposals).toBe(6);
    expect(widget.next_interview?.id).toBe(M.acmeUpcomingFirst);

    const globex = hiringWidgetSchema.parse(dataOf(await get(API_PATHS.hiringWidget, tokenOf('admin@globex.test'))));
    expect(globex).toMatchObject({ open_requests: 1, new_proposals: 1 });
    expect(globex.next_interview?.id).toBe(M.globexUpcoming);
  });

  test('lists the next few interviews soonest first, and says whether the company has posted a request', async () => {
    const widget = hiringWidgetSchema.parse(dataOf(await get(API_PATHS.hiringWidget)));
    expect(widget.has_requests).toBe(true);
    expect(widget.upcoming_interviews.length).toBeGreaterThan(0);
    expect(widget.upcoming_interviews.length).toBeLessThanOrEqual(UPCOMING_INTERVIEWS_LIMIT);
    expect(widget.upcoming_interviews[0]?.id).toBe(M.acmeUpcomingFirst);
    const starts = widget.upcoming_interviews.map((call) => call.starts_at);
    expect(starts).toEqual([...starts].sort());

    const [fresh] = await context.db.insert(companies).values({ name: 'First Steps Co' }).returning({ id: companies.id });
    const user = await createTestUser(context.db, { companyId: fresh?.id, roles: ['proposals'] });
    const empty = hiringWidgetSchema.parse(dataOf(await get(API_PATHS.hiringWidget, await context.login(user.email, user.password))));
    expect(empty).toEqual({ open_requests: 0, new_proposals: 0, next_interview: null, upcoming_interviews: [], has_requests: false });
  });
});

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function talentRequest(overrides: Record<string, unknown> = {}) {
  return {
    title: 'QA automation engineer',
    skills: ['Playwright', 'TypeScript', 'playwright'],
    seniority: 'middle',
    hours_per_week: 40,
    hourly_budget: { currency: 'EUR', added_value: 5_000 },
    start_date: isoDay(14),
    notes: 'Mostly end-to-end tests of the fleet dashboard.',
    ...overrides,
  };
}

describe('POST talent requests', () => {
  test('any user of the company may request talent: a new request, matching candidates', async () => {
    const response = await post(API_PATHS.talentRequests, talentRequest(), tokenOf('finance@acme.test'));
    expect(response.statusCode).toBe(201);
    const detail = rfpDetailSchema.strict().parse(dataOf(response));
    expect(detail).toMatchObject({
      title: 'QA automation engineer',
      skills: ['Playwright', 'TypeScript'],
      seniority: 'middle',
      engagement: 'full_time',
      hours_per_week: 40,
      status: 'matching',
      hourly_budget: { currency: 'EUR', added_value: 5_000 },
      start_date: isoDay(14),
      notes: 'Mostly end-to-end tests of the fleet dashboard.',
      proposals: { total: 0, new: 0, declined: 0 },
      proposals_list: [],
    });
    const [row] = await context.db.select().from(rfps).where(eq(rfps.id, detail.id));
    expect(row).toMatchObject({ companyId: DEMO_IDS.acme, createdBy: DEMO_IDS.acmeFinance, source: 'talent_request' });
    const list = await listOf({ status: 'matching' });
    expect(list.items[0]?.id).toBe(detail.id);
  });

  test.each([
    [35, 'full_time'],
    [34, 'part_time'],
    [20, 'part_time'],
    [19, 'hourly'],
  ])('%i hours a week is %s', async (hours, engagement) => {
    const response = await post(API_PATHS.talentRequests, talentRequest({ hours_per_week: hours }), declining.token);
    expect(response.statusCode).toBe(201);
    expect(rfpDetailSchema.parse(dataOf(response)).engagement).toBe(engagement);
  });

  test('today is a valid start date; yesterday is not', async () => {
    expect((await post(API_PATHS.talentRequests, talentRequest({ start_date: isoDay(0) }), declining.token)).statusCode).toBe(201);
    const [before] = await context.db.select({ total: count() }).from(rfps).where(eq(rfps.companyId, declining.companyId));
    const response = await post(API_PATHS.talentRequests, talentRequest({ start_date: isoDay(-2) }), declining.token);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['start_date']);
    const [after] = await context.db.select({ total: count() }).from(rfps).where(eq(rfps.companyId, declining.companyId));
    expect(after?.total).toBe(before?.total);
  });

  test.each([
    ['a blank title', { title: '   ' }, 'title'],
    ['a title of 121 characters', { title: 'x'.repeat(121) }, 'title'],
    ['no skills', { skills: [] }, 'skills'],
    ['11 skills', { skills: Array.from({ length: 11 }, (_, n) => `Skill ${n}`) }, 'skills'],
    ['an unknown seniority', { seniority: 'guru' }, 'seniority'],
    ['4 hours a week', { hours_per_week: 4 }, 'hours_per_week'],
    ['61 hours a week', { hours_per_week: 61 }, 'hours_per_week'],
    ['hours as text', { hours_per_week: '40' }, 'hours_per_week'],
    ['a budget under 10.00', { hourly_budget: { currency: 'USD', added_value: 999 } }, 'hourly_budget.added_value'],
    ['an unknown currency', { hourly_budget: { currency: 'BTC', added_value: 5_000 } }, 'hourly_budget.currency'],
    ['an impossible date', { start_date: '2026-02-30' }, 'start_date'],
    ['SQL in the date', { start_date: "2027-01-01'; drop table rfps; --" }, 'start_date'],
    ['notes of 2001 characters', { notes: 'x'.repeat(2001) }, 'notes'],
  ])('%s is 422 on %s', async (_name, overrides, field) => {
    const response = await post(API_PATHS.talentRequests, talentRequest(overrides), declining.token);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([field]);
  });
});

describe('hiring demo data', () => {
  test('has talent and sales specialists with their scheduler pages', async () => {
    const rows = await context.db.select().from(specialists);
    expect(rows.filter((row) => row.kind === 'talent').length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.kind === 'sales').length).toBeGreaterThanOrEqual(1);
    expect(rows.map((row) => row.meetingSlug)).toContain('maria-lopez');
  });

  test('has a dozen realistic talents whose photos exist', async () => {
    const rows = await context.db.select().from(talents);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const talent of rows) {
      expect(talent.skills.length).toBeGreaterThanOrEqual(5);
      expect(talent.skills.length).toBeLessThanOrEqual(8);
      expect(talent.experience.length).toBeGreaterThanOrEqual(2);
      expect(talent.experience.length).toBeLessThanOrEqual(3);
      expect(talent.summary.length).toBeGreaterThan(40);
    }
    const photos = [...rows, ...(await context.db.select().from(specialists))].flatMap((row) => (row.photo ? [row.photo] : []));
    expect(photos.length).toBeGreaterThan(10);
    for (const photo of photos) {
      const response = await context.app.inject({ method: 'GET', url: photo });
      expect([photo, response.statusCode, response.headers['content-type']]).toEqual([
        photo,
        200,
        expect.stringContaining('image/svg+xml'),
      ]);
    }
  });

  test('a booked intro call and its proposal agree', async () => {
    const rows = await context.db
      .select({ status: meetings.status, proposalStatus: proposals.status })
      .from(meetings)
      .innerJoin(proposals, eq(proposals.id, meetings.proposalId))
      .where(inArray(meetings.id, Object.values(M)));
    expect(rows).toHaveLength(Object.values(M).length);
    for (const row of rows) expect(row.status === 'scheduled').toBe(row.proposalStatus === 'interview_scheduled');
  });

  test('demo calls fall on business days', async () => {
    const rows = await context.db
      .select({ startsAt: meetings.startsAt })
      .from(meetings)
      .where(inArray(meetings.id, Object.values(M)));
    for (const row of rows) expect([1, 2, 3, 4, 5]).toContain(row.startsAt.getUTCDay());
  });

  test('seeding again inserts only what is missing', async () => {
    const tables = [specialists, talents, rfps, proposals, meetings] as const;
    const countAll = () => Promise.all(tables.map(async (table) => (await context.db.select({ total: count() }).from(table))[0]?.total));
    const before = await countAll();
    await context.db.delete(meetings).where(eq(meetings.id, M.acmePastCanceled));
    const options = {
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      acmeUserId: DEMO_IDS.acmeInterview,
      globexUserId: DEMO_IDS.globexAdmin,
    };
    await seedHiringDemoData(context.db, options);
    await seedHiringDemoData(context.db, options);
    expect(await countAll()).toEqual(before);
    const [restored] = await context.db.select().from(meetings).where(eq(meetings.id, M.acmePastCanceled));
    expect(restored?.status).toBe('canceled');
  });
});
