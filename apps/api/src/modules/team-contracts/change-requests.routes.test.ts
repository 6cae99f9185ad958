import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  type ChangeRequest,
  changeRequestPageSchema,
  changeRequestSchema,
  NOT_FOUND_MESSAGE,
} from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import {
  createContractingCompany,
  createTestChangeRequest,
  createTestContract,
  dayFromToday,
  type TestContractInput,
} from '../../testing/change-request-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { DEMO_CONTRACTS } from './demo-data';
import { formatDay } from './notice-period';
import { contractChangeRequests, contractEvents } from './tables';

let context: TestContext;
/** A company of its own whose contracts the tests change, so that the demo's stay as seeded. */
let own: Awaited<ReturnType<typeof createContractingCompany>> & { token: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['finance@acme.test', 'interview@acme.test', 'admin@globex.test']) tokens[email] = await context.login(email);
  const company = await createContractingCompany(context.db);
  own = { ...company, token: await context.login(company.user.email, company.user.password) };
});
afterAll(() => context?.close());

const requestsPath = (contractId: string) => apiPath(API_PATHS.contractChangeRequests, { id: contractId });
const withdrawPath = (contractId: string, requestId: string) =>
  apiPath(API_PATHS.contractChangeRequestWithdraw, { id: contractId, requestId });

const contract = (input: Partial<TestContractInput> = {}) =>
  createTestContract(context.db, { companyId: own.companyId, vendorId: own.vendorId, ...input });

function send(contractId: string, payload: unknown, token = own.token) {
  return context.app.inject({
    method: 'POST',
    url: requestsPath(contractId),
    payload: payload as Record<string, unknown>,
    headers: bearer(token),
  });
}
function list(contractId: string, token = own.token, query: Record<string, string> = {}) {
  return context.app.inject({ method: 'GET', url: requestsPath(contractId), query, headers: bearer(token) });
}
function withdraw(contractId: string, requestId: string, token = own.token) {
  return context.app.inject({ method: 'POST', url: withdrawPath(contractId, requestId), headers: bearer(token) });
}

function fieldErrors(response: { json(): unknown }) {
  return (response.json() as { data: { errors?: Array<{ property: string; message: string }> } }).data.errors ?? [];
}
const messageOf = (response: { json(): unknown }) => (response.json() as { data: { message?: string } }).data.message;

async function eventsOf(contractId: string) {
  return context.db
    .select({
      kind: contractEvents.kind,
      actorLabel: contractEvents.actorLabel,
      details: contractEvents.details,
      actorUserId: contractEvents.actorUserId,
    })
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(asc(contractEvents.id));
}

async function auditsOf(contractId: string) {
  return context.db
    .select({ action: auditLog.action, metadata: auditLog.metadata, actorUserId: auditLog.actorUserId, companyId: auditLog.companyId })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'contract'), eq(auditLog.subjectId, contractId)))
    .orderBy(asc(auditLog.id));
}

describe('asking for an extension', () => {
  test('records the request for the vendor, with the history entry and the audit entry', async () => {
    const { id, endsOn } = await contract({ endsOn: 90 });
    const newEnd = dayFromToday(270);
    const response = await send(id, { kind: 'extension', requested_end_on: newEnd, reason: '  The platform work runs on.  ' });
    expect(response.statusCode).toBe(201);
    const request = changeRequestSchema.strict().parse(dataOf(response));
    expect(request).toEqual({
      id: expect.any(String),
      contract_id: id,
      kind: 'extension',
      requested_end_on: newEnd,
      reason: 'The platform work runs on.',
      status: 'pending',
      notice_short: false,
      requested_by: { id: own.user.id, name: 'Test User' },
      created_at: expect.any(String),
      decided_at: null,
      can_withdraw: true,
    });
    expect(await eventsOf(id)).toEqual([
      {
        kind: 'extension_requested',
        actorLabel: 'Test User',
        actorUserId: own.user.id,
        details: { request_id: request.id, requested_end_on: newEnd, notice_short: false },
      },
    ]);
    const audits = await auditsOf(id);
    expect(audits).toEqual([
      {
        action: 'contract.extension_requested',
        actorUserId: own.user.id,
        companyId: own.companyId,
        metadata: expect.objectContaining({
          request_id: request.id,
          requested_end_on: newEnd,
          current_end_on: endsOn,
          notice_short: false,
          vendor_name: own.vendorName,
        }),
      },
    ]);

    const page = changeRequestPageSchema.strict().parse(dataOf(await list(id)));
    expect(page).toEqual({ items: [request], next_cursor: null, total: 1 });
  });

  test('the same request again answers the waiting one and writes nothing more; another one is a 409 naming it', async () => {
    const { id } = await contract();
    const payload = { kind: 'extension', requested_end_on: dayFromToday(300) };
    const first = await send(id, payload);
    expect(first.statusCode).toBe(201);
    const again = await send(id, payload);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual(dataOf(first));

    const other = await send(id, { kind: 'end', requested_end_on: dayFromToday(60) });
    expect(other.statusCode).toBe(409);
    expect(messageOf(other)).toBe(
      `An extension to ${formatDay(dayFromToday(300))} is already waiting for ${own.vendorName}. Withdraw it before sending another request.`,
    );
    const sameDateOtherReason = await send(id, { ...payload, reason: 'Another reason' });
    expect(sameDateOtherReason.statusCode).toBe(409);
    expect((await eventsOf(id)).length).toBe(1);
    expect((await auditsOf(id)).length).toBe(1);
  });

  test('concurrent identical requests make one', async () => {
    const { id } = await contract();
    const payload = { kind: 'extension', requested_end_on: dayFromToday(400), reason: 'Twice clicked' };
    const responses = await Promise.all(Array.from({ length: 12 }, () => send(id, payload)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => dataOf<ChangeRequest>(response).id)).size).toBe(1);
    expect((await eventsOf(id)).length).toBe(1);
    expect((await auditsOf(id)).length).toBe(1);
  });

  test.each([
    [180, 'Choose a date after the current end date'],
    [150, 'Choose a date after the current end date'],
    [180 + 740, 'An extension can reach at most 2 years past the current end'],
  ])('a new end %i days from today (the end is in 180) is refused on requested_end_on', async (days, message) => {
    const { id } = await contract({ endsOn: 180 });
    const response = await send(id, { kind: 'extension', requested_end_on: dayFromToday(days) });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ property: 'requested_end_on', message: expect.stringContaining(message) }]);
    expect(await eventsOf(id)).toEqual([]);
  });

  test('a contract under notice can be extended; one without an end date, awaiting signature, ended or cancelled cannot', async () => {
    const underNotice = await contract({ status: 'notice_given', endsOn: 20 });
    expect((await send(underNotice.id, { kind: 'extension', requested_end_on: dayFromToday(200) })).statusCode).toBe(201);

    const openEnded = await contract({ endsOn: null });
    const refused = await send(openEnded.id, { kind: 'extension', requested_end_on: dayFromToday(200) });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('This contract has no end date, so there is nothing to extend.');
    for (const status of ['awaiting_signature', 'ended', 'cancelled'] as const) {
      const { id } = await contract({ status });
      const response = await send(id, { kind: 'extension', requested_end_on: dayFromToday(400) });
      expect({ status, code: response.statusCode }).toEqual({ status, code: 409 });
    }
  });
});

describe('asking to end a contract', () => {
  test('an end within the notice period is recorded as short; one after it is not', async () => {
    const short = await contract({ noticePeriodDays: 30 });
    const shortResponse = await send(short.id, { kind: 'end', requested_end_on: dayFromToday(10), reason: 'Budget cut' });
    expect(shortResponse.statusCode).toBe(201);
    expect(dataOf<ChangeRequest>(shortResponse)).toMatchObject({ kind: 'end', notice_short: true, reason: 'Budget cut' });
    expect((await eventsOf(short.id))[0]).toMatchObject({
      kind: 'end_requested',
      details: { notice_short: true, requested_end_on: dayFromToday(10) },
    });
    expect((await auditsOf(short.id))[0]).toMatchObject({
      action: 'contract.end_requested',
      metadata: { notice_short: true, notice_period_days: 30 },
    });

    const [row] = await context.db.select().from(contractChangeRequests).where(eq(contractChangeRequests.contractId, short.id));
    expect(row).toMatchObject({ noticeShort: true, status: 'pending', requestedBy: own.user.id, companyId: own.companyId });

    const inTime = await contract({ noticePeriodDays: 30 });
    const inTimeResponse = await send(inTime.id, { kind: 'end', requested_end_on: dayFromToday(30) });
    expect(dataOf<ChangeRequest>(inTimeResponse)).toMatchObject({ notice_short: false, reason: null });
  });

  test('today itself is allowed, with zero notice not short', async () => {
    const { id } = await contract({ noticePeriodDays: 0 });
    const response = await send(id, { kind: 'end', requested_end_on: dayFromToday(0) });
    expect(response.statusCode).toBe(201);
    expect(dataOf<ChangeRequest>(response).notice_short).toBe(false);
  });

  test.each([
    [-1, 'The last working day cannot be in the past.'],
    [181, 'The last working day must be on or before the current end date'],
  ])('a last working day %i days from today is refused on requested_end_on', async (days, message) => {
    const { id } = await contract({ endsOn: 180 });
    const response = await send(id, { kind: 'end', requested_end_on: dayFromToday(days) });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ property: 'requested_end_on', message: expect.stringContaining(message) }]);
  });

  test('a contract under notice already ends: 409; so do awaiting signature, ended and cancelled ones', async () => {
    const underNotice = await contract({ status: 'notice_given', endsOn: 20 });
    const response = await send(underNotice.id, { kind: 'end', requested_end_on: dayFromToday(10) });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Notice has already been given on this contract: it ends on its end date.');
    for (const status of ['awaiting_signature', 'ended', 'cancelled'] as const) {
      const { id } = await contract({ status });
      expect((await send(id, { kind: 'end', requested_end_on: dayFromToday(10) })).statusCode).toBe(409);
    }
  });

  test('a signed contract not started yet can be ended from its start', async () => {
    const { id, startsOn } = await contract({ status: 'signed', startsOn: 20, endsOn: 200 });
    const early = await send(id, { kind: 'end', requested_end_on: dayFromToday(19) });
    expect(fieldErrors(early)).toEqual([
      { property: 'requested_end_on', message: `The last working day cannot be before the contract starts, ${formatDay(startsOn ?? '')}.` },
    ]);
    expect((await send(id, { kind: 'end', requested_end_on: dayFromToday(20) })).statusCode).toBe(201);
  });
});

describe('bad and hostile input', () => {
  test.each([
    ['an unknown kind', { kind: 'pause', requested_end_on: '2027-01-01' }, 'kind'],
    ['no date', { kind: 'end' }, 'requested_end_on'],
    ['a day that does not exist', { kind: 'end', requested_end_on: '2027-02-30' }, 'requested_end_on'],
    ['a date in another format', { kind: 'end', requested_end_on: '01/02/2027' }, 'requested_end_on'],
    ['SQL in the date', { kind: 'end', requested_end_on: "2027-01-01' or 1=1 --" }, 'requested_end_on'],
    ['a reason of 1001 characters', { kind: 'end', requested_end_on: '2027-01-01', reason: 'x'.repeat(1001) }, 'reason'],
    ['a bidirectional override in the reason', { kind: 'end', requested_end_on: '2027-01-01', reason: 'Bidi \u202Eoverride' }, 'reason'],
    ['a number as the reason', { kind: 'end', requested_end_on: '2027-01-01', reason: 42 }, 'reason'],
  ])('%s is a 422 on its field', async (_label, payload, property) => {
    const { id } = await contract();
    const response = await send(id, payload);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).map((error) => error.property)).toEqual([property]);
  });

  test('markup in a reason is kept as text, as written', async () => {
    const { id } = await contract();
    const reason = '<img src=x onerror=alert(1)> & "quotes"';
    const response = await send(id, { kind: 'extension', requested_end_on: dayFromToday(365), reason });
    expect(dataOf<ChangeRequest>(response).reason).toBe(reason);
  });

  test('a reason of exactly 1000 characters is accepted', async () => {
    const { id } = await contract();
    expect((await send(id, { kind: 'extension', requested_end_on: dayFromToday(365), reason: 'y'.repeat(1000) })).statusCode).toBe(201);
  });

  test('a path id that is not a uuid is a 422', async () => {
    const response = await context.app.inject({ method: 'GET', url: requestsPath('not-a-uuid'), headers: bearer(own.token) });
    expect(response.statusCode).toBe(422);
  });
});

describe('withdrawing a request', () => {
  test('withdraws the waiting request once: history and audit entry; again answers it as it is', async () => {
    const { id } = await contract();
    const created = dataOf<ChangeRequest>(await send(id, { kind: 'end', requested_end_on: dayFromToday(90) }));
    const response = await withdraw(id, created.id);
    expect(response.statusCode).toBe(200);
    const withdrawn = changeRequestSchema.strict().parse(dataOf(response));
    expect(withdrawn).toEqual({ ...created, status: 'withdrawn', can_withdraw: false, decided_at: expect.any(String) });

    const again = await withdraw(id, created.id);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual(withdrawn);
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(['end_requested', 'request_withdrawn']);
    expect((await eventsOf(id))[1]?.details).toEqual({ request_id: created.id, request_kind: 'end', requested_end_on: dayFromToday(90) });
    expect((await auditsOf(id)).map((entry) => entry.action)).toEqual(['contract.end_requested', 'contract.change_request_withdrawn']);

    // Nothing waits any more: a new request may be sent.
    expect((await send(id, { kind: 'extension', requested_end_on: dayFromToday(365) })).statusCode).toBe(201);
  });

  test('concurrent withdrawals make one', async () => {
    const { id } = await contract();
    const created = dataOf<ChangeRequest>(await send(id, { kind: 'end', requested_end_on: dayFromToday(90) }));
    const responses = await Promise.all(Array.from({ length: 10 }, () => withdraw(id, created.id)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect((await auditsOf(id)).map((entry) => entry.action)).toEqual(['contract.end_requested', 'contract.change_request_withdrawn']);
  });

  test('a request the vendor decided cannot be withdrawn', async () => {
    const { id } = await contract();
    for (const status of ['accepted', 'declined'] as const) {
      const decided = await createTestChangeRequest(context.db, { contractId: id, companyId: own.companyId, status });
      const response = await withdraw(id, decided.id);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(`This request was ${status} by the vendor, so it can no longer be withdrawn.`);
    }
    expect(await auditsOf(id)).toEqual([]);
  });

  test("a request of another of the company's contracts is unknown under this one", async () => {
    const first = await contract();
    const second = await contract();
    const request = await createTestChangeRequest(context.db, { contractId: second.id, companyId: own.companyId });
    const response = await withdraw(first.id, request.id);
    expect(response.statusCode).toBe(404);
    const [row] = await context.db.select().from(contractChangeRequests).where(eq(contractChangeRequests.id, request.id));
    expect(row?.status).toBe('pending');
  });
});

describe('listing requests', () => {
  test('newest first, one keyset page at a time, ties on the time broken by id', async () => {
    const { id } = await contract();
    const at = new Date('2026-10-01T10:00:00.123456Z');
    const ids: string[] = [];
    for (let n = 0; n < 7; n++) {
      const row = await createTestChangeRequest(context.db, {
        contractId: id,
        companyId: own.companyId,
        status: 'withdrawn',
        requestedBy: own.user.id,
        createdAt: new Date(at.getTime() + Math.floor(n / 3) * 1000),
      });
      ids.push(row.id);
    }
    // Microseconds too, as PostgreSQL keeps them.
    await context.db.execute(
      sql`update contract_change_requests set created_at = created_at + interval '1 microsecond' where id = ${ids[6]}`,
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = changeRequestPageSchema.parse(dataOf(await list(id, own.token, { limit: '3', ...(cursor ? { cursor } : {}) })));
      expect(page.total).toBe(7);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual([...ids].sort());
    const all = changeRequestPageSchema.parse(dataOf(await list(id, own.token, { limit: '10' })));
    const times = all.items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('a cursor that is not one of this list is a 422 on cursor', async () => {
    const { id } = await contract();
    const response = await list(id, own.token, { cursor: 'eyJvIjoiZm9vIiwidiI6IngiLCJpIjoieSJ9' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).map((error) => error.property)).toEqual(['cursor']);
  });

  test('a request by a user since deleted names nobody', async () => {
    const { id } = await contract();
    const colleague = await createTestUser(context.db, { companyId: own.companyId, roles: ['contracts'] });
    await createTestChangeRequest(context.db, { contractId: id, companyId: own.companyId, requestedBy: colleague.id });
    await context.db.execute(sql`delete from users where id = ${colleague.id}`);
    const page = changeRequestPageSchema.parse(dataOf(await list(id)));
    expect(page.items[0]?.requested_by).toBeNull();
  });

  test("the demo's contracts start without requests", async () => {
    const page = changeRequestPageSchema.parse(dataOf(await list(DEMO_CONTRACTS.acme.omarActive.id, tokens['finance@acme.test'])));
    expect(page).toEqual({ items: [], next_cursor: null, total: 0 });
  });
});

describe('access', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';

  test("another company's contract and request answer exactly as unknown ones", async () => {
    const { id } = await contract();
    const request = await createTestChangeRequest(context.db, { contractId: id, companyId: own.companyId });
    const globex = tokens['admin@globex.test'] ?? '';
    const answers = await Promise.all([
      list(id, globex),
      list(unknownId, globex),
      send(id, { kind: 'end', requested_end_on: dayFromToday(30) }, globex),
      send(unknownId, { kind: 'end', requested_end_on: dayFromToday(30) }, globex),
      withdraw(id, request.id, globex),
      withdraw(unknownId, unknownId, globex),
      // Globex's own contract with the other company's request.
      withdraw(DEMO_CONTRACTS.globex.inesActive.id, request.id, globex),
    ]);
    for (const answer of answers)
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 404, body: { data: { message: NOT_FOUND_MESSAGE } } });
    const [row] = await context.db.select().from(contractChangeRequests).where(eq(contractChangeRequests.id, request.id));
    expect(row?.status).toBe('pending');
    expect(await eventsOf(id)).toEqual([]);
  });

  test('the contracts role is needed; a session too', async () => {
    const { id } = await contract();
    const interview = tokens['interview@acme.test'] ?? '';
    expect((await list(DEMO_CONTRACTS.acme.omarActive.id, interview)).statusCode).toBe(403);
    expect((await send(DEMO_CONTRACTS.acme.omarActive.id, { kind: 'end', requested_end_on: dayFromToday(60) }, interview)).statusCode).toBe(
      403,
    );
    const anonymous = await context.app.inject({
      method: 'POST',
      url: requestsPath(id),
      payload: { kind: 'end', requested_end_on: dayFromToday(60) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await eventsOf(id)).toEqual([]);
  });
});
