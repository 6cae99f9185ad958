import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  API_PATHS,
  apiPath,
  type ApproveTimesheetsResult,
  type ActionItems,
  NOT_FOUND_MESSAGE,
  type TimesheetDetail,
  timesheetDetailSchema,
  type TimesheetPage,
  timesheetPageSchema,
} from '@portal/api-schema';
import { auditLog } from '../../platform/audit/tables';
import { outboxEmails } from '../../platform/outbox/tables';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import {
  createHourlyContract,
  createTimesheetCompany,
  pastWeek,
  resubmitTestTimesheet,
  submitTestTimesheet,
  TEST_PUBLIC_URL,
  type TimesheetCompany,
  weekdayEntries,
} from '../../testing/timesheet-fixtures';
import { runTimesheetSchedule } from './run-timesheet-schedule';
import { submitTimesheet } from './submit-timesheet';
import { TIMESHEET_CONFLICT_MESSAGES } from './timesheet-transitions';
import { timesheetEvents, timesheets } from './tables';
import { vendorTimesheets } from './vendor-timesheets';

let context: TestContext;
type Signed = TimesheetCompany & { token: string; payerToken: string };
let own: Signed;
let other: Signed;

async function signedCompany(options: Parameters<typeof createTimesheetCompany>[1] = {}): Promise<Signed> {
  const company = await createTimesheetCompany(context.db, options);
  return {
    ...company,
    token: await context.login(company.reviewer.email, company.reviewer.password),
    payerToken: await context.login(company.payer.email, company.payer.password),
  };
}

beforeAll(async () => {
  context = await createTestContext();
  own = await signedCompany();
  other = await signedCompany();
}, 60_000);
afterAll(() => context?.close());

const deps = () => ({ db: context.db, publicUrl: TEST_PUBLIC_URL });
const get = (url: string, token = own.token, query: Record<string, string | string[]> = {}) =>
  context.app.inject({ method: 'GET', url, headers: bearer(token), query });
const post = (url: string, payload: unknown, token = own.token) =>
  context.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });
const timesheetPath = (id: string) => apiPath(API_PATHS.timesheet, { id });
const approve = (id: string, revision: number, token = own.token) => post(apiPath(API_PATHS.timesheetApprove, { id }), { revision }, token);
const query = (id: string, body: Record<string, unknown>, token = own.token) =>
  post(apiPath(API_PATHS.timesheetQuery, { id }), body, token);

function fieldErrors(response: { json(): unknown }) {
  return (response.json() as { data: { errors?: Array<{ property: string; message: string }> } }).data.errors ?? [];
}
const messageOf = (response: { json(): unknown }) => (response.json() as { data: { message: string } }).data.message;

/** A new hourly contract of the company and its week `weeksAgo`, submitted by the vendor. */
async function submitted(company: TimesheetCompany, options: { weeksAgo?: number; minutesPerDay?: number; hoursPerWeek?: number } = {}) {
  const contract = await createHourlyContract(context.db, company, { hoursPerWeek: options.hoursPerWeek });
  const weekStart = pastWeek(options.weeksAgo ?? 1, company.timeZone);
  const timesheet = await submitTestTimesheet(context.db, { contractId: contract.id, weekStart, minutesPerDay: options.minutesPerDay });
  return { ...timesheet, contract, weekStart };
}

async function eventsOf(timesheetId: string) {
  return context.db
    .select({ kind: timesheetEvents.kind, revision: timesheetEvents.revision, actor: timesheetEvents.actorLabel })
    .from(timesheetEvents)
    .where(eq(timesheetEvents.timesheetId, timesheetId))
    .orderBy(asc(timesheetEvents.id));
}
async function auditsOf(timesheetId: string) {
  return context.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, metadata: auditLog.metadata })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'timesheet'), eq(auditLog.subjectId, timesheetId)))
    .orderBy(asc(auditLog.id));
}
async function emailsTo(addresses: string[]) {
  return context.db
    .select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text, html: outboxEmails.html })
    .from(outboxEmails)
    .where(inArray(outboxEmails.to, addresses))
    .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
}

describe('reading timesheets', () => {
  test('the list: waiting for review first (submitted, queried, approved), the newest week first within each, with the total', async () => {
    const company = await signedCompany();
    const older = await submitted(company, { weeksAgo: 3 });
    const newer = await submitted(company, { weeksAgo: 1 });
    const toQuery = await submitted(company, { weeksAgo: 2 });
    const toApprove = await submitted(company, { weeksAgo: 1 });
    expect((await query(toQuery.id, { revision: 1, reason: 'Which tickets?' }, company.token)).statusCode).toBe(200);
    expect((await approve(toApprove.id, 1, company.token)).statusCode).toBe(200);

    const response = await get(API_PATHS.timesheets, company.token);
    expect(response.statusCode).toBe(200);
    const page = timesheetPageSchema.parse(dataOf(response));
    expect(page.items.map((item) => item.id)).toEqual([newer.id, older.id, toQuery.id, toApprove.id]);
    expect(page.items.map((item) => item.status)).toEqual(['submitted', 'submitted', 'queried', 'approved']);
    expect(page.total).toBe(4);
    expect(page.next_cursor).toBeNull();
    const first = page.items[0];
    expect(first).toMatchObject({
      week_start: newer.weekStart,
      total_minutes: 5 * 8 * 60,
      over_weekly_hours: false,
      revision: 1,
      approved_at: null,
      approved_by_name: null,
      approved_automatically: false,
      talent: { id: company.talent.id, name: 'Ada Lovelace', photo: null },
      vendor: { id: company.vendor.id, name: company.vendor.name },
      contract: { id: newer.contract.id, number: newer.contract.number, hours_per_week: 40 },
    });
    expect(first?.auto_approves_at).not.toBeNull();
    expect(page.items[3]).toMatchObject({ approved_by_name: 'Rita Reviewer', auto_approves_at: null });
  });

  test('keyset pages walk the same order, one at a time, and a bad cursor is a 422 on cursor', async () => {
    const company = await signedCompany();
    for (const weeksAgo of [1, 2, 3, 4, 5]) await submitted(company, { weeksAgo });
    const whole = dataOf<TimesheetPage>(await get(API_PATHS.timesheets, company.token));
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: '2', ...(cursor ? { cursor } : {}) };
      const page: TimesheetPage = dataOf<TimesheetPage>(await get(API_PATHS.timesheets, company.token, query));
      expect(page.total).toBe(5);
      walked.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(whole.items.map((item) => item.id));

    const bad = await get(API_PATHS.timesheets, company.token, { cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad).map((error) => error.property)).toEqual(['cursor']);
  });

  test('filters: status (repeatable), developer, vendor, contract and any day of the week; the filter options', async () => {
    const company = await signedCompany();
    const a = await submitted(company, { weeksAgo: 2 });
    const b = await submitted(company, { weeksAgo: 3 });
    await query(b.id, { revision: 1, reason: 'Too many hours' }, company.token);
    const ids = async (filters: Record<string, string | string[]>) =>
      dataOf<TimesheetPage>(await get(API_PATHS.timesheets, company.token, filters)).items.map((item) => item.id);

    expect(await ids({ status: 'queried' })).toEqual([b.id]);
    expect(await ids({ status: ['queried', 'submitted'] })).toEqual([a.id, b.id]);
    expect(await ids({ contract: a.contract.id })).toEqual([a.id]);
    expect(await ids({ talent: company.talent.id })).toEqual([a.id, b.id]);
    expect(await ids({ vendor: company.vendor.id })).toEqual([a.id, b.id]);
    expect(await ids({ vendor: other.vendor.id })).toEqual([]);
    // Any day of the week finds its timesheet: the Sunday of b's week.
    expect(await ids({ week: addDays(b.weekStart, 6) })).toEqual([b.id]);

    const invalid = await get(API_PATHS.timesheets, company.token, { status: 'paid', week: '2026-13-01' });
    expect(invalid.statusCode).toBe(422);
    expect(
      fieldErrors(invalid)
        .map((error) => error.property)
        .sort(),
    ).toEqual(['status', 'week']);

    const options = await get(API_PATHS.timesheetFilterOptions, company.token);
    expect(dataOf(options)).toEqual({
      talents: [{ id: company.talent.id, name: 'Ada Lovelace' }],
      vendors: [{ id: company.vendor.id, name: company.vendor.name }],
    });
  });

  test('one timesheet: the seven days of its week, Monday first, its history and the company time zone', async () => {
    const { id, weekStart } = await submitted(own, { weeksAgo: 6 });
    const response = await get(timesheetPath(id));
    expect(response.statusCode).toBe(200);
    const detail = timesheetDetailSchema.parse(dataOf(response));
    expect(detail.entries).toHaveLength(7);
    expect(detail.entries[0]).toEqual({ day: weekStart, minutes: 480, note: `Worked on the API (${weekStart})` });
    expect(detail.entries.slice(5).map((entry) => [entry.minutes, entry.note])).toEqual([
      [0, ''],
      [0, ''],
    ]);
    expect(detail.history).toEqual([
      expect.objectContaining({
        kind: 'submitted',
        label: 'Submitted',
        actor_label: `${own.vendor.name} (vendor)`,
        revision: 1,
        total_minutes: 2400,
      }),
    ]);
    expect(detail.time_zone).toBe('UTC');
  });
});

describe('who may see and decide', () => {
  test('every route needs the contracts role', async () => {
    const { id } = await submitted(own, { weeksAgo: 7 });
    const answers = await Promise.all([
      get(API_PATHS.timesheets, own.payerToken),
      get(API_PATHS.timesheetFilterOptions, own.payerToken),
      get(API_PATHS.timesheetsExport, own.payerToken),
      get(timesheetPath(id), own.payerToken),
      approve(id, 1, own.payerToken),
      query(id, { revision: 1, reason: 'Why?' }, own.payerToken),
      post(API_PATHS.timesheetsApprove, { timesheets: [{ id, revision: 1 }] }, own.payerToken),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  test("another company's timesheet answers exactly as an unknown one: 404, and nothing changes", async () => {
    const { id } = await submitted(other, { weeksAgo: 1 });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const target of [id, unknown]) {
      const answers = [
        await get(timesheetPath(target)),
        await approve(target, 1),
        await query(target, { revision: 1, reason: 'Why?' }),
        await post(API_PATHS.timesheetsApprove, { timesheets: [{ id: target, revision: 1 }] }),
      ];
      for (const answer of answers)
        expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 404, body: { data: { message: NOT_FOUND_MESSAGE } } });
    }
    // Mixed with one of the company's own, still 404 and nothing approved.
    const mine = await submitted(own, { weeksAgo: 8 });
    const mixed = await post(API_PATHS.timesheetsApprove, {
      timesheets: [
        { id: mine.id, revision: 1 },
        { id, revision: 1 },
      ],
    });
    expect(mixed.statusCode).toBe(404);
    const [row] = await context.db.select({ status: timesheets.status }).from(timesheets).where(eq(timesheets.id, mine.id));
    expect(row?.status).toBe('submitted');
    expect(dataOf<TimesheetPage>(await get(API_PATHS.timesheets)).items.map((item) => item.id)).not.toContain(id);
  });
});

describe('422: one message per field', () => {
  test('a query: its revision, its reason, and days of the week with their reasons', async () => {
    const { id, weekStart } = await submitted(own, { weeksAgo: 9 });
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ reason: 'Why?' }, { revision: 'Say which revision of the timesheet you reviewed' }],
      [{ revision: 1 }, { reason: 'Say what is wrong with the timesheet' }],
      [{ revision: 1, reason: 'x'.repeat(1001) }, { reason: 'Keep the reason under 1000 characters' }],
      [{ revision: 1, days: [{ day: weekStart, reason: '' }] }, { 'days.0.reason': 'Say what is wrong with this day' }],
      [{ revision: 1, days: [{ day: weekStart, reason: 'y'.repeat(1001) }] }, { 'days.0.reason': 'Keep the reason under 1000 characters' }],
      [{ revision: 1, days: [{ day: '2026-02-30', reason: 'When?' }] }, { 'days.0.day': 'Enter a date as YYYY-MM-DD' }],
      [
        {
          revision: 1,
          days: [
            { day: weekStart, reason: 'Long' },
            { day: addDays(weekStart, 12), reason: 'Not this week' },
          ],
        },
        { 'days.1.day': 'Choose a day of this week' },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await query(id, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 422 });
      expect(Object.fromEntries(fieldErrors(response).map((error) => [error.property, error.message]))).toEqual(expected);
    }
    expect(await eventsOf(id)).toHaveLength(1);
  });

  test("the vendor's submission: hours 0 to 24 a day in quarter hours, notes within 500 characters, days of the week once", async () => {
    const contract = await createHourlyContract(context.db, own);
    const weekStart = pastWeek(2);
    const entry = (overrides: Record<string, unknown>) => [{ day: weekStart, minutes: 480, note: '', ...overrides }];
    const cases: Array<[unknown, Record<string, string>]> = [
      [entry({ minutes: 24 * 60 + 15 }), { 'entries.0.minutes': 'Hours must be between 0 and 24 a day' }],
      [entry({ minutes: -15 }), { 'entries.0.minutes': 'Hours must be between 0 and 24 a day' }],
      [entry({ minutes: 20 }), { 'entries.0.minutes': 'Hours are recorded in quarter hours' }],
      [entry({ minutes: 7.5 }), { 'entries.0.minutes': 'Hours are recorded in quarter hours' }],
      [entry({ note: 'n'.repeat(501) }), { 'entries.0.note': 'Keep the note under 500 characters' }],
      [entry({ day: addDays(weekStart, 7) }), { 'entries.0.day': 'Choose a day of this week' }],
      [[], { entries: 'Enter the hours of at least one day' }],
    ];
    for (const [entries, expected] of cases) {
      const attempt = submitTimesheet(deps(), { contractId: contract.id, submission: { week_start: weekStart, entries } as never });
      await expect(attempt).rejects.toMatchObject({
        statusCode: 422,
        errors: Object.entries(expected).map(([property, message]) => ({ property, message })),
      });
    }
    await expect(
      submitTimesheet(deps(), { contractId: contract.id, submission: { week_start: addDays(weekStart, 6), entries: entry({}) } }),
    ).rejects.toMatchObject({ statusCode: 422, errors: [{ property: 'week_start', message: 'A week starts on a Monday' }] });
    await expect(
      submitTimesheet(deps(), { contractId: contract.id, submission: { week_start: pastWeek(-1), entries: weekdayEntries(pastWeek(-1)) } }),
    ).rejects.toMatchObject({ statusCode: 422, errors: [{ property: 'week_start', message: 'This week has not started yet' }] });
    // 24 hours, in quarter hours, is a day's most.
    const fine = await submitTimesheet(deps(), {
      contractId: contract.id,
      submission: { week_start: weekStart, entries: [{ day: weekStart, minutes: 1440, note: 'n'.repeat(500) }] },
    });
    expect(fine).toMatchObject({ revision: 1 });
  });

  test('approving needs the revision; several need a list of distinct timesheets', async () => {
    const { id } = await submitted(own, { weeksAgo: 10 });
    const one = await post(apiPath(API_PATHS.timesheetApprove, { id }), {});
    expect(fieldErrors(one)).toEqual([{ property: 'revision', message: 'Say which revision of the timesheet you reviewed' }]);
    const none = await post(API_PATHS.timesheetsApprove, { timesheets: [] });
    expect(fieldErrors(none)).toEqual([{ property: 'timesheets', message: 'Select the timesheets to approve' }]);
    const twice = await post(API_PATHS.timesheetsApprove, {
      timesheets: [
        { id, revision: 1 },
        { id, revision: 1 },
      ],
    });
    expect(fieldErrors(twice)).toEqual([{ property: 'timesheets', message: 'Select each timesheet once' }]);
  });
});

describe('approving and querying', () => {
  test('query, revision, approval: the revision rules, 409s and repeats that change nothing', async () => {
    const { id, weekStart } = await submitted(own, { weeksAgo: 11, minutesPerDay: 10 * 60 });
    const queried = await query(id, { revision: 1, reason: 'Fifty hours?', days: [{ day: weekStart, reason: 'Ten hours on Monday?' }] });
    expect(queried.statusCode).toBe(200);
    expect(dataOf<TimesheetDetail>(queried)).toMatchObject({ status: 'queried', revision: 1, auto_approves_at: null });
    // The same query again answers it; approving it waits for the vendor.
    expect((await query(id, { revision: 1, reason: 'Fifty hours?' })).statusCode).toBe(200);
    const early = await approve(id, 1);
    expect({ status: early.statusCode, message: messageOf(early) }).toEqual({
      status: 409,
      message: TIMESHEET_CONFLICT_MESSAGES.queriedNoApproval,
    });

    await resubmitTestTimesheet(context.db, { timesheetId: id, revision: 1, weekStart, minutesPerDay: 8 * 60 });
    const stale = await approve(id, 1);
    expect({ status: stale.statusCode, message: messageOf(stale) }).toEqual({ status: 409, message: TIMESHEET_CONFLICT_MESSAGES.revised });
    const staleQuery = await query(id, { revision: 1, reason: 'Still?' });
    expect({ status: staleQuery.statusCode, message: messageOf(staleQuery) }).toEqual({
      status: 409,
      message: TIMESHEET_CONFLICT_MESSAGES.revised,
    });

    const approved = await approve(id, 2);
    expect(approved.statusCode).toBe(200);
    expect(dataOf<TimesheetDetail>(approved)).toMatchObject({
      status: 'approved',
      revision: 2,
      total_minutes: 2400,
      approved_by_name: 'Rita Reviewer',
    });
    const again = await approve(id, 2);
    expect(again.statusCode).toBe(200);
    expect(dataOf<TimesheetDetail>(again).approved_at).toBe(dataOf<TimesheetDetail>(approved).approved_at);
    const late = await query(id, { revision: 2, reason: 'Now?' });
    expect({ status: late.statusCode, message: messageOf(late) }).toEqual({
      status: 409,
      message: TIMESHEET_CONFLICT_MESSAGES.approvedNoQuery,
    });

    expect((await eventsOf(id)).map((event) => [event.kind, event.revision])).toEqual([
      ['submitted', 1],
      ['queried', 1],
      ['resubmitted', 2],
      ['approved', 2],
    ]);
    const audits = await auditsOf(id);
    expect(audits.map((audit) => audit.action)).toEqual([
      'timesheet.submitted',
      'timesheet.queried',
      'timesheet.resubmitted',
      'timesheet.approved',
    ]);
    expect(audits[1]).toMatchObject({
      actor: own.reviewer.id,
      metadata: { reason: 'Fifty hours?', days: [weekStart], total_minutes: 3000 },
    });
    expect(audits[0]?.actor).toBeNull();
    const detail = dataOf<TimesheetDetail>(await get(timesheetPath(id)));
    expect(detail.history[1]).toMatchObject({
      kind: 'queried',
      actor_label: 'Rita Reviewer',
      reason: 'Fifty hours?',
      days: [{ day: weekStart, reason: 'Ten hours on Monday?' }],
    });
  });

  test('approving several: each approved once, the queried one skipped with why; a repeat answers already approved', async () => {
    const a = await submitted(own, { weeksAgo: 12 });
    const b = await submitted(own, { weeksAgo: 12 });
    const c = await submitted(own, { weeksAgo: 12 });
    await query(c.id, { revision: 1, reason: 'Which tickets?' });
    const body = { timesheets: [a, b, c].map((item) => ({ id: item.id, revision: 1 })) };
    const first = await post(API_PATHS.timesheetsApprove, body);
    expect(first.statusCode).toBe(200);
    expect(dataOf<ApproveTimesheetsResult>(first).timesheets).toEqual([
      { id: a.id, outcome: 'approved', message: null },
      { id: b.id, outcome: 'approved', message: null },
      { id: c.id, outcome: 'skipped', message: TIMESHEET_CONFLICT_MESSAGES.queriedNoApproval },
    ]);
    const second = await post(API_PATHS.timesheetsApprove, body);
    expect(dataOf<ApproveTimesheetsResult>(second).timesheets.map((item) => item.outcome)).toEqual([
      'already_approved',
      'already_approved',
      'skipped',
    ]);
    for (const { id } of [a, b])
      expect((await auditsOf(id)).map((audit) => audit.action)).toEqual(['timesheet.submitted', 'timesheet.approved']);
  });

  test('hours above the contract weekly hours are flagged', async () => {
    const over = await submitted(own, { weeksAgo: 13, minutesPerDay: 9 * 60 });
    const exactly = await submitted(own, { weeksAgo: 13, minutesPerDay: 8 * 60 });
    const partTime = await submitted(own, { weeksAgo: 13, minutesPerDay: 5 * 60, hoursPerWeek: 20 });
    const flags = await Promise.all(
      [over, exactly, partTime].map(async ({ id }) => dataOf<TimesheetDetail>(await get(timesheetPath(id))).over_weekly_hours),
    );
    expect(flags).toEqual([true, false, true]);
  });
});

describe('the e-mails to the contracts users', () => {
  test('a submission: to each enabled user with the contracts role, with the hours, the flag, the link and the deadline in the company zone', async () => {
    const company = await signedCompany({ timeZone: 'America/New_York', talentFirstName: '<b>Ada</b>' });
    const contract = await createHourlyContract(context.db, company, { startsOn: '2025-01-06' });
    const now = new Date('2026-03-02T15:00:00Z'); // Monday 10:00 in New York
    const { id } = await submitTestTimesheet(context.db, { contractId: contract.id, weekStart: '2026-02-23', minutesPerDay: 9 * 60, now });
    const mails = await emailsTo([company.reviewer.email, company.colleague.email, company.disabled.email, company.payer.email]);
    expect(mails.map((mail) => mail.to).sort()).toEqual([company.reviewer.email, company.colleague.email].sort());
    const mail = mails.find((candidate) => candidate.to === company.reviewer.email);
    expect(mail?.subject).toBe('Timesheet to approve: <b>Ada</b> Lovelace, week of 23 February 2026');
    expect(mail?.text).toContain('Hello Rita,');
    expect(mail?.text).toContain(`45 h under contract ${contract.number} (40 h a week). That is more than the contract's 40 hours a week`);
    expect(mail?.text).toContain('approved automatically on Monday, 9 March 2026 at 10:00 (America/New_York)');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/my-team/timesheets/${id}`);
    expect(mail?.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Ada</b>');
  });

  test('a revision after a query is announced again, as revised', async () => {
    const { id, weekStart } = await submitted(own, { weeksAgo: 14 });
    await query(id, { revision: 1, reason: 'Which tickets?' });
    await resubmitTestTimesheet(context.db, { timesheetId: id, revision: 1, weekStart });
    const mails = (await emailsTo([own.reviewer.email])).filter((mail) => mail.text.includes(id));
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('revised the timesheet of Ada Lovelace');
  });
});

describe('auto-approval and the day-before reminder', () => {
  test('five business days after submission at the same local time, reminded 24 hours before, each once', async () => {
    const company = await signedCompany({ timeZone: 'America/New_York' });
    const contract = await createHourlyContract(context.db, company, { startsOn: '2025-01-06' });
    const submittedAt = new Date('2026-03-02T15:00:00Z'); // Monday 10:00 EST
    const { id } = await submitTestTimesheet(context.db, { contractId: contract.id, weekStart: '2026-02-23', now: submittedAt });
    const detail = dataOf<TimesheetDetail>(await get(timesheetPath(id), company.token));
    // The clocks go forward on 8 March: 10:00 EDT on Monday 9 March is 14:00 UTC.
    expect(detail.auto_approves_at).toBe('2026-03-09T14:00:00.000Z');
    const reminders = async () =>
      (await emailsTo([company.reviewer.email])).filter((mail) => mail.subject.startsWith('Timesheet approved automatically tomorrow'));
    const run = (iso: string) => runTimesheetSchedule(deps(), { now: new Date(iso) });

    expect(await run('2026-03-08T13:59:59Z')).toMatchObject({ reminders: 0, autoApproved: 0 });
    expect(await reminders()).toHaveLength(0);
    const reminded = await run('2026-03-08T14:00:00Z');
    expect(reminded.reminders).toBeGreaterThanOrEqual(1);
    const [reminder] = await reminders();
    expect(reminder?.text).toContain('approved automatically on Monday, 9 March 2026 at 10:00 (America/New_York)');
    await run('2026-03-08T20:00:00Z');
    expect(await reminders()).toHaveLength(1);

    await run('2026-03-09T13:59:59Z');
    expect(dataOf<TimesheetDetail>(await get(timesheetPath(id), company.token)).status).toBe('submitted');
    await run('2026-03-09T14:00:00Z');
    await run('2026-03-09T14:05:00Z');
    const approved = dataOf<TimesheetDetail>(await get(timesheetPath(id), company.token));
    expect(approved).toMatchObject({
      status: 'approved',
      approved_automatically: true,
      approved_by_name: null,
      approved_at: '2026-03-09T14:00:00.000Z',
    });
    expect(approved.history.map((event) => [event.kind, event.label, event.actor_label])).toEqual([
      ['submitted', 'Submitted', `${company.vendor.name} (vendor)`],
      ['auto_approved', 'Approved automatically', 'System'],
    ]);
    expect((await auditsOf(id)).map((audit) => [audit.action, audit.actor])).toEqual([
      ['timesheet.submitted', null],
      ['timesheet.auto_approved', null],
    ]);
  });

  test('a queried timesheet is not approved automatically; its revision restarts the five days and the reminder', async () => {
    const company = await signedCompany();
    const contract = await createHourlyContract(context.db, company, { startsOn: '2025-01-06' });
    const { id } = await submitTestTimesheet(context.db, {
      contractId: contract.id,
      weekStart: '2026-02-23',
      now: new Date('2026-03-02T09:00:00Z'),
    });
    await runTimesheetSchedule(deps(), { now: new Date('2026-03-08T10:00:00Z') }); // reminded
    expect((await query(id, { revision: 1, reason: 'Which tickets?' }, company.token)).statusCode).toBe(200);
    await runTimesheetSchedule(deps(), { now: new Date('2026-03-20T10:00:00Z') });
    expect(dataOf<TimesheetDetail>(await get(timesheetPath(id), company.token)).status).toBe('queried');

    // Revised on Wednesday 25 March at 12:00: approved on Wednesday 1 April at 12:00, reminded again the day before.
    await resubmitTestTimesheet(context.db, {
      timesheetId: id,
      revision: 1,
      weekStart: '2026-02-23',
      now: new Date('2026-03-25T12:00:00Z'),
    });
    expect(dataOf<TimesheetDetail>(await get(timesheetPath(id), company.token)).auto_approves_at).toBe('2026-04-01T12:00:00.000Z');
    const second = await runTimesheetSchedule(deps(), { now: new Date('2026-03-31T12:00:00Z') });
    expect(second.emails).toBeGreaterThanOrEqual(2);
    const reminders = (await emailsTo([company.reviewer.email])).filter((mail) =>
      mail.subject.startsWith('Timesheet approved automatically'),
    );
    expect(reminders).toHaveLength(2);
    await runTimesheetSchedule(deps(), { now: new Date('2026-04-01T12:00:00Z') });
    expect(dataOf<TimesheetDetail>(await get(timesheetPath(id), company.token))).toMatchObject({
      status: 'approved',
      revision: 2,
      approved_automatically: true,
    });
  });
});

describe('the CSV export of a filter', () => {
  test('one row per timesheet and day, the download conventions, and formula-looking text neutralised', async () => {
    const company = await signedCompany({ talentFirstName: '=cmd' });
    const contract = await createHourlyContract(context.db, company);
    const weekStart = pastWeek(2);
    const entries = weekdayEntries(weekStart);
    entries[0] = { day: weekStart, minutes: 450, note: '=HYPERLINK("http://evil.test","x")' };
    entries[1] = { day: entries[1]!.day, minutes: 480, note: 'Line one\nline "two", with a comma' };
    await submitTestTimesheet(context.db, { contractId: contract.id, weekStart, entries });
    await submitted(company, { weeksAgo: 3 });

    const response = await get(API_PATHS.timesheetsExport, company.token, { contract: contract.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="timesheets-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Week of,Date,Developer,Vendor,Contract,Status,Hours,Note,Week total hours,Contract hours a week,Over weekly hours,Revision,Submitted at,Approved at,Approved by',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${weekStart},${weekStart},'=cmd Lovelace,${company.vendor.name},${contract.number},submitted,7.5,"'=HYPERLINK\\(""http://evil.test"",""x""\\)",39.5,40,no,1,`,
      ),
    );
    expect(response.body).toContain('"Line one\nline ""two"", with a comma"');
    // 7 rows for the one timesheet of the contract, the header and the final line end.
    expect(lines).toHaveLength(1 + 7 + 1);

    const invalid = await get(API_PATHS.timesheetsExport, company.token, { talent: 'nope' });
    expect(invalid.statusCode).toBe(422);
    expect(fieldErrors(invalid).map((error) => error.property)).toEqual(['talent']);
  });
});

describe('the dashboard and the vendor side', () => {
  test('"Timesheets to approve" for the contracts role, soonest auto-approval first', async () => {
    const company = await signedCompany();
    const first = await submitted(company, { weeksAgo: 2 });
    await submitted(company, { weeksAgo: 1 });
    const actions = dataOf<ActionItems>(await get(API_PATHS.dashboardActions, company.token));
    const group = actions.groups.find((candidate) => candidate.kind === 'timesheet_to_approve');
    expect(group).toMatchObject({ label: 'Timesheets to approve', count: 2, list_href: '/my-team/timesheets?status=submitted' });
    expect(group?.items[0]).toMatchObject({
      id: first.id,
      href: `/my-team/timesheets/${first.id}`,
      detail: `40 h, ${company.vendor.name}`,
    });
    const payerActions = dataOf<ActionItems>(await get(API_PATHS.dashboardActions, company.payerToken));
    expect(payerActions.groups.map((candidate) => candidate.kind)).not.toContain('timesheet_to_approve');
  });

  test('the weeks due: ended weeks of hourly running, noticed or ended contracts without a timesheet, in the company week', async () => {
    const company = await signedCompany({ timeZone: 'Pacific/Auckland' });
    const hourly = await createHourlyContract(context.db, company, { startsOn: '2026-02-04', endsOn: '2026-03-03' });
    await createHourlyContract(context.db, company, { startsOn: '2026-02-04', rateMinor: 0 });
    await createHourlyContract(context.db, company, { startsOn: '2026-02-04', status: 'signed' });
    const vendor = vendorTimesheets(deps());
    // Sunday 1 March 20:00 UTC is Monday 2 March 09:00 in Auckland: the week of 23 February has ended there.
    const now = new Date('2026-03-01T20:00:00Z');
    await submitTestTimesheet(context.db, { contractId: hourly.id, weekStart: '2026-02-09', now });
    const due = (await vendor.weeksDue(now, { lookbackWeeks: 8, limit: 100_000 })).filter(
      // The company's first contract (a year old, every week due) aside.
      (week) => week.companyId === company.companyId && week.contractId !== company.contract.id,
    );
    expect(due.map((week) => [week.contractId, week.weekStart])).toEqual([
      [hourly.id, '2026-02-02'],
      [hourly.id, '2026-02-16'],
      [hourly.id, '2026-02-23'],
    ]);
    expect(due[0]).toMatchObject({ hoursPerWeek: 40, startsOn: '2026-02-04', endsOn: '2026-03-03' });
    // The same submission twice is written once.
    expect(await vendor.submit(hourly.id, { week_start: '2026-02-09', entries: weekdayEntries('2026-02-09') }, now)).toBeNull();
  });

  test('queried timesheets for the vendor, with the query, and the revision written once', async () => {
    const company = await signedCompany();
    const contract = await createHourlyContract(context.db, company, { startsOn: '2025-01-06' });
    const weekStart = '2026-02-23';
    const { id } = await submitTestTimesheet(context.db, { contractId: contract.id, weekStart, now: new Date('2026-03-02T09:00:00Z') });
    await query(id, { revision: 1, reason: 'Too much', days: [{ day: weekStart, reason: 'Monday?' }] }, company.token);
    const vendor = vendorTimesheets(deps());
    const lastHour = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 1000) };
    const queried = (await vendor.queriedBetween(lastHour, 500)).filter((item) => item.id === id);
    expect(queried).toEqual([
      expect.objectContaining({
        id,
        contractId: contract.id,
        weekStart,
        hoursPerWeek: 40,
        revision: 1,
        reason: 'Too much',
        days: [{ day: weekStart, reason: 'Monday?' }],
      }),
    ]);
    expect(queried[0]?.entries).toHaveLength(7);
    const before = { from: new Date('2019-01-01T00:00:00Z'), to: new Date('2020-01-01T00:00:00Z') };
    const after = { from: new Date(Date.now() + 1000), to: new Date(Date.now() + 3_600_000) };
    for (const window of [before, after]) expect((await vendor.queriedBetween(window, 500)).map((item) => item.id)).not.toContain(id);
    const revised = await Promise.all([1, 2, 3].map(() => vendor.resubmit(id, 1, weekdayEntries(weekStart, 7 * 60))));
    expect(revised.filter((result) => result !== null)).toEqual([{ id, revision: 2 }]);
    expect((await eventsOf(id)).map((event) => event.kind)).toEqual(['submitted', 'queried', 'resubmitted']);
  });
});
