import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sum } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  BILLED_MONTHS,
  FORBIDDEN_MESSAGE,
  type InvoiceStatus,
  NOT_FOUND_MESSAGE,
  type TalentProfile,
  talentProfileSchema,
  type Team,
  type TeamMember,
  teamMemberSchema,
  teamSchema,
} from '@portal/api-schema';
import type { LightMyRequestResponse } from 'fastify';
import { createTeamCompany, createTeamContract, createTeamTalent, createTestVendor } from '../../testing/team-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { DEMO_BILLING } from '../billing/demo-data';
import { invoiceLineItems, invoices } from '../billing/tables';
import { DEMO_HIRING } from '../hiring/demo-data';
import { isoDay } from './contract-status';
import { DEMO_CONTRACTS } from './demo-data';
import { contractChangeRequests, contracts, timesheetEntries, timesheets } from './tables';

const T = DEMO_HIRING.talents;
const A = DEMO_CONTRACTS.acme;

let context: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['admin@acme.test', 'finance@acme.test', 'legal@acme.test', 'interview@acme.test', 'admin@globex.test']) {
    tokens[email] = await context.login(email);
  }
}, 60_000);
afterAll(() => context?.close());

const get = (url: string, email: string | null = 'finance@acme.test') =>
  context.app.inject({ method: 'GET', url, headers: email ? bearer(tokens[email] ?? '') : {} });

const errorsOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    ((response.json() as { data: { errors?: Array<{ property: string; message: string }> } }).data.errors ?? []).map((error) => [
      error.property,
      error.message,
    ]),
  );

async function team(query = '', email = 'finance@acme.test'): Promise<Team> {
  const response = await get(`${API_PATHS.team}${query}`, email);
  expect(response.statusCode).toBe(200);
  return teamSchema.parse(dataOf(response));
}

const names = (list: Team) => list.items.map((member) => `${member.first_name} ${member.last_name}`);
const notFoundBody = { data: { message: NOT_FOUND_MESSAGE } };

describe('GET team', () => {
  test("Acme's team is the talents of its active contracts and those under notice, with the whole team's monthly cost", async () => {
    const acme = await team();
    expect(names(acme)).toEqual(['Hannah Becker', 'Omar Farouk', 'Sofia Rossi', 'Yuki Tanaka']);
    expect(acme.total).toBe(4);
    // (85 + 70 + 56 + 75) $/h × 40 h × 52 / 12 = $49,573.33 a month.
    expect(acme.summary).toEqual({ people: 4, ending_soon: 2, monthly_cost: [{ currency: 'USD', amount_minor: 4_957_333 }] });
    expect(acme.vendors).toEqual([{ id: DEMO_BILLING.vendors.northwind, name: 'Northwind Dev Studio' }]);

    const hannah = acme.items.find((member) => member.id === T.hannahBecker.id);
    expect(hannah).toMatchObject({
      first_name: 'Hannah',
      title: expect.any(String),
      role_title: 'Senior backend engineer',
      vendor: { id: DEMO_BILLING.vendors.northwind, name: 'Northwind Dev Studio' },
      rate: { currency: 'USD', amount_minor: 8_500 },
      hours_per_week: 40,
      days_left: 18,
      ending_soon: true,
      notice_given: false,
      contract: A.hannahActive,
      monthly_cost: [{ currency: 'USD', amount_minor: 1_473_333 }],
    });
    expect(acme.items.find((member) => member.id === T.yukiTanaka.id)).toMatchObject({
      notice_given: true,
      ending_soon: true,
      days_left: 24,
    });
    expect(acme.items.find((member) => member.id === T.omarFarouk.id)).toMatchObject({ ending_soon: false, days_left: 130 });
  });

  test('signed, awaiting, ended and cancelled contracts do not make the team', async () => {
    const ids = (await team()).items.map((member) => member.id);
    for (const talent of [T.kofiBoateng, T.liamOConnor, T.zaraAhmed, T.pedroAlves, T.danielMensah]) expect(ids).not.toContain(talent.id);
  });

  test('searches names and roles, filters by vendor and ending soon, and sorts', async () => {
    expect(names(await team('?q=hannah'))).toEqual(['Hannah Becker']);
    expect(names(await team('?q=%20Data%20ENGINEER%20'))).toEqual(['Yuki Tanaka']);
    expect(names(await team('?ending=soon'))).toEqual(['Hannah Becker', 'Yuki Tanaka']);
    const byEnd = await team('?sort=ends_on');
    const ends = byEnd.items.map((member) => member.ends_on ?? '9999-12-31');
    expect(ends).toEqual([...ends].sort());
    expect(byEnd.items[0]?.id).toBe(T.hannahBecker.id);
    const byStart = (await team('?sort=started_on')).items.map((member) => member.started_on ?? '');
    expect(byStart).toEqual([...byStart].sort().reverse());

    const kestrel = await team(`?vendor=${DEMO_BILLING.vendors.kestrel}`);
    expect(kestrel.items).toEqual([]);
    expect(kestrel.total).toBe(0);
    expect(kestrel.summary.people).toBe(4);
  });

  test('bad filters are a 422 naming each field', async () => {
    const response = await get(`${API_PATHS.team}?sort=salary&vendor=northwind&ending=later&q=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(['ending', 'q', 'sort', 'vendor']);
  });

  test('hostile searches find nothing and break nothing', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '\\', '<script>alert(1)</script>', '😀', 'Ｈａｎｎａｈ']) {
      const response = await get(`${API_PATHS.team}?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      expect(teamSchema.parse(dataOf(response)).items).toEqual([]);
    }
    const nul = await get(`${API_PATHS.team}?q=${encodeURIComponent('a\u0000b')}`);
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(errorsOf(nul))).toEqual(['q']);
  });

  test('roles: the contracts role reads it; without it 403, without a session 401', async () => {
    expect((await get(API_PATHS.team, 'admin@acme.test')).statusCode).toBe(200);
    expect((await get(API_PATHS.team, 'legal@acme.test')).statusCode).toBe(200);
    const interview = await get(API_PATHS.team, 'interview@acme.test');
    expect(interview.statusCode).toBe(403);
    expect(interview.json()).toEqual({ data: { message: FORBIDDEN_MESSAGE } });
    expect((await get(API_PATHS.team, null)).statusCode).toBe(401);
  });

  test("each company sees its own team: Globex's is Inès Moreau", async () => {
    const globex = await team('', 'admin@globex.test');
    expect(names(globex)).toEqual(['Inès Moreau']);
    expect(names(await team('?q=ines', 'finance@acme.test'))).toEqual([]);
  });

  test('a talent with several working contracts is one entry adding up hours and costs', async () => {
    const company = await createTeamCompany(context.db);
    const token = await context.login(company.editor.email, company.editor.password);
    const otherVendor = await createTestVendor(context.db, 'Zenith Works');
    const ana = await createTeamTalent(context.db, { firstName: 'Ana', lastName: 'Lima' });
    const bo = await createTeamTalent(context.db, { firstName: 'Bo', lastName: 'Berg' });
    const main = await createTeamContract(context.db, {
      companyId: company.companyId,
      vendorId: company.vendor.id,
      talentId: ana.id,
      rateMinor: 6_000,
      hoursPerWeek: 30,
    });
    const side = await createTeamContract(context.db, {
      companyId: company.companyId,
      vendorId: otherVendor.id,
      talentId: ana.id,
      rateMinor: 7_000,
      hoursPerWeek: 10,
      currency: 'EUR',
      endsOn: '2099-01-31',
      roleTitle: 'Code reviewer',
    });
    await createTeamContract(context.db, {
      companyId: company.companyId,
      vendorId: company.vendor.id,
      talentId: bo.id,
      rateMinor: 1,
      hoursPerWeek: 1,
    });
    await createTeamContract(context.db, {
      companyId: company.companyId,
      vendorId: company.vendor.id,
      talentId: bo.id,
      status: 'ended',
      rateMinor: 9_999,
    });

    const response = await context.app.inject({ method: 'GET', url: API_PATHS.team, headers: bearer(token) });
    const result = teamSchema.parse(dataOf(response));
    expect(names(result)).toEqual(['Ana Lima', 'Bo Berg']);
    const [entry] = result.items;
    expect(entry).toMatchObject({
      hours_per_week: 40,
      role_title: 'Code reviewer',
      vendor: { id: otherVendor.id, name: 'Zenith Works' },
      contract: { id: side.id, number: side.number },
      monthly_cost: [
        { currency: 'EUR', amount_minor: 303_333 },
        { currency: 'USD', amount_minor: 780_000 },
      ],
    });
    expect(entry?.contracts.map((contract) => contract.id)).toEqual([side.id, main.id]);
    expect(result.summary).toEqual({
      people: 2,
      ending_soon: 0,
      // USD: (6,000 × 30 + 1 × 1) × 52 / 12 = 780,004.33; EUR: 303,333.33.
      monthly_cost: [
        { currency: 'EUR', amount_minor: 303_333 },
        { currency: 'USD', amount_minor: 780_004 },
      ],
    });
    expect(result.vendors.map((vendor) => vendor.name)).toEqual([company.vendor.name, 'Zenith Works'].sort((a, b) => a.localeCompare(b)));
  });
});

describe('GET team member', () => {
  const memberUrl = (id: string) => apiPath(API_PATHS.teamMember, { id });

  async function member(id: string, email = 'finance@acme.test'): Promise<TeamMember> {
    const response = await get(memberUrl(id), email);
    expect(response.statusCode).toBe(200);
    return teamMemberSchema.parse(dataOf(response));
  }

  test('the profile, the contracts, the hours billed by month and the invoices of a member', async () => {
    const hannah = await member(T.hannahBecker.id);
    expect(hannah.talent).toMatchObject({ id: T.hannahBecker.id, first_name: 'Hannah', last_name: 'Becker' });
    expect(hannah.talent.skills.length).toBeGreaterThan(0);
    expect(hannah.on_team).toBe(true);
    expect(hannah.contracts).toEqual([
      expect.objectContaining({
        id: A.hannahActive.id,
        number: A.hannahActive.number,
        status: 'active',
        notice_period_days: 30,
        pending_request: null,
        ending_soon: true,
      }),
    ]);

    // Her hours are the approved timesheets' days, never invoice totals divided by a rate.
    const approved = await context.db
      .select({ minutes: sum(timesheetEntries.minutes).mapWith(Number) })
      .from(timesheetEntries)
      .innerJoin(timesheets, eq(timesheets.id, timesheetEntries.timesheetId))
      .where(and(eq(timesheets.contractId, A.hannahActive.id), eq(timesheets.status, 'approved')));
    expect(hannah.hours.total_minutes).toBe(approved[0]?.minutes ?? 0);
    expect(hannah.hours.total_minutes).toBeGreaterThan(0);
    const waiting = await context.db
      .select({ minutes: sum(timesheets.totalMinutes).mapWith(Number) })
      .from(timesheets)
      .where(and(eq(timesheets.contractId, A.hannahActive.id), inArray(timesheets.status, ['submitted', 'queried'])));
    expect(hannah.hours.pending_minutes).toBe(waiting[0]?.minutes ?? 0);
    expect(hannah.hours.pending_minutes).toBeGreaterThan(0);
    expect(hannah.hours.months).toHaveLength(BILLED_MONTHS);
    expect(hannah.hours.months.at(-1)?.month).toBe(isoDay(new Date()).slice(0, 7));
    const linked = await context.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.contractId, A.hannahActive.id));
    // The demo bills Hannah's contract from her approved timesheets, one invoice refunded in full among them.
    expect(linked.length).toBeGreaterThan(0);
    const refunded = hannah.invoices.find((invoice) => invoice.status === 'refunded_full');
    expect(refunded).toMatchObject({ counts_as_billed: false, billed_minutes: expect.any(Number) });
    const counted = hannah.invoices.filter((invoice) => invoice.counts_as_billed);
    expect(hannah.hours.billed_minutes).toBe(counted.reduce((total, invoice) => total + (invoice.billed_minutes ?? 0), 0));
    expect(hannah.hours.billed_minutes).toBeLessThanOrEqual(hannah.hours.total_minutes);
    expect(hannah.invoices_total).toBe(linked.length);
    expect(hannah.invoices.map((invoice) => invoice.id).sort()).toEqual(linked.map((invoice) => invoice.id).sort());
    for (const invoice of hannah.invoices) expect(invoice.contract).toEqual(A.hannahActive);
    const issued = hannah.invoices.map((invoice) => invoice.issued_on);
    expect(issued).toEqual([...issued].sort().reverse());
  });

  test('every contract of any status, newest first; off the team once none is running', async () => {
    const liam = await member(T.liamOConnor.id);
    expect(liam.on_team).toBe(false);
    expect(liam.contracts.map((contract) => [contract.number, contract.status])).toEqual([
      [A.liamAwaiting.number, 'awaiting_signature'],
      [A.liamEnded.number, 'ended'],
    ]);
    expect(liam.contracts.every((contract) => !contract.ending_soon)).toBe(true);
  });

  test('a pending end or extension request is named on its contract', async () => {
    const company = await createTeamCompany(context.db);
    const token = await context.login(company.editor.email, company.editor.password);
    const talent = await createTeamTalent(context.db);
    const contract = await createTeamContract(context.db, {
      companyId: company.companyId,
      vendorId: company.vendor.id,
      talentId: talent.id,
      endsOn: '2099-06-30',
    });
    await context.db.insert(contractChangeRequests).values({
      contractId: contract.id,
      companyId: company.companyId,
      kind: 'extension',
      requestedEndOn: '2099-12-31',
      status: 'withdrawn',
    });
    await context.db
      .insert(contractChangeRequests)
      .values({ contractId: contract.id, companyId: company.companyId, kind: 'end', requestedEndOn: '2099-01-31' });
    const response = await context.app.inject({ method: 'GET', url: memberUrl(talent.id), headers: bearer(token) });
    expect(teamMemberSchema.parse(dataOf(response)).contracts).toEqual([
      expect.objectContaining({ id: contract.id, pending_request: 'end' }),
    ]);
  });

  test('hours are the approved timesheets by the month of each day; billed hours leave out cancelled and refunded invoices', async () => {
    const company = await createTeamCompany(context.db);
    const token = await context.login(company.editor.email, company.editor.password);
    const talent = await createTeamTalent(context.db);
    const contract = await createTeamContract(context.db, {
      companyId: company.companyId,
      vendorId: company.vendor.id,
      talentId: talent.id,
    });
    const now = new Date();
    const monthDay = (back: number, day: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day)).toISOString().slice(0, 10);
    const mondayOf = (isoDate: string) => {
      const date = new Date(`${isoDate}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
      return date.toISOString().slice(0, 10);
    };
    const week = async (status: 'approved' | 'submitted' | 'queried', days: Array<[string, number]>) => {
      const [row] = await context.db
        .insert(timesheets)
        .values({
          companyId: company.companyId,
          contractId: contract.id,
          weekStart: mondayOf(days[0]![0]),
          status,
          totalMinutes: days.reduce((total, [, minutes]) => total + minutes, 0),
          submittedAt: now,
          approvedAt: status === 'approved' ? now : null,
        })
        .returning({ id: timesheets.id });
      await context.db.insert(timesheetEntries).values(days.map(([day, minutes]) => ({ timesheetId: row!.id, day, minutes })));
    };
    // A week across a month's end counts each day in its own month.
    const lastOfTwoBack = monthDay(1, 0);
    await week('approved', [
      [lastOfTwoBack, 480],
      [monthDay(1, 1), 450],
    ]);
    await week('approved', [[monthDay(0, 1), 120]]);
    await week('approved', [[monthDay(9, 1), 600]]); // too old for the months, still in the total
    await week('submitted', [[monthDay(0, 15), 465]]);
    await week('queried', [[monthDay(3, 15), 300]]);

    const bill = async (status: InvoiceStatus, issuedOn: string, hourMilli: number | null) => {
      const [invoice] = await context.db
        .insert(invoices)
        .values({
          companyId: company.companyId,
          vendorId: company.vendor.id,
          number: `INV-${randomUUID().slice(0, 8)}`,
          status,
          currency: 'USD',
          totalMinor: 100,
          totals: [{ slug: 'total', label: 'Total', currency: 'USD', added_value: 100 }],
          issuedOn,
          dueOn: issuedOn,
          contractId: contract.id,
        })
        .returning({ id: invoices.id });
      await context.db.insert(invoiceLineItems).values({
        invoiceId: invoice!.id,
        position: 1,
        description: hourMilli === null ? 'Retainer' : 'Development',
        unit: hourMilli === null ? 'item' : 'hour',
        quantityMilli: hourMilli ?? 1000,
        rateMinor: 100,
        amountMinor: 100,
      });
    };
    await bill('paid', monthDay(0, 1), 7_500);
    await bill('refunded_full', monthDay(1, 1), 16_000);
    await bill('cancelled', monthDay(2, 1), 1_000);
    await bill('refunded_partial', monthDay(3, 1), 2_250);
    await bill('open', monthDay(4, 1), null);

    const response = await context.app.inject({ method: 'GET', url: memberUrl(talent.id), headers: bearer(token) });
    const result = teamMemberSchema.parse(dataOf(response));
    expect(result.hours.months.map((month) => month.month)).toEqual([5, 4, 3, 2, 1, 0].map((back) => monthDay(back, 1).slice(0, 7)));
    expect(result.hours.months.map((month) => month.minutes)).toEqual([0, 0, 0, 480, 450, 120]);
    expect(result.hours.total_minutes).toBe(480 + 450 + 120 + 600);
    expect(result.hours.pending_minutes).toBe(465 + 300);
    // 7.5 h paid and 2.25 h partly refunded; the refunded and the cancelled invoice bill nothing any more.
    expect(result.hours.billed_minutes).toBe(450 + 135);
    expect(result.invoices_total).toBe(5);
    expect(result.invoices.map((invoice) => [invoice.status, invoice.billed_minutes, invoice.counts_as_billed])).toEqual([
      ['paid', 450, true],
      ['refunded_full', 960, false],
      ['cancelled', 60, false],
      ['refunded_partial', 135, true],
      // A retainer's items bill no time.
      ['open', null, true],
    ]);
    expect(result.invoices[0]).toMatchObject({
      issued_on: monthDay(0, 1),
      total: { currency: 'USD', added_value: 100 },
      contract: { id: contract.id, number: contract.number },
    });
  });

  test("another company's talent, a talent only proposed and an unknown id all answer the same 404", async () => {
    const unknown = await get(memberUrl(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFoundBody);
    for (const id of [T.inesMoreau.id, T.lucasOliveira.id]) {
      const response = await get(memberUrl(id));
      expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 404, body: notFoundBody });
    }
    const globex = await get(memberUrl(T.hannahBecker.id), 'admin@globex.test');
    expect(globex.statusCode).toBe(404);
    expect(globex.json()).toEqual(notFoundBody);
    expect((await member(T.inesMoreau.id, 'admin@globex.test')).on_team).toBe(true);
  });

  test('a malformed id is a 422 on id; roles as the team', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", '..%2F..%2Fetc']) {
      const response = await get(`${API_PATHS.team}/${id}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response))).toEqual(['id']);
    }
    expect((await get(memberUrl(T.hannahBecker.id), 'interview@acme.test')).statusCode).toBe(403);
    expect((await get(memberUrl(T.hannahBecker.id), null)).statusCode).toBe(401);
  });
});

describe('GET talent', () => {
  const talentUrl = (id: string) => apiPath(API_PATHS.talent, { id });

  async function profile(id: string, email = 'finance@acme.test'): Promise<TalentProfile> {
    const response = await get(talentUrl(id), email);
    expect(response.statusCode).toBe(200);
    return talentProfileSchema.parse(dataOf(response));
  }

  test('the full profile of a talent the company has a contract with, in any status', async () => {
    const kofi = await profile(T.kofiBoateng.id);
    expect(kofi).toMatchObject({ id: T.kofiBoateng.id, first_name: 'Kofi', last_name: 'Boateng', on_team: false });
    expect(kofi.summary.length).toBeGreaterThan(0);
    expect(kofi.skills.length).toBeGreaterThan(0);
    expect(kofi.experience.length).toBeGreaterThan(0);
    expect(kofi.time_zone).toMatch(/\//);
    expect((await profile(T.sofiaRossi.id)).on_team).toBe(true);
    expect((await profile(T.pedroAlves.id)).on_team).toBe(false);
    const zara = await context.db
      .select({ status: contracts.status })
      .from(contracts)
      .where(and(eq(contracts.talentId, T.zaraAhmed.id), inArray(contracts.status, ['awaiting_signature', 'cancelled'])));
    expect(zara).toHaveLength(2);
    expect((await profile(T.zaraAhmed.id)).on_team).toBe(false);
  });

  test("Globex's talent Inès Moreau, a talent without a contract and an unknown id are the same 404 for Acme", async () => {
    for (const id of [T.inesMoreau.id, T.tomasSilva.id, T.lucasOliveira.id, randomUUID()]) {
      const response = await get(talentUrl(id));
      expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 404, body: notFoundBody });
    }
    expect((await profile(T.inesMoreau.id, 'admin@globex.test')).first_name).toBe('Inès');
  });

  test('a malformed id is a 422; roles as the team', async () => {
    const response = await get(`${API_PATHS.talent.replace(':id', '')}%00`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(['id']);
    expect((await get(talentUrl(T.hannahBecker.id), 'interview@acme.test')).statusCode).toBe(403);
    expect((await get(talentUrl(T.hannahBecker.id), null)).statusCode).toBe(401);
    expect((await get(talentUrl(T.hannahBecker.id), 'admin@acme.test')).statusCode).toBe(200);
  });
});
