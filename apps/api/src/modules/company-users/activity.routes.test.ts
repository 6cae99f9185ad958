import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  activityPageSchema,
  activityPeopleSchema,
  API_PATHS,
  auditActionsOf,
  type ActivityEntry,
  ROLES,
  type Role,
} from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import type { AuditAction } from '../../platform/audit/audit-log';
import { auditLog } from '../../platform/audit/tables';
import { encodeKeysetCursor } from '../../platform/pagination/keyset-cursor';
import { createTestInvoice } from '../../testing/billing-fixtures';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { invoices } from '../billing/tables';
import { companies, users } from './tables';

let context: TestContext;
const tokens: Record<string, string> = {};

/** A company of its own whose log the tests write, so that every expectation is exact. */
let own: { companyId: string; adminId: string; token: string; colleagueId: string; formerId: string };
/** The entries written for `own`, newest first as the log lists them. */
let written: Array<{ id: number; action: string; actorUserId: string | null; createdAt: Date }> = [];

const ALL_ROLES: Role[] = [...ROLES];
const BASE = new Date('2026-03-10T12:00:00.000Z');

interface Written {
  action: AuditAction;
  at: Date;
  actorUserId?: string | null;
  companyId?: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string;
  metadata?: Record<string, unknown>;
}

async function write(entries: Written[]) {
  const rows = await context.db
    .insert(auditLog)
    .values(
      entries.map((entry) => ({
        action: entry.action,
        companyId: entry.companyId === undefined ? own.companyId : entry.companyId,
        actorUserId: entry.actorUserId === undefined ? own.adminId : entry.actorUserId,
        subjectType: entry.subjectType ?? null,
        subjectId: entry.subjectId ?? null,
        ip: entry.ip ?? '203.0.113.9',
        metadata: entry.metadata ?? {},
        createdAt: entry.at,
      })),
    )
    .returning({
      id: auditLog.id,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      createdAt: auditLog.createdAt,
      companyId: auditLog.companyId,
    });
  return rows;
}

const hoursAfterBase = (hours: number) => new Date(BASE.getTime() + hours * 3_600_000);

beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'interview@acme.test', 'admin@globex.test']) {
    tokens[email] = await context.login(email);
  }
  const [company] = await context.db.insert(companies).values({ name: 'Log Keepers' }).returning({ id: companies.id });
  if (!company) throw new Error('No company');
  const admin = await createTestUser(context.db, { companyId: company.id, roles: ALL_ROLES });
  const colleague = await createTestUser(context.db, { companyId: company.id, roles: ['invoices'] });
  await context.db.update(users).set({ firstName: 'Cleo', lastName: 'Colleague' }).where(eq(users.id, colleague.id));
  await context.db.update(users).set({ firstName: 'Alma', lastName: 'Admin' }).where(eq(users.id, admin.id));
  own = {
    companyId: company.id,
    adminId: admin.id,
    token: await context.login(admin.email, admin.password),
    colleagueId: colleague.id,
    formerId: randomUUID(),
  };
  // Logging in wrote an entry of its own: the tests' entries are all older than it, after the newest.
  const rows = await write([
    { action: 'auth.login', at: hoursAfterBase(0) },
    { action: 'user.disabled', at: hoursAfterBase(1), subjectType: 'user', subjectId: colleague.id, metadata: { by: 'user' } },
    { action: 'auth.login', at: hoursAfterBase(2), actorUserId: colleague.id },
    { action: 'invoice.status_changed', at: hoursAfterBase(3), actorUserId: null, metadata: { from: 'open', to: 'overdue' } },
    { action: 'auth.logout', at: hoursAfterBase(4), actorUserId: own.formerId },
    // Three entries of one transaction share their instant: the id orders them.
    { action: 'payment.created', at: hoursAfterBase(5), metadata: { reference: 'PAY-T-1', method: 'stripe-card' } },
    {
      action: 'payment.failed',
      at: hoursAfterBase(5),
      actorUserId: colleague.id,
      metadata: { reference: 'PAY-T-1', message: 'Card declined' },
    },
    { action: 'auth.login_failed', at: hoursAfterBase(5), actorUserId: colleague.id, metadata: { reason: 'wrong_password' } },
  ]);
  written = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}, 60_000);
afterAll(() => context?.close());

async function get(url: string, token: string, query: Record<string, string> = {}) {
  return context.app.inject({ method: 'GET', url, query, headers: bearer(token) });
}

async function pageOf(query: Record<string, string> = {}, token = own.token) {
  const response = await get(API_PATHS.companyActivity, token, query);
  expect(response.statusCode).toBe(200);
  return activityPageSchema.parse(dataOf(response));
}

/** The tests' own entries (not the log-ins of the test run) of a page, as ids. */
const writtenIds = (items: ActivityEntry[]) => items.map((entry) => Number(entry.id)).filter((id) => written.some((row) => row.id === id));

function fieldsOf(response: { json(): unknown }): string[] {
  const body = response.json() as { data: { errors?: Array<{ property: string }> } };
  return (body.data.errors ?? []).map((error) => error.property);
}

describe('who may read the log', () => {
  const paths = [API_PATHS.companyActivity, API_PATHS.companyActivityPeople, API_PATHS.companyActivityCsv];

  test.each(paths)('%s: 403 for users without every role, 401 without a session', async (path) => {
    for (const email of ['finance@acme.test', 'interview@acme.test']) {
      expect((await get(path, tokens[email] ?? '')).statusCode).toBe(403);
    }
    const almostAdmin = await createTestUser(context.db, {
      companyId: DEMO_IDS.acme,
      roles: ['invoices', 'contracts', 'proposals', 'my_company'],
    });
    expect((await get(path, await context.login(almostAdmin.email, almostAdmin.password))).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await get(path, tokens['admin@acme.test'] ?? '')).statusCode).toBe(200);
  });
});

describe('GET activity', () => {
  test("lists the company's entries newest first, ties broken by id, with who, what, subject, address and summary", async () => {
    const page = await pageOf({ limit: '100' });
    expect(writtenIds(page.items)).toEqual(written.map((row) => row.id));
    const byId = new Map(page.items.map((entry) => [Number(entry.id), entry]));
    const entry = (action: string) => byId.get(written.find((row) => row.action === action)?.id ?? 0);

    expect(entry('payment.failed')).toEqual({
      id: expect.any(String),
      at: '2026-03-10T17:00:00.000Z',
      actor: { kind: 'user', id: own.colleagueId, name: 'Cleo Colleague', email: expect.stringContaining('@tests.test') },
      action: 'payment.failed',
      action_label: 'Payment failed',
      category: 'money',
      subject: null,
      ip: '203.0.113.9',
      summary: 'Payment PAY-T-1, Card declined',
    });
    expect(entry('user.disabled')).toMatchObject({
      actor: { kind: 'user', name: 'Alma Admin' },
      category: 'access',
      subject: { type: 'user', id: own.colleagueId, label: 'Cleo Colleague' },
      summary: null,
    });
    expect(entry('invoice.status_changed')).toMatchObject({
      actor: { kind: 'system', id: null, name: 'System', email: null },
      summary: 'Open → Overdue',
    });
    expect(entry('auth.logout')).toMatchObject({ actor: { kind: 'deleted', id: own.formerId, name: 'Deleted user', email: null } });
  });

  test('keyset pages follow one another without gaps or repeats, also across entries of one instant', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await pageOf({ limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((entry) => entry.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    const all = await pageOf({ limit: '100' });
    expect(seen).toEqual(all.items.map((entry) => entry.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('filters by person, by the system, by category and by action', async () => {
    const ofColleague = await pageOf({ person: own.colleagueId, limit: '100' });
    expect(ofColleague.items.every((entry) => entry.actor.id === own.colleagueId)).toBe(true);
    expect(writtenIds(ofColleague.items)).toEqual(written.filter((row) => row.actorUserId === own.colleagueId).map((row) => row.id));

    const bySystem = await pageOf({ person: 'system' });
    expect(bySystem.items.map((entry) => entry.action)).toEqual(['invoice.status_changed']);

    const money = await pageOf({ category: 'money', limit: '100' });
    expect(money.items.map((entry) => entry.action)).toEqual(['payment.failed', 'payment.created', 'invoice.status_changed']);
    expect(money.items.every((entry) => auditActionsOf('money').includes(entry.action as never))).toBe(true);

    const logins = await pageOf({ action: 'auth.login', limit: '100' });
    expect(logins.items.every((entry) => entry.action === 'auth.login')).toBe(true);
    expect(writtenIds(logins.items)).toHaveLength(2);

    const none = await pageOf({ category: 'contract' });
    expect(none).toEqual({ items: [], next_cursor: null });
    // A category and an action of another category match nothing, rather than either.
    expect((await pageOf({ category: 'money', action: 'auth.login' })).items).toEqual([]);
  });

  test("filters by period in the viewer's time zone, both days included", async () => {
    // 2026-03-10 12:00 UTC is 13:00 in Berlin and 08:00 in New York; 17:00 UTC is the same day in both.
    const utcDay = await pageOf({ from: '2026-03-10', to: '2026-03-10', limit: '100' });
    expect(writtenIds(utcDay.items)).toHaveLength(written.length);
    const nextDay = await pageOf({ from: '2026-03-11', limit: '100' });
    expect(writtenIds(nextDay.items)).toEqual([]);
    const before = await pageOf({ to: '2026-03-09', limit: '100' });
    expect(before.items).toEqual([]);

    // In Tokyo (UTC+9) the entries from 15:00 UTC on fall on March 11.
    const tokyoEleventh = await pageOf({ from: '2026-03-11', to: '2026-03-11', tz: 'Asia/Tokyo', limit: '100' });
    expect(tokyoEleventh.items.map((entry) => entry.at).filter((at) => at < '2026-03-11')).toEqual([
      '2026-03-10T17:00:00.000Z',
      '2026-03-10T17:00:00.000Z',
      '2026-03-10T17:00:00.000Z',
      '2026-03-10T16:00:00.000Z',
      '2026-03-10T15:00:00.000Z',
    ]);
    const tokyoTenth = await pageOf({ to: '2026-03-10', tz: 'Asia/Tokyo', limit: '100' });
    expect(writtenIds(tokyoTenth.items)).toHaveLength(3);
  });

  test('summaries and subject names use the viewer time zone and never name another company’s objects', async () => {
    const [globexInvoice] = await context.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.companyId, DEMO_IDS.globex))
      .limit(1);
    const [vendor] = await context.db.select({ vendorId: invoices.vendorId }).from(invoices).limit(1);
    const ownInvoice = await createTestInvoice(context.db, { companyId: own.companyId, vendorId: vendor?.vendorId ?? '' });
    const [booked, stolen, named] = await write([
      {
        action: 'meeting.booked',
        at: new Date('2026-02-01T10:00:00Z'),
        metadata: { purpose: 'intro_call', starts_at: '2026-02-03T15:00:00.000Z' },
      },
      { action: 'invoice.delivery_accepted', at: new Date('2026-02-01T10:01:00Z'), subjectType: 'invoice', subjectId: globexInvoice?.id },
      { action: 'invoice.delivery_accepted', at: new Date('2026-02-01T10:02:00Z'), subjectType: 'invoice', subjectId: ownInvoice.id },
    ]);
    const page = await pageOf({ from: '2026-02-01', to: '2026-02-01', tz: 'Europe/Berlin' });
    const byId = new Map(page.items.map((entry) => [entry.id, entry]));
    expect(byId.get(String(booked?.id))?.summary).toBe('Intro call on Feb 3, 2026, 4:00 PM GMT+1');
    expect(byId.get(String(stolen?.id))?.subject).toEqual({ type: 'invoice', id: globexInvoice?.id, label: null });
    expect(byId.get(String(named?.id))?.subject).toEqual({ type: 'invoice', id: ownInvoice.id, label: ownInvoice.number });
  });

  test("never shows another company's entries nor entries without a company", async () => {
    const marker = `198.18.${Math.floor(Math.random() * 250)}.1`;
    await write([
      { action: 'auth.login', at: hoursAfterBase(6), companyId: DEMO_IDS.globex, actorUserId: DEMO_IDS.globexAdmin, ip: marker },
      {
        action: 'auth.login_failed',
        at: hoursAfterBase(6),
        companyId: null,
        actorUserId: null,
        ip: marker,
        metadata: { reason: 'unknown_email' },
      },
      { action: 'user.signed_up', at: hoursAfterBase(6), companyId: null, actorUserId: own.adminId, ip: marker },
    ]);
    const queries: Array<Record<string, string>> = [
      {},
      { person: 'system' },
      { person: own.adminId },
      { person: DEMO_IDS.globexAdmin },
      { category: 'account' },
    ];
    for (const query of queries) {
      const page = await pageOf({ ...query, limit: '100' });
      expect(page.items.filter((entry) => entry.ip === marker)).toEqual([]);
    }
    expect((await pageOf({ person: DEMO_IDS.globexAdmin })).items).toEqual([]);
    const csv = await get(API_PATHS.companyActivityCsv, own.token);
    expect(csv.body).not.toContain(marker);

    // Acme's admin sees the demo's week of Acme, and none of Globex's.
    const acme = await pageOf({ limit: '100' }, tokens['admin@acme.test']);
    expect(acme.items.length).toBeGreaterThan(10);
    expect(acme.items.some((entry) => entry.actor.id === DEMO_IDS.globexAdmin)).toBe(false);
    expect(acme.items.some((entry) => entry.ip === '192.0.2.200')).toBe(false);
  });

  test.each([
    [{ person: 'nobody' }, 'person'],
    [{ person: "' or 1=1 --" }, 'person'],
    [{ category: 'secrets' }, 'category'],
    [{ action: 'auth.login; drop table audit_log' }, 'action'],
    [{ action: 'toString' }, 'action'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: 'yesterday' }, 'from'],
    [{ to: '0001-01-01' }, 'to'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
    [{ tz: 'Mars/Olympus_Mons' }, 'tz'],
    [{ tz: '../../etc/passwd' }, 'tz'],
    [{ tz: 'Europe/Berlin\u202e' }, 'tz'],
    [{ tz: 'x'.repeat(65) }, 'tz'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ cursor: 'not a cursor' }, 'cursor'],
    [{ cursor: encodeKeysetCursor({ order: 'newest', value: '2026-03-10T12:00:00.000000Z', id: randomUUID() }) }, 'cursor'],
    [{ cursor: encodeKeysetCursor({ order: 'newest', value: "1' or '1'='1", id: '5' }) }, 'cursor'],
    [{ cursor: encodeKeysetCursor({ order: '-issued_on', value: '2026-03-10', id: '5' }) }, 'cursor'],
  ])('%j is a 422 on its field, for the list and the CSV', async (query, field) => {
    const list = await get(API_PATHS.companyActivity, own.token, query);
    expect(list.statusCode).toBe(422);
    expect(fieldsOf(list)).toEqual([field]);
    if (field === 'limit' || field === 'cursor') return;
    const csv = await get(API_PATHS.companyActivityCsv, own.token, query);
    expect(csv.statusCode).toBe(422);
    expect(fieldsOf(csv)).toEqual([field]);
  });
});

describe('GET activity people', () => {
  test('everyone who appears in the log: users by name, then deleted users, then the system', async () => {
    const response = await get(API_PATHS.companyActivityPeople, own.token);
    expect(response.statusCode).toBe(200);
    const people = activityPeopleSchema.parse(dataOf(response));
    expect(people.map((person) => [person.kind, person.name])).toEqual([
      ['user', 'Alma Admin'],
      ['user', 'Cleo Colleague'],
      ['deleted', `Deleted user ${own.formerId.slice(0, 8)}`],
      ['system', 'System'],
    ]);
    expect(people[0]?.id).toBe(own.adminId);
  });

  test("Acme's people are Acme's own", async () => {
    const people = activityPeopleSchema.parse(dataOf(await get(API_PATHS.companyActivityPeople, tokens['admin@acme.test'] ?? '')));
    const ids = people.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([DEMO_IDS.acmeAdmin, DEMO_IDS.acmeFinance, DEMO_IDS.acmeInterview, 'system']));
    expect(ids).not.toContain(DEMO_IDS.globexAdmin);
  });
});

describe('GET activity CSV', () => {
  test('exports the filtered log as an attachment, times in the viewer time zone and UTC', async () => {
    const response = await get(API_PATHS.companyActivityCsv, own.token, {
      category: 'money',
      from: '2026-03-10',
      to: '2026-03-10',
      tz: 'Europe/Berlin',
      limit: '1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTime (Europe/Berlin),Time (UTC),Person,E-mail,Action,Category,Subject type,Subject,Subject id,Client address,Details',
    );
    expect(
      lines.slice(1, -1).map((line) =>
        line
          .split(',')
          .slice(0, 3)
          .concat(line.split(',')[4] ?? ''),
      ),
    ).toEqual([
      ['2026-03-10 18:00:00', '2026-03-10T17:00:00.000Z', 'Cleo Colleague', 'Payment failed'],
      ['2026-03-10 18:00:00', '2026-03-10T17:00:00.000Z', 'Alma Admin', 'Payment started'],
      ['2026-03-10 16:00:00', '2026-03-10T15:00:00.000Z', 'System', 'Invoice status changed'],
    ]);
    expect(lines.at(-1)).toBe('');
  });

  test('cells a spreadsheet would run as formulas are made text', async () => {
    const [company] = await context.db.insert(companies).values({ name: 'Formula Victims' }).returning({ id: companies.id });
    if (!company) throw new Error('No company');
    const admin = await createTestUser(context.db, { companyId: company.id, roles: ALL_ROLES });
    await context.db
      .update(users)
      .set({ firstName: '=HYPERLINK("https://evil.example","x")', lastName: 'Y' })
      .where(eq(users.id, admin.id));
    const token = await context.login(admin.email, admin.password);
    await write([
      {
        action: 'payment.failed',
        at: new Date('2025-01-01T00:00:00Z'),
        companyId: company.id,
        actorUserId: admin.id,
        subjectType: '@SUM(A1)',
        subjectId: '+1+1',
        ip: '-2+3',
        metadata: { message: '=cmd|/C calc!A0' },
      },
    ]);
    const response = await get(API_PATHS.companyActivityCsv, token, { to: '2025-01-01' });
    const [, row] = response.body.split('\r\n');
    expect(row).toBe(
      `2025-01-01T00:00:00.000Z,"'=HYPERLINK(""https://evil.example"",""x"") Y",${admin.email},Payment failed,Money,'@SUM(A1),,'+1+1,'-2+3,'=cmd|/C calc!A0`,
    );
  });
});
