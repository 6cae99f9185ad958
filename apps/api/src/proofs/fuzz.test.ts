import { afterAll, beforeAll, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { API_PATHS } from '@portal/api-schema';
import { DEMO_USERS } from '../demo/seed';
import { users } from '../modules/company-users/tables';
import { rolesAdmit } from '../platform/access/access';
import { listRouteAccess, type RouteAccess } from '../platform/access/route-access';
import {
  arbitraryOf,
  CONTROL_CHARACTERS,
  isMultilineField,
  type JsonSchema,
  type KnownValues,
  LINE_BREAKS,
  requestJsonSchema,
  stringFields,
  withField,
} from '../testing/fuzz-inputs';
import { bearer, clientAddresses, createTestContext, type TestContext } from '../testing/test-app';

// Property-based fuzzing of every operation the API registers: inputs generated from each route's
// own zod schemas (through their JSON Schema), sent by a user the route's access admits, plus a
// hostile corpus on every string field, query and path parameter and on the body itself. A route
// added tomorrow is fuzzed without anyone writing a line here.
//
// FUZZ_SEED=<n> replays a run; FUZZ_CASES=<n> changes the generated cases per operation (100).

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const CASES = Number(process.env.FUZZ_CASES ?? 100);
const CONCURRENCY = 4;

/** What zod, Fastify or Node would say in their own words; a person never reads these. */
const FRAMEWORK_WORDS = /Invalid input|expected .* received|FST_ERR|<=\d{6,}|Too (big|small):|ZodError|at [\w.]+ \(/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Operation {
  route: RouteAccess;
  name: string;
  params: JsonSchema | null;
  query: JsonSchema | null;
  body: JsonSchema | null;
  headers: JsonSchema | null;
  users: readonly string[];
}

interface Sent {
  operation: Operation;
  user: string | null;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers?: Record<string, unknown>;
  /** A value to send as JSON, or a raw payload with its content type. */
  body?: unknown;
  raw?: { payload: string; contentType: string };
  form?: boolean;
  /** Statuses this request must answer with, when the corpus knows (NUL in a field: 422). */
  expect?: readonly number[];
  /** The field a 422 must name (its dotted path), when the corpus put the bad value there. */
  field?: string;
  /**
   * The same request without the bad value. A generated request may be invalid elsewhere too, and
   * validation stops at the first invalid part (params, body, query): the field need be named
   * only when this one is not refused.
   */
  baseline?: Sent;
  label: string;
}

let context: TestContext;
const tokens = new Map<string, string>();
const known = new Map<string, Set<string>>();
const failures: string[] = [];
let requests = 0;
/** Fields and the control characters sent in them that had to answer 422 naming the field. */
const controlChecks = { fields: new Set<string>(), singleLineFields: new Set<string>(), sent: 0 };
const answered = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
const nextAddress = clientAddresses(201);
const SIGN_IN_ADDRESS = '10.200.0.1';

const SIGNED_IN_USERS = DEMO_USERS.filter((user) => user.enabled);

function usersFor(route: RouteAccess): string[] {
  const { signedIn, consent, company } = route.access;
  if (!signedIn) return [''];
  // A client user who has not agreed to the terms is refused before validation (a SandboxUser is not asked).
  const admitted = (user: (typeof SIGNED_IN_USERS)[number]) =>
    (!consent || user.isAgreed || user.type === 'SandboxUser') && (!company || user.companyId) && rolesAdmit(route.access, user.roles);
  return SIGNED_IN_USERS.filter(admitted).map((user) => user.email);
}

async function signIn(email: string): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { email, password: 'demo-portal-2026' },
    remoteAddress: SIGN_IN_ADDRESS,
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} failed: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

/**
 * A route that signs out or changes the session leaves tokens revoked: sign in again where so, once
 * the demo users are as the demo has them.
 */
async function refreshTokens(): Promise<void> {
  await restoreDemoUsers();
  for (const [email, token] of tokens) {
    const response = await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(token) });
    if (response.statusCode !== 401) continue;
    const disabled = await context.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.enabled, false)));
    if (disabled.length === 0) tokens.set(email, await signIn(email));
  }
}

/**
 * A fuzzed change of a user (roles narrowed, account disabled) would leave later operations sent by
 * a caller who no longer holds the role they were chosen for, or cannot sign in: a 403 or 401 where
 * the corpus expects a 422. The demo's roles and enabled state are put back (the caller signs in
 * again below), and the session cache is let expire so that the next requests see them.
 */
async function restoreDemoUsers(): Promise<void> {
  const rows = await context.db.select({ id: users.id, email: users.email, roles: users.roles, enabled: users.enabled }).from(users);
  let restored = false;
  for (const user of SIGNED_IN_USERS) {
    const row = rows.find((candidate) => candidate.email === user.email);
    if (!row || (row.enabled && [...row.roles].sort().join() === [...user.roles].sort().join())) continue;
    await context.db
      .update(users)
      .set({ roles: [...user.roles], enabled: true })
      .where(eq(users.id, row.id));
    restored = true;
  }
  if (restored) await new Promise((resolve) => setTimeout(resolve, context.config.sessionCacheMs + 50));
}

/** Ids, references and slugs seen in answers, by field name: later requests use them to reach real rows. */
function remember(value: unknown, key?: string): void {
  if (typeof value === 'string') {
    if (key && (/(^id$|Id$|_id$)/.test(key) || ['reference', 'slug', 'ticket'].includes(key)) && value.length <= 100) {
      const pool = known.get(key) ?? new Set<string>();
      if (pool.size < 200) pool.add(value);
      known.set(key, pool);
    }
    return;
  }
  if (Array.isArray(value)) for (const item of value.slice(0, 20)) remember(item, key);
  else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) remember(item, name);
}

const knownValues = (): KnownValues => new Map([...known].map(([key, values]) => [key, [...values]]));

function pathOf(url: string, params: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? '' : encodeComponent(String(value));
  });
}

/** encodeURIComponent, except that a lone surrogate is sent as the bytes a careless client would send. */
function encodeComponent(value: string): string {
  return [...value]
    .map((character) => {
      const code = character.charCodeAt(0);
      if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      }
      return encodeURIComponent(character);
    })
    .join('');
}

function queryOf(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      parts.push(`${encodeComponent(key)}=${encodeComponent(typeof item === 'object' ? JSON.stringify(item) : String(item))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Header values as HTTP allows them (visible ASCII): what a client could send at all. */
function headersOf(headers: Record<string, unknown> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value).replace(/[^\x20-\x7e]/g, '')]),
  );
}

const isFlat = (body: unknown): body is Record<string, string | number | boolean> =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.values(body).every((value) => ['string', 'number', 'boolean'].includes(typeof value));

function payloadOf(sent: Sent): { payload?: string; contentType?: string } {
  if (sent.raw) return sent.raw;
  if (sent.body === undefined) return {};
  if (sent.form && isFlat(sent.body)) {
    return {
      payload: Object.entries(sent.body)
        .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(String(value))}`)
        .join('&'),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  return { payload: JSON.stringify(sent.body), contentType: 'application/json' };
}

/** The route documents this status with a shape of its own (the sandbox tokenizer answers like Stripe). */
function documentedShape(operation: Operation, status: number, body: unknown): boolean {
  const response = (operation.route.schema?.response ?? {}) as Record<string, { safeParse?: (value: unknown) => { success: boolean } }>;
  const declared = response[String(status)];
  return Boolean(declared?.safeParse?.(body).success);
}

function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'data') return false;
  const data = (body as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return false;
  const { message, errors, ...rest } = data as { message?: unknown; errors?: unknown };
  const extraKeysAreScalars = Object.values(rest).every((value) => typeof value === 'string');
  const errorsOk =
    errors === undefined ||
    (Array.isArray(errors) && errors.every((error) => typeof error?.message === 'string' && typeof error?.property === 'string'));
  return (message === undefined || typeof message === 'string') && errorsOk && extraKeysAreScalars;
}

function describeSent(sent: Sent): string {
  const shown = JSON.stringify({ user: sent.user, params: sent.params, query: sent.query, body: sent.raw?.payload ?? sent.body });
  return `${sent.operation.name} [${sent.label}] ${shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}`;
}

/** The problem of an answer, or 'unnamed': a 422 that does not name the field the bad value was put in. */
function check(sent: Sent, response: LightMyRequestResponse): void | 'unnamed' {
  const status = response.statusCode;
  const problem = (why: string) => {
    failures.push(`${describeSent(sent)} -> ${status}: ${why} ${response.body.slice(0, 300)}`);
  };
  if (status >= 500) return problem('a server error');
  if (sent.expect && !sent.expect.includes(status)) return problem(`expected ${sent.expect.join(' or ')}`);
  if (status < 400) return;
  if (FRAMEWORK_WORDS.test(response.body)) return problem("the framework's own words");
  const contentType = String(response.headers['content-type'] ?? '');
  // The sandbox's pages are shown in frames of the portal: their "not found" is a page too.
  if (contentType.startsWith('text/html') && sent.operation.route.url.startsWith('/sandbox/')) return;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return problem('not JSON');
  }
  if (!isEnvelope(body) && !documentedShape(sent.operation, status, body)) return problem('not the envelope');
  if (sent.field && status === 422) {
    const errors = (body as { data: { errors?: { property: string }[] } }).data.errors ?? [];
    if (!errors.some((error) => error.property === sent.field)) return 'unnamed';
  }
}

async function send(sent: Sent): Promise<LightMyRequestResponse> {
  const { payload, contentType } = payloadOf(sent);
  const token = sent.user ? tokens.get(sent.user) : undefined;
  const response = await context.app.inject({
    method: sent.operation.route.method as 'GET',
    url: pathOf(sent.operation.route.url, sent.params) + queryOf(sent.query),
    headers: {
      ...headersOf(sent.headers),
      ...(token ? bearer(token) : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    // The dev mailbox answers only this machine; every other route sees many clients, so no
    // rate limit stops the run.
    remoteAddress: sent.operation.route.url.startsWith('/dev/') ? '127.0.0.1' : nextAddress(),
    ...(payload !== undefined ? { payload } : {}),
  });
  requests += 1;
  answered[`${Math.min(Math.floor(response.statusCode / 100), 5)}xx` as keyof typeof answered] += 1;
  if (check(sent, response) === 'unnamed') {
    const baseline = sent.baseline ? await send(sent.baseline) : null;
    if (baseline?.statusCode !== 422)
      failures.push(`${describeSent(sent)} -> 422: no message for ${sent.field} ${response.body.slice(0, 300)}`);
  }
  if (response.statusCode < 300 && String(response.headers['content-type'] ?? '').includes('json')) {
    try {
      remember(response.json());
    } catch {
      // A 2xx that is not JSON (a page, a file) has nothing to remember.
    }
  }
  return response;
}

async function inBatches(all: Sent[]): Promise<void> {
  for (let start = 0; start < all.length; start += CONCURRENCY) {
    await Promise.all(all.slice(start, start + CONCURRENCY).map(send));
  }
}

function generatedCases(operation: Operation, seed: number): Sent[] {
  const values = knownValues();
  const arbitrary = fc.record({
    user: fc.constantFrom(...operation.users),
    params: operation.params ? arbitraryOf(operation.params, values) : fc.constant({}),
    query: operation.query ? arbitraryOf(operation.query, values) : fc.constant({}),
    body: operation.body ? arbitraryOf(operation.body, values) : fc.constant(undefined),
    headers: operation.headers ? arbitraryOf(operation.headers, values) : fc.constant({}),
    form: fc.boolean(),
  });
  return fc.sample(arbitrary, { seed, numRuns: CASES }).map((drawn, index) => ({
    operation,
    user: drawn.user || null,
    params: drawn.params as Record<string, unknown>,
    query: drawn.query as Record<string, unknown>,
    body: drawn.body,
    headers: drawn.headers as Record<string, unknown>,
    form: drawn.form,
    label: `case ${index}`,
  }));
}

/**
 * `value` with what no field takes removed from its strings, so that a bad value put in one field
 * is the only one of its request (and the 422 must name that field).
 */
function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\p{Cs}]/gu, ' ');
  if (Array.isArray(value)) return value.map(cleaned);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleaned(item)]));
  return value;
}
const MEGABYTE = 'x'.repeat(1024 * 1024);
const DEEP_JSON = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

function cleanedParts(base: Sent): Pick<Sent, 'params' | 'query' | 'body'> {
  return {
    params: cleaned(base.params) as Record<string, unknown>,
    query: cleaned(base.query) as Record<string, unknown>,
    body: cleaned(base.body),
  };
}

/** The hostile corpus: every string field, query and path parameter, then the body itself. */
function hostileCases(operation: Operation, base: Sent): Sent[] {
  const cases: Sent[] = [];
  const add = (change: Partial<Sent>, label: string) => cases.push({ ...base, ...change, form: false, label });
  for (const [where, schema] of [
    ['params', operation.params],
    ['query', operation.query],
    ['body', operation.body],
  ] as const) {
    for (const path of stringFields(schema)) {
      const field = `${where}.${path.join('.')}`;
      const set = (value: unknown) => withField(base[where], path, value);
      // The property a 422 names: the field's path within its part of the request.
      const property = path.join('.');
      const clean = (value: unknown) => withField(cleaned(base[where]), path, value);
      const controls = { ...CONTROL_CHARACTERS, ...(isMultilineField(schema, path) ? {} : LINE_BREAKS) };
      controlChecks.fields.add(`${operation.name} ${field}`);
      if (!isMultilineField(schema, path)) controlChecks.singleLineFields.add(`${operation.name} ${field}`);
      for (const [name, value] of Object.entries(controls)) {
        controlChecks.sent += 1;
        const baseline: Sent = { ...base, ...cleanedParts(base), form: false, label: `${name} in ${field}, without it` };
        add({ ...cleanedParts(base), [where]: clean(value), expect: [422], field: property, baseline }, `${name} in ${field}`);
      }
      add({ [where]: set('a\uD800b') }, `a lone surrogate in ${field}`);
      add({ [where]: set(where === 'body' ? MEGABYTE : 'x'.repeat(50_000)) }, `a long string in ${field}`);
      for (const value of [1e308, -0, 2 ** 53 + 1, true, [], {}, ['a', 'b']])
        add({ [where]: set(value) }, `${JSON.stringify(value)} in ${field}`);
    }
    if (where === 'query') {
      add(
        { query: { ...base.query, ['__proto__']: 'x', 'constructor[prototype][x]': '1', limit: '1e400' } as Record<string, unknown> },
        'odd query keys',
      );
    }
  }
  if (operation.route.method !== 'GET') {
    const json = (payload: string, label: string, contentType = 'application/json') => add({ raw: { payload, contentType } }, label);
    json('{bad', 'malformed JSON');
    json('', 'an empty body');
    json(DEEP_JSON, 'deeply nested JSON');
    json('{"__proto__":{"isAdmin":true}}', 'a __proto__ key');
    json('{"constructor":{"prototype":{"isAdmin":true}}}', 'a constructor.prototype key');
    json(JSON.stringify(base.body ?? {}).replace(/^\{/, '{"n":1e400,'), 'a number beyond double');
    json('[1,2,3]', 'an array body');
    json('"text"', 'a string body');
    json(JSON.stringify(base.body ?? {}), 'a UTF-16 charset', 'application/json; charset=utf-16');
    json('<x/>', 'XML', 'application/xml');
    json('hello', 'plain text', 'text/plain');
    json('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart', 'multipart/form-data; boundary=x');
    json('a[b][c]=1&a=2&__proto__[x]=1', 'nested form keys', 'application/x-www-form-urlencoded');
  }
  return cases;
}

beforeAll(async () => {
  context = await createTestContext();
  for (const user of SIGNED_IN_USERS) tokens.set(user.email, await signIn(user.email));
  // The lists every signed-in user can read give the ids, references and slugs of the demo data.
  const admin = tokens.get('admin@acme.test');
  for (const route of listRouteAccess(context.app)) {
    if (route.method !== 'GET' || route.url.includes(':')) continue;
    const response = await context.app.inject({ method: 'GET', url: route.url, headers: admin ? bearer(admin) : {} });
    if (String(response.headers['content-type'] ?? '').includes('json')) remember(response.json());
  }
}, 120_000);
afterAll(() => context?.close());

test('every operation answers generated and hostile input with a 4xx in the envelope, never a 5xx', async () => {
  const started = Date.now();
  const operations: Operation[] = listRouteAccess(context.app).map((route) => ({
    route,
    name: `${route.method} ${route.url}`,
    params: requestJsonSchema(route.schema?.params),
    query: requestJsonSchema(route.schema?.querystring),
    body: requestJsonSchema(route.schema?.body),
    headers: requestJsonSchema(route.schema?.headers),
    users: usersFor(route),
  }));
  // Signing out revokes the token the other operations use: it goes last.
  operations.sort((a, b) => Number(a.route.url === API_PATHS.logout) - Number(b.route.url === API_PATHS.logout));
  expect(operations.length).toBeGreaterThan(40);
  // Every operation of the OpenAPI document is among them (the hidden pages are fuzzed too).
  const names = new Set(operations.map((operation) => operation.name));
  const documented = Object.entries((context.app.swagger() as { paths: Record<string, object> }).paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  expect(documented.filter((name) => !names.has(name))).toEqual([]);
  expect(operations.every((operation) => operation.users.length > 0)).toBe(true);

  for (const [index, operation] of operations.entries()) {
    const generated = generatedCases(operation, SEED + index);
    await inBatches(generated);
    const base = generated.find((sent) =>
      Object.values(sent.params).every((value) => typeof value !== 'string' || UUID.test(value) || value.length > 0),
    );
    if (base) await inBatches(hostileCases(operation, base));
    await refreshTokens();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byClass = Object.entries(answered)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  console.log(
    `fuzz: ${requests} requests over ${operations.length} operations (seed ${SEED}), ${failures.length} failed (${byClass}; ${seconds} s); ` +
      `control characters: ${controlChecks.sent} sent into ${controlChecks.fields.size} string fields (${controlChecks.singleLineFields.size} single-line, ` +
      `${Object.keys(LINE_BREAKS).length} line breaks and tabs each on top of ${Object.keys(CONTROL_CHARACTERS).length} controls), each to answer 422 naming the field`,
  );
  expect(failures.slice(0, 30)).toEqual([]);
}, 600_000);
