import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiPath,
  CONTRACT_SORT_KEYS,
  CONTRACT_STATUSES,
  type ContractDetail,
  contractDetailSchema,
  type ContractPage,
  contractPageSchema,
  type ContractSort,
  type ContractSummary,
  NOT_FOUND_MESSAGE,
  vendorSchema,
} from '@portal/api-schema';
import { DEMO_IDS } from '../../demo/seed';
import { encodeKeysetCursor } from '../../platform/pagination/keyset-cursor';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { DEMO_BILLING } from '../billing/demo-data';
import { invoices } from '../billing/tables';
import { apiModules } from '../index';
import { isoDay } from './contract-status';
import { DEMO_CONTRACTS } from './demo-data';
import { teamContractsModule } from './index';
import { DEMO_SIGNATURE } from './signature-demo-data';
import { contractChangeRequests, contracts, contractSignatures } from './tables';

let context: TestContext;
const tokens: Record<string, string> = {};
const EMAILS = ['admin@acme.test', 'finance@acme.test', 'legal@acme.test', 'interview@acme.test', 'sandbox@acme.test', 'admin@globex.test'];

beforeAll(async () => {
  context = await createTestContext();
  for (const email of EMAILS) tokens[email] = await context.login(email);
});
afterAll(() => context?.close());

const A = DEMO_CONTRACTS.acme;
const G = DEMO_CONTRACTS.globex;
const ACME_CONTRACT_COUNT = Object.keys(A).length;
const tokenOf = (email: string) => tokens[email] ?? '';
const contractPath = (id: string) => apiPath(API_PATHS.contract, { id });

async function get(url: string, query: Record<string, string | string[]> = {}, token = tokenOf('finance@acme.test')) {
  return context.app.inject({ method: 'GET', url, query, headers: bearer(token) });
}

async function list(query: Record<string, string | string[]> = {}, token?: string): Promise<ContractPage> {
  const response = await get(API_PATHS.contracts, query, token);
  expect(response.statusCode).toBe(200);
  return contractPageSchema.parse(dataOf(response));
}

/** Every page of the list for `query`, `limit` at a time. */
async function walk(query: Record<string, string | string[]>, limit: number): Promise<ContractSummary[]> {
  const items: ContractSummary[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page: ContractPage = await list({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.next_cursor;
    if (!cursor) return items;
  }
  throw new Error('The pages never end');
}

async function detail(id: string, token?: string): Promise<ContractDetail> {
  const response = await get(contractPath(id), {}, token);
  expect(response.statusCode).toBe(200);
  return contractDetailSchema.parse(dataOf(response));
}

function fieldsOf(response: { json(): unknown }): string[] {
  const body = response.json() as { data: { errors?: Array<{ property: string }> } };
  return (body.data.errors ?? []).map((error) => error.property);
}

const numbers = (items: readonly ContractSummary[]) => items.map((item) => item.number);
const rank = (item: ContractSummary) => CONTRACT_STATUSES.indexOf(item.status);

test('the API composes the contracts module and starts with it', async () => {
  expect(apiModules).toContain(teamContractsModule);
  expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

describe('who may read contracts', () => {
  const everyGet = () => [API_PATHS.contracts, API_PATHS.contractVendors, contractPath(A.hannahActive.id)];

  test('no session is 401', async () => {
    for (const url of everyGet()) expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  test('the interview group has no contracts role: 403', async () => {
    for (const url of everyGet()) expect((await get(url, {}, tokenOf('interview@acme.test'))).statusCode).toBe(403);
  });

  test('a user without a company is 404', async () => {
    for (const url of everyGet()) expect((await get(url, {}, tokenOf('sandbox@acme.test'))).statusCode).toBe(404);
  });

  test('admin, finance and legal read them', async () => {
    for (const email of ['admin@acme.test', 'finance@acme.test', 'legal@acme.test']) {
      for (const url of everyGet()) expect((await get(url, {}, tokenOf(email))).statusCode).toBe(200);
    }
  });

  test('a user holding only the contracts role reads them', async () => {
    const user = await createTestUser(context.db, { companyId: DEMO_IDS.acme, roles: ['contracts'] });
    const token = await context.login(user.email, user.password);
    for (const url of everyGet()) expect((await get(url, {}, token)).statusCode).toBe(200);
  });
});

describe('the contracts list', () => {
  test("lists the company's contracts only, each in the shape of the schema, with how many there are", async () => {
    const acme = await list();
    expect(acme.total).toBe(ACME_CONTRACT_COUNT);
    expect(acme.items).toHaveLength(ACME_CONTRACT_COUNT);
    expect(acme.next_cursor).toBeNull();
    expect(numbers(acme.items)).not.toContain(G.inesActive.number);

    const globex = await list({}, tokenOf('admin@globex.test'));
    expect(numbers(globex.items).sort()).toEqual([G.inesActive.number, G.tomasAwaiting.number].sort());
  });

  test('puts awaiting signature first, then signed, active, notice given, ended, cancelled; the latest start first within a status', async () => {
    const { items } = await list();
    expect(items.slice(0, 2).map((item) => item.status)).toEqual(['awaiting_signature', 'awaiting_signature']);
    expect(items.at(-1)?.status).toBe('cancelled');
    for (let index = 1; index < items.length; index += 1) {
      const before = items[index - 1]!;
      const after = items[index]!;
      expect(rank(before)).toBeLessThanOrEqual(rank(after));
      if (rank(before) === rank(after)) expect((before.starts_on ?? '') >= (after.starts_on ?? '')).toBe(true);
    }
    // Zara's starts next week, Liam's today.
    expect(numbers(items.slice(0, 2))).toEqual([A.zaraAwaitingKestrel.number, A.liamAwaiting.number]);
  });

  test('an item names the talent, vendor, role, engagement, hours, hourly rate, dates, terms version and ending soon', async () => {
    const { items } = await list({ q: A.hannahActive.number });
    expect(items).toHaveLength(1);
    const hannah = items[0]!;
    const today = isoDay(new Date());
    expect(hannah).toMatchObject({
      id: A.hannahActive.id,
      number: A.hannahActive.number,
      status: 'active',
      talent: { id: expect.any(String), name: 'Hannah Becker', title: expect.any(String) },
      vendor: { id: DEMO_BILLING.vendors.northwind, name: 'Northwind Dev Studio' },
      role_title: 'Senior backend engineer',
      engagement: 'full_time',
      hours_per_week: 40,
      rate: { currency: 'USD', added_value: 8_500 },
      ending_soon: true,
      terms_version: { id: DEMO_CONTRACTS.terms.v1, version: '1.0' },
      pending_request_kind: null,
    });
    expect(hannah.starts_on! < today).toBe(true);
    expect(hannah.ends_on! > today).toBe(true);
  });

  test('ending soon: active or under notice with the last day within 30 days; never a contract that does not run', async () => {
    const { items } = await list({ limit: '100' });
    const endingSoon = items
      .filter((item) => item.ending_soon)
      .map((item) => item.number)
      .sort();
    expect(endingSoon).toEqual([A.hannahActive.number, A.yukiNoticeGiven.number].sort());
  });

  test('filters by one status, by several, and by vendor', async () => {
    const active = await list({ status: 'active' });
    expect(active.items.map((item) => item.status)).toEqual(['active', 'active', 'active']);
    expect(active.total).toBe(3);

    const waitingOrEnded = await list({ status: ['awaiting_signature', 'ended'] });
    expect(new Set(waitingOrEnded.items.map((item) => item.status))).toEqual(new Set(['awaiting_signature', 'ended']));
    expect(waitingOrEnded.total).toBe(5);

    const kestrel = await list({ vendor: DEMO_BILLING.vendors.kestrel });
    expect(numbers(kestrel.items)).toEqual([A.zaraAwaitingKestrel.number, A.zaraCancelled.number]);
  });

  test("the vendor connections' link (`vendor` and `status=active`) lists that vendor's active contracts", async () => {
    const page = await list({ vendor: DEMO_BILLING.vendors.northwind, status: 'active' });
    expect(numbers(page.items).sort()).toEqual([A.hannahActive.number, A.omarActive.number, A.sofiaActive.number].sort());
    expect(page.items.every((item) => item.vendor.id === DEMO_BILLING.vendors.northwind)).toBe(true);
  });

  test('another company’s vendor filters to nothing', async () => {
    const page = await list({ vendor: DEMO_BILLING.vendors.orbital });
    expect(page).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  test('searches the number, the talent’s name and the role, every word, case-insensitively, trimmed', async () => {
    expect(numbers((await list({ q: 'ctr-2026-0010' })).items)).toEqual([A.liamAwaiting.number]);
    expect(numbers((await list({ q: "  o'connor " })).items).sort()).toEqual([A.liamAwaiting.number, A.liamEnded.number].sort());
    expect(numbers((await list({ q: 'DESIGNER' })).items).sort()).toEqual([A.zaraAwaitingKestrel.number, A.zaraCancelled.number].sort());
    expect(numbers((await list({ q: 'liam 2025' })).items)).toEqual([A.liamEnded.number]);
    expect((await list({ q: 'Inès' })).items).toEqual([]);
  });

  test('a search is text, never a pattern or SQL', async () => {
    for (const q of ['%', '_', '\\', "' or 1=1 --", '"); drop table contracts; --', '%25']) {
      const page = await list({ q });
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    }
    expect((await list()).total).toBe(ACME_CONTRACT_COUNT);
  });

  test('bad filters are a 422 naming the field', async () => {
    const cases: Array<[Record<string, string | string[]>, string]> = [
      [{ status: 'signed_by_robot' }, 'status'],
      [{ status: ['active', 'bogus'] }, 'status'],
      [{ vendor: 'northwind' }, 'vendor'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ q: 'bad\u0000text' }, 'q'],
      [{ q: 'right\u202eleft' }, 'q'],
      [{ sort: 'talent' }, 'sort'],
      [{ sort: '-status; drop' }, 'sort'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
      [{ limit: 'many' }, 'limit'],
      [{ cursor: 'not a cursor' }, 'cursor'],
    ];
    for (const [query, field] of cases) {
      const response = await get(API_PATHS.contracts, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 422 });
      expect(fieldsOf(response)).toEqual([field]);
    }
  });

  test('a cursor made for another order, or carrying a forged value or id, is a 422 on cursor', async () => {
    const first = await list({ sort: 'number', limit: '2' });
    expect(first.next_cursor).not.toBeNull();
    const forged = [
      first.next_cursor!,
      encodeKeysetCursor({ order: 'status', value: '["0"]', id: A.hannahActive.id }),
      encodeKeysetCursor({ order: 'status', value: '["x","2026-01-01"]', id: A.hannahActive.id }),
      encodeKeysetCursor({ order: 'status', value: '[0,"2026-01-01"]', id: A.hannahActive.id }),
      encodeKeysetCursor({ order: 'status', value: '["1","2026-02-30"]', id: A.hannahActive.id }),
      encodeKeysetCursor({ order: 'status', value: '["1","2026-02-01"]', id: "1' or '1'='1" }),
      encodeKeysetCursor({ order: '-starts_on', value: 'not json', id: A.hannahActive.id }),
    ];
    for (const cursor of forged) {
      const response = await get(API_PATHS.contracts, { cursor });
      expect(response.statusCode).toBe(422);
      expect(fieldsOf(response)).toEqual(['cursor']);
    }
  });

  test.each(CONTRACT_SORT_KEYS.map((sort) => [sort]))(
    'pages in order %s, a page at a time, each contract once',
    async (sort: ContractSort) => {
      const whole = (await list({ sort, limit: '100' })).items;
      expect(whole).toHaveLength(ACME_CONTRACT_COUNT);
      for (const limit of [1, 2, 5]) {
        expect(numbers(await walk({ sort }, limit))).toEqual(numbers(whole));
      }
      const key = (item: ContractSummary) => {
        switch (sort) {
          case 'starts_on':
          case '-starts_on':
            return item.starts_on ?? '0001-01-01';
          case 'ends_on':
          case '-ends_on':
            return item.ends_on ?? '9999-12-31';
          case 'number':
          case '-number':
            return item.number;
          case 'status':
            return String(rank(item));
        }
      };
      const keys = whole.map(key);
      const sorted = [...keys].sort();
      expect(keys).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    },
  );

  test('filters page too: the next page keeps them', async () => {
    const all = await walk({ status: ['active', 'ended'], sort: '-ends_on' }, 2);
    expect(all).toHaveLength(6);
    expect(all.every((item) => item.status === 'active' || item.status === 'ended')).toBe(true);
  });

  test('names the kind of a request waiting for the vendor', async () => {
    const [request] = await context.db
      .insert(contractChangeRequests)
      .values({ contractId: A.omarActive.id, companyId: DEMO_IDS.acme, kind: 'extension', requestedEndOn: '2031-01-31' })
      .returning({ id: contractChangeRequests.id });
    try {
      const omar = (await list({ q: A.omarActive.number })).items[0];
      expect(omar?.pending_request_kind).toBe('extension');
      expect((await detail(A.omarActive.id)).pending_request_kind).toBe('extension');
      await context.db.update(contractChangeRequests).set({ status: 'declined' }).where(eq(contractChangeRequests.id, request!.id));
      expect((await list({ q: A.omarActive.number })).items[0]?.pending_request_kind).toBeNull();
    } finally {
      await context.db.delete(contractChangeRequests).where(eq(contractChangeRequests.id, request!.id));
    }
  });
});

describe("the contract list's vendors", () => {
  test("are the vendors of the company's contracts, by name", async () => {
    const response = await get(API_PATHS.contractVendors);
    expect(response.statusCode).toBe(200);
    const vendors = vendorSchema.array().parse(dataOf(response));
    expect(vendors.map((vendor) => vendor.name)).toEqual([
      'Brightpath Engineering',
      'Kestrel Labs',
      'Lumen Software Collective',
      'Northwind Dev Studio',
    ]);
    const globex = vendorSchema.array().parse(dataOf(await get(API_PATHS.contractVendors, {}, tokenOf('admin@globex.test'))));
    expect(globex.map((vendor) => vendor.id)).toEqual([DEMO_BILLING.vendors.orbital]);
  });
});

describe("a contract's page", () => {
  test('has every term, the vendor, the talent and the terms version', async () => {
    const liam = await detail(A.liamAwaiting.id);
    expect(liam).toMatchObject({
      id: A.liamAwaiting.id,
      number: A.liamAwaiting.number,
      status: 'awaiting_signature',
      vendor: { id: DEMO_BILLING.vendors.northwind, name: 'Northwind Dev Studio' },
      talent: { name: "Liam O'Connor" },
      role_title: 'QA automation engineer',
      engagement: 'part_time',
      hours_per_week: 30,
      rate: { currency: 'USD', added_value: 5_500 },
      notice_period_days: 14,
      description: expect.stringContaining('Playwright suites'),
      terms_version: { id: DEMO_CONTRACTS.terms.v2, version: '2.0' },
      starts_on: isoDay(new Date()),
      ending_soon: false,
      signature: null,
      invoices: [],
    });
    expect(liam.version).toEqual(expect.any(Number));
    expect(Date.parse(liam.created_at)).not.toBeNaN();
    expect(liam.history.map((event) => [event.kind, event.label, event.actor_label])).toEqual([
      ['created', 'Created', 'Northwind Dev Studio (vendor)'],
    ]);
  });

  test('its history is oldest first, with who and when', async () => {
    const yuki = await detail(A.yukiNoticeGiven.id);
    expect(yuki.history.map((event) => event.kind)).toEqual(['created', 'signed', 'started', 'notice_given']);
    const times = yuki.history.map((event) => event.occurred_at);
    expect([...times].sort()).toEqual(times);
    const signed = yuki.history.find((event) => event.kind === 'signed');
    expect(signed?.actor_label).toMatch(/\S/);
    expect(yuki.history.find((event) => event.kind === 'started')?.actor_label).toBe('System');
    expect(yuki.history.find((event) => event.kind === 'notice_given')?.details).toEqual({ ends_on: yuki.ends_on });
  });

  test('says whether the talent works for the company now, under this contract or another', async () => {
    expect((await detail(A.hannahActive.id)).talent_on_team).toBe(true);
    expect((await detail(A.yukiNoticeGiven.id)).talent_on_team).toBe(true);
    expect((await detail(A.liamEnded.id)).talent_on_team).toBe(false);
    expect((await detail(A.zaraCancelled.id)).talent_on_team).toBe(false);
    // Liam's new contract makes him a member again once it runs.
    await context.db.update(contracts).set({ status: 'active' }).where(eq(contracts.id, A.liamAwaiting.id));
    try {
      expect((await detail(A.liamEnded.id)).talent_on_team).toBe(true);
    } finally {
      await context.db.update(contracts).set({ status: 'awaiting_signature' }).where(eq(contracts.id, A.liamAwaiting.id));
    }
  });

  test('lists the invoices billed under it with the hours they bill, and no other', async () => {
    const billed = await context.db
      .select({ id: invoices.id, billedMinutes: invoices.billedMinutes })
      .from(invoices)
      .where(and(eq(invoices.contractId, A.hannahActive.id), eq(invoices.companyId, DEMO_IDS.acme)));
    expect(billed.length).toBeGreaterThan(0);
    const hannah = await detail(A.hannahActive.id);
    expect(hannah.invoices.map((invoice) => invoice.id).sort()).toEqual(billed.map((invoice) => invoice.id).sort());
    for (const invoice of hannah.invoices) {
      expect(invoice.billed_minutes).toBe(billed.find((row) => row.id === invoice.id)?.billedMinutes);
      expect(invoice.total.currency).toBe('USD');
    }
    const issued = hannah.invoices.map((invoice) => invoice.issued_on);
    expect([...issued].sort().reverse()).toEqual(issued);
  });

  test('shows the evidence of the signature, never the PDF', async () => {
    // The demo's signed contracts carry the signature the signing code made for them.
    const [stored] = await context.db.select().from(contractSignatures).where(eq(contractSignatures.contractId, A.kofiSigned.id));
    if (!stored) throw new Error('The demo has no signature of the signed contract');
    const response = await get(contractPath(A.kofiSigned.id));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('%PDF');
    expect(response.body).not.toContain(stored.signedPdf.subarray(0, 64).toString('base64'));
    expect(response.body).not.toContain('signed_pdf"');
    expect(contractDetailSchema.parse(dataOf(response)).signature).toEqual({
      signer_name: stored.signerName,
      signer_email: 'finance@acme.test',
      signed_at: stored.signedAt.toISOString(),
      client_ip: DEMO_SIGNATURE.clientIp,
      user_agent: DEMO_SIGNATURE.userAgent,
      terms_version: { id: DEMO_CONTRACTS.terms.v2, version: '2.0', published_on: expect.any(String) },
      document_sha256: stored.documentSha256,
      signed_pdf_sha256: stored.signedPdfSha256,
    });
  });

  test("another company's contract answers exactly as an unknown one: 404", async () => {
    const globex = await get(contractPath(G.inesActive.id));
    const unknown = await get(contractPath('0b7d6a4e-5d1f-4c1e-9a43-7dffffffffff'));
    expect(globex.statusCode).toBe(404);
    expect(globex.json()).toEqual({ data: { message: NOT_FOUND_MESSAGE } });
    expect({ status: unknown.statusCode, body: unknown.json() as unknown }).toEqual({ status: 404, body: globex.json() as unknown });
    // And the other way round.
    expect((await get(contractPath(A.hannahActive.id), {}, tokenOf('admin@globex.test'))).statusCode).toBe(404);
    expect((await detail(G.inesActive.id, tokenOf('admin@globex.test'))).number).toBe(G.inesActive.number);
  });

  test('an id that is not one is a 422 on id', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", '0b7d6a4e-5d1f-4c1e-9a43-7d000000000']) {
      const response = await get(apiPath(API_PATHS.contract, { id }));
      expect(response.statusCode).toBe(422);
      expect(fieldsOf(response)).toEqual(['id']);
    }
  });

  test('a contract with no talent, no terms version and no dates still reads', async () => {
    const [bare] = await context.db
      .insert(contracts)
      .values({
        companyId: DEMO_IDS.acme,
        vendorId: DEMO_BILLING.vendors.lumen,
        number: 'CTR-1999-0001',
        status: 'ended',
      })
      .returning({ id: contracts.id });
    try {
      const contract = await detail(bare!.id);
      expect(contract).toMatchObject({
        talent: null,
        talent_on_team: false,
        terms_version: null,
        starts_on: null,
        ends_on: null,
        ending_soon: false,
        history: [],
      });
      // Undated ones sort as the earliest start and as never ending.
      expect(numbers((await list({ sort: 'starts_on' })).items)[0]).toBe('CTR-1999-0001');
      expect(numbers((await list({ sort: 'ends_on', limit: '100' })).items).at(-1)).toBe('CTR-1999-0001');
      expect(numbers(await walk({ sort: '-ends_on' }, 3))[0]).toBe('CTR-1999-0001');
    } finally {
      await context.db.delete(contracts).where(eq(contracts.id, bare!.id));
    }
  });
});
