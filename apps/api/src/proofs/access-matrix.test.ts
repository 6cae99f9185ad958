import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  FORBIDDEN_MESSAGE,
  grantUnheldRolesMessage,
  invitationBeyondRolesMessage,
  mayManageRoles,
  NOT_FOUND_MESSAGE,
  personBeyondRolesMessage,
  ROLE_LABELS,
  rolesNotHeld,
  type Role,
  ROLES,
  SESSION_EXPIRED_MESSAGE,
  TERMS_NOT_AGREED_CODE,
  TERMS_NOT_AGREED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@portal/api-schema';
import { DEMO_IDS, DEMO_USERS } from '../demo/seed';
import { createSession } from '../modules/auth/session-queries';
import { sessions } from '../modules/auth/tables';
import { invitations, users } from '../modules/company-users/tables';
import { rolesAdmit } from '../platform/access/access';
import { listRouteAccess, type RouteAccess } from '../platform/access/route-access';
import { generateToken, hashToken } from '../platform/access/tokens';
import { createTestInvitation } from '../testing/invitation-fixtures';
import {
  bodyExtras,
  bodyPropertyKind,
  bodyPropertyValue,
  type CompanyKey,
  type ManagedSubject,
  managedSubjectOf,
  namesObjectsInBody,
  type ObjectKinds,
  type Owner,
  pathParameterKind,
  prepareObjectKinds,
} from '../testing/route-objects';
import { bearer, createTestContext, createTestUser, type TestContext } from '../testing/test-app';
import { createTwoFactorCompany } from '../testing/two-factor-fixtures';

// Every operation of the API, from its access declaration and its OpenAPI description, tried by
// every kind of caller on the objects of its path (the caller's company's, another company's and
// an unknown one). The expected answer of each request follows from the declaration and the
// caller; another company's object must answer exactly as an unknown one does. An account editor
// with fewer roles manages only people and invitations whose roles they all hold: every operation
// that manages one is found from the declarations and tried on both sides of that line.

let context: TestContext;
let principals: Principal[];
let kinds: ObjectKinds;
let operations: Operation[];
let openApi: OpenApiDocument;

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  /** OpenAPI 3.0's form: the minimum itself is excluded. */
  exclusiveMinimum?: boolean;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

/** A caller: how its requests are signed, and what the declarations should let it do. */
interface Principal {
  name: string;
  /** A token for one request; a live session gets a new one for each request that may change things. */
  token: (mutating: boolean) => Promise<string | null>;
  /** The token leads to a live session. */
  live: boolean;
  userId: string | null;
  companyId: string | null;
  roles: readonly Role[];
  /** Signed in, not a SandboxUser, and has not agreed to the terms. */
  consentPending: boolean;
  /** An admin whose company requires two-factor sign-in, which they have not set up. */
  twoFactorSetupPending: boolean;
}

/** One parameter of an operation: where it goes, and the kind of object it names. */
interface Parameter {
  name: string;
  in: 'path' | 'body';
  kind: string;
}

interface Operation {
  route: RouteAccess;
  name: string;
  openApi: OpenApiOperation | undefined;
  parameters: Parameter[];
  /** The body's schema, sent (filled) only where the route names objects, so that the check reaches their lookup. */
  bodySchema: JsonSchema | null;
}

/** Which objects a request names: those of one company, unknown ones, or one of them swapped. */
interface Variant {
  name: string;
  pick: (parameter: Parameter) => CompanyKey | 'unknown';
}

interface Answer {
  operation: Operation;
  principal: Principal;
  variant: Variant;
  owners: Array<Owner | null>;
  status: number;
  body: unknown;
  /** The 403 of rule 1 this request may get: an editor managing a person or invitation above their roles. */
  scopeRefusal?: unknown;
}

const sessionExpired = { data: { message: SESSION_EXPIRED_MESSAGE } };
const forbidden = { data: { message: FORBIDDEN_MESSAGE } };
const termsNotAgreed = { data: { message: TERMS_NOT_AGREED_MESSAGE, code: TERMS_NOT_AGREED_CODE } };
const twoFactorSetupRequired = { data: { message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE, code: TWO_FACTOR_SETUP_REQUIRED_CODE } };
const notFound = { data: { message: NOT_FOUND_MESSAGE } };

/** A body as a failure message shows it: its start only. */
const brief = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const operationName = (route: RouteAccess) => `${route.method} ${route.url}`;
const isMutating = (operation: Operation) => operation.route.method !== 'GET';

/** The principal of rule 1: an account editor of the first company without invoices and contracts. */
const FEWER_ROLES_EDITOR = 'account editor with fewer roles';
const FEWER_ROLES: readonly Role[] = ['proposals', 'my_company', 'account_editor'];
/** Roles within theirs (what they may manage), and the finance roles (above them). */
const WITHIN_ROLES: Role[] = ['proposals', 'my_company'];
const ABOVE_ROLES: Role[] = ['invoices', 'contracts', 'my_company'];

/** The 403 an editor gets for a subject with roles beyond theirs. */
function beyondMessage(subject: ManagedSubject, actorRoles: readonly Role[], subjectRoles: readonly Role[]): string {
  if (subject === 'person') return personBeyondRolesMessage(actorRoles, subjectRoles);
  if (subject === 'invitation') return invitationBeyondRolesMessage(actorRoles, subjectRoles);
  return grantUnheldRolesMessage(rolesNotHeld(actorRoles, subjectRoles).map((role) => ROLE_LABELS[role]));
}

async function makePrincipals(): Promise<Principal[]> {
  const { db } = context;
  const session = async (userId: string) => (await createSession(db, userId, 24)).token;
  const live = (
    user: { id: string; companyId: string | null; roles: readonly Role[] },
    name: string,
    consentPending = false,
    twoFactorSetupPending = false,
  ): Principal => {
    let shared: Promise<string> | undefined;
    return {
      name,
      live: true,
      userId: user.id,
      companyId: user.companyId,
      roles: user.roles,
      consentPending,
      twoFactorSetupPending,
      token: (mutating) => (mutating ? session(user.id) : (shared ??= session(user.id))),
    };
  };
  const demo = (id: string) => {
    const user = DEMO_USERS.find((candidate) => candidate.id === id);
    if (!user) throw new Error(`No demo user ${id}`);
    return user;
  };
  const dead = (name: string, token: string | null): Principal => ({
    name,
    live: false,
    userId: null,
    companyId: null,
    roles: [],
    consentPending: false,
    twoFactorSetupPending: false,
    token: async () => token,
  });

  const expiredUser = await createTestUser(db, { companyId: DEMO_IDS.acme, roles: [...ROLES] });
  const expiredToken = await session(expiredUser.id);
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sessions.tokenHash, hashToken(expiredToken)));
  const disabledUser = await createTestUser(db, { companyId: DEMO_IDS.acme, roles: [...ROLES] });
  const disabledToken = await session(disabledUser.id);
  await db.update(users).set({ enabled: false }).where(eq(users.id, disabledUser.id));

  // A new customer as sign-up makes them: no company, no roles, terms not agreed.
  const sandbox = await createTestUser(db, { type: 'SandboxUser', isAgreed: false });
  const legal = await createTestUser(db, { companyId: DEMO_IDS.acme, roles: ['invoices', 'contracts', 'my_company'] });
  const terms = demo(DEMO_IDS.acmeTerms);
  expect(terms.isAgreed).toBe(false);
  // A third company that requires two-factor sign-in of its admins, and an admin who has not set it up.
  const requiring = await createTwoFactorCompany(db, { required: true });
  const fewer = await createTestUser(db, { companyId: DEMO_IDS.acme, roles: [...FEWER_ROLES] });

  return [
    dead('anonymous', null),
    dead('forged token', generateToken()),
    dead('expired token', expiredToken),
    dead('disabled user', disabledToken),
    live({ id: sandbox.id, companyId: null, roles: [] }, 'sandbox user without company'),
    live(demo(DEMO_IDS.acmeAdmin), 'admin'),
    live(demo(DEMO_IDS.acmeFinance), 'finance'),
    live({ id: legal.id, companyId: DEMO_IDS.acme, roles: ['invoices', 'contracts', 'my_company'] }, 'legal'),
    live(demo(DEMO_IDS.acmeInterview), 'interview'),
    live(terms, 'terms not agreed', true),
    live(demo(DEMO_IDS.globexAdmin), "another company's admin"),
    live({ id: requiring.admin.id, companyId: requiring.companyId, roles: ROLES }, 'admin who must set up two-factor', false, true),
    live({ id: fewer.id, companyId: DEMO_IDS.acme, roles: FEWER_ROLES }, FEWER_ROLES_EDITOR),
  ];
}

/** The operations: every declaration with its OpenAPI operation; a parameter nothing resolves stops the suite. */
function makeOperations(): { operations: Operation[]; problems: string[] } {
  const problems: string[] = [];
  const result = listRouteAccess(context.app).map((route): Operation => {
    const name = operationName(route);
    const openApiOperation = openApi.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    const parameters: Parameter[] = [];
    for (const [, parameter] of route.url.matchAll(/:([A-Za-z_]+)/g)) {
      const kind = parameter ? pathParameterKind(route, parameter) : null;
      if (!parameter || !kind || !kinds[kind]) problems.push(`${name}: no object is known for the path parameter ${parameter}`);
      else parameters.push({ name: parameter, in: 'path', kind });
    }
    const content = openApiOperation?.requestBody?.content ?? {};
    const bodySchema = content['application/json']?.schema ?? Object.values(content)[0]?.schema ?? null;
    const inPath = parameters.length > 0;
    if (route.access.company && bodySchema && (inPath || namesObjectsInBody(route))) {
      for (const [property, schema] of Object.entries(bodySchema.properties ?? {})) {
        if (!(bodySchema.required ?? []).includes(property)) continue;
        const kind = bodyPropertyKind(route, property, schema);
        if (kind) parameters.push({ name: property, in: 'body', kind });
        else if (schema.format === 'uuid') problems.push(`${name}: no object is known for the body property ${property}`);
      }
    }
    const namesObjects = route.access.company && parameters.length > 0;
    return { route, name, openApi: openApiOperation, parameters, bodySchema: namesObjects ? bodySchema : null };
  });
  return { operations: result, problems };
}

/** A value of the schema that passes validation; object ids come from the parameters. */
function sample(schema: JsonSchema, where: string, given: Record<string, unknown> = {}): unknown {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.[0]) return sample(alternatives[0], where);
  if (schema.nullable) return null;
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      // The required properties, and those the caller gives (an optional one a body needs to be valid).
      for (const property of new Set([...(schema.required ?? []), ...Object.keys(given)])) {
        body[property] = property in given ? given[property] : sample(schema.properties?.[property] ?? {}, `${where}.${property}`);
      }
      return body;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, `${where}[]`));
    case 'integer':
    case 'number':
      // A positive number (a revision) excludes its minimum.
      return schema.minimum === undefined ? 1 : schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
      // A calendar day a year ahead (an extension's new end date).
      if (schema.format === 'date') return new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
      // A file sent as the body itself (a PDF to check): the smallest one the route reads.
      if (schema.format === 'binary') return '%PDF-1.7\n';
      // A pattern that takes the empty string (an optional code, such as a PO number) is sampled by it.
      if (schema.pattern && !schema.format && (schema.minLength ?? 0) === 0 && new RegExp(schema.pattern).test('')) return '';
      if (schema.pattern || schema.format)
        throw new Error(`${where}: no sample for a string of pattern ${schema.pattern ?? schema.format}`);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      throw new Error(`${where}: no sample for ${JSON.stringify(schema)}`);
  }
}

function variantsOf(operation: Operation): Variant[] {
  if (operation.parameters.length === 0) return [{ name: 'no object', pick: () => 'first' }];
  const all = (key: CompanyKey | 'unknown'): Variant => ({
    name: key === 'unknown' ? 'unknown objects' : `${key} company's objects`,
    pick: () => key,
  });
  if (!operation.route.access.company) return [all('first'), all('unknown')];
  const variants = [all('first'), all('second'), all('unknown')];
  const owned = operation.parameters.filter((parameter) => kinds[parameter.kind]?.of.first.owner);
  // Mixing the objects of two companies (or an unknown one) in one request must not reach either.
  if (owned.length > 1) {
    for (const swapped of owned) {
      for (const key of ['second', 'unknown'] as const) {
        variants.push({
          name: `first company's objects, ${swapped.name} ${key}`,
          pick: (parameter) => (parameter === swapped ? key : 'first'),
        });
      }
    }
  }
  return variants;
}

async function send(operation: Operation, principal: Principal, variant: Variant): Promise<Answer> {
  const path: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  const owners: Array<Owner | null> = [];
  for (const parameter of operation.parameters) {
    const kind = kinds[parameter.kind];
    if (parameter.kind.startsWith('path:')) continue;
    if (!kind) throw new Error(`${operation.name}: unknown kind ${parameter.kind}`);
    const key = variant.pick(parameter);
    let value = key === 'unknown' ? kind.unknown : kind.of[key].value;
    if (kind.fresh) value = await kind.fresh();
    owners.push(key === 'unknown' ? { companyId: 'nobody' } : kind.of[key].owner);
    if (parameter.in === 'path') path[parameter.name] = value;
    else body[parameter.name] = bodyPropertyValue(parameter.kind, value);
  }
  let payload: Record<string, unknown> | undefined;
  if (operation.bodySchema) {
    for (const parameter of operation.parameters) {
      if (parameter.kind.startsWith('path:')) body[parameter.name] = path[parameter.kind.slice('path:'.length)];
    }
    payload = sample(operation.bodySchema, operation.name, { ...bodyExtras(operation.route), ...body }) as Record<string, unknown>;
  }
  const url = operation.route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(path[name] ?? ''));
  const token = await principal.token(isMutating(operation));
  const response = await context.app.inject({
    method: operation.route.method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  let parsed: unknown = response.body;
  try {
    parsed = response.json();
  } catch {
    // Pages and files: compared by their text.
  }
  const scopeRefusal = await scopeRefusalOf(operation, principal, path.id, owners);
  return { operation, principal, variant, owners, status: response.statusCode, body: parsed, ...(scopeRefusal ? { scopeRefusal } : {}) };
}

/** The roles a person or invitation of the matrix holds now. */
async function rolesOfSubject(subject: 'person' | 'invitation', id: string): Promise<Role[]> {
  const table = subject === 'person' ? users : invitations;
  const [row] = await context.db.select({ roles: table.roles }).from(table).where(eq(table.id, id));
  return (row?.roles ?? []) as Role[];
}

/**
 * The 403 of rule 1 a request may answer: a person or invitation of the caller's own company whose
 * roles are not all the caller's, managed by an account editor (others are refused by the access check).
 */
async function scopeRefusalOf(operation: Operation, principal: Principal, id: string | undefined, owners: Array<Owner | null>) {
  const subject = managedSubjectOf(operation.route);
  if ((subject !== 'person' && subject !== 'invitation') || !id || !principal.roles.includes('account_editor')) return null;
  if (!owners.every((owner) => owner?.companyId === principal.companyId)) return null;
  const roles = await rolesOfSubject(subject, id);
  if (mayManageRoles(principal.roles, roles) || (subject === 'person' && id === principal.userId)) return null;
  const message = beyondMessage(subject, principal.roles, roles);
  return { data: { message, errors: [{ property: 'id', message }] } };
}

/** What the access check alone answers this caller, or null when it lets the request through. */
function accessRefusal(route: RouteAccess, principal: Principal): { status: number; body: unknown } | null {
  const { access } = route;
  if (!access.signedIn) return null;
  if (!principal.live) return { status: 401, body: sessionExpired };
  if (access.consent && principal.consentPending) return { status: 403, body: termsNotAgreed };
  if (access.secondFactor && principal.twoFactorSetupPending) return { status: 403, body: twoFactorSetupRequired };
  if (access.company && !principal.companyId) return { status: 404, body: notFound };
  if (!rolesAdmit(access, principal.roles)) return { status: 403, body: forbidden };
  return null;
}

const ownsAll = (principal: Principal, owners: Array<Owner | null>) =>
  owners.every((owner) => !owner || (owner.companyId === principal.companyId && (!owner.userId || owner.userId === principal.userId)));

/** What is wrong with one answer, given every answer of the matrix; null when it is as expected. */
function problemOf(answer: Answer, answers: Answer[]): string | null {
  const { operation, principal, variant } = answer;
  const got = { status: answer.status, body: answer.body };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (answer.status >= 500) return `answered ${answer.status}`;
  const refusal = accessRefusal(operation.route, principal);
  if (refusal) return same(got, refusal) ? null : `expected ${brief(refusal)}, got ${brief(got)}`;

  if (!operation.route.access.signedIn) {
    // A public route answers every caller alike.
    const first = answers.find((other) => other.operation === operation && other.variant.name === variant.name);
    return first && first.status !== answer.status ? `answered ${answer.status} where ${first.principal.name} got ${first.status}` : null;
  }
  if (answer.status === 403 && answer.scopeRefusal) {
    return same(answer.body, answer.scopeRefusal) ? null : `expected ${brief(answer.scopeRefusal)}, got ${brief(answer.body)}`;
  }
  if (answer.status === 401 || answer.status === 403) return `refused with ${answer.status}: ${brief(answer.body)}`;
  if (operation.parameters.length === 0) return same(got, { status: 404, body: notFound }) ? 'answered 404' : null;
  if (ownsAll(principal, answer.owners)) return answer.status === 404 ? `answered 404 on its own objects: ${brief(answer.body)}` : null;

  // Anything not the caller's answers exactly as an unknown object.
  const unknown = answers.find(
    (other) => other.operation === operation && other.principal === principal && other.variant.name === 'unknown objects',
  );
  if (!unknown) return 'no answer for unknown objects to compare with';
  if (!same({ status: unknown.status, body: unknown.body }, { status: 404, body: notFound })) {
    return `unknown objects answered ${unknown.status} ${brief(unknown.body)}, not 404`;
  }
  return same(got, { status: unknown.status, body: unknown.body })
    ? null
    : `answered ${answer.status} ${brief(answer.body)} unlike an unknown object`;
}

/** Runs the requests a few at a time, in order. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

beforeAll(async () => {
  context = await createTestContext();
  await context.app.ready();
  openApi = context.app.swagger() as unknown as OpenApiDocument;
  principals = await makePrincipals();
  const adminOf = async (id: string) => ({ id, token: await context.login(DEMO_USERS.find((user) => user.id === id)?.email ?? '') });
  kinds = await prepareObjectKinds(context, {
    first: { companyId: DEMO_IDS.acme, admin: await adminOf(DEMO_IDS.acmeAdmin) },
    second: { companyId: DEMO_IDS.globex, admin: await adminOf(DEMO_IDS.globexAdmin) },
  });
}, 60_000);
afterAll(() => context?.close());

describe('the access matrix', () => {
  test('every declaration has its OpenAPI operation and every operation its declaration', () => {
    const declared = listRouteAccess(context.app);
    const names = declared.map(operationName);
    expect(new Set(names).size).toBe(names.length);
    const documented = new Set(declared.filter((route) => route.documented).map((route) => `${route.method} ${openApiPath(route.url)}`));
    const inOpenApi = new Set(
      Object.entries(openApi.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    expect({ withoutOperation: [...documented].filter((name) => !inOpenApi.has(name)) }).toEqual({ withoutOperation: [] });
    expect({ withoutDeclaration: [...inOpenApi].filter((name) => !documented.has(name)) }).toEqual({ withoutDeclaration: [] });
    // A route left out of the document must need nothing, or its refusals would go undocumented.
    expect(declared.filter((route) => !route.documented && route.access.signedIn).map(operationName)).toEqual([]);
  });

  test('every path parameter and every id of a body is resolved to objects', () => {
    expect(makeOperations().problems).toEqual([]);
  });

  test("every operation answers every caller as its declaration says, and another company's objects as unknown ones", async () => {
    operations = makeOperations().operations;
    // Reads first, then the calls that change things; each in registration order.
    const ordered = [...operations.filter((operation) => !isMutating(operation)), ...operations.filter(isMutating)];
    const requests = ordered.flatMap((operation) =>
      variantsOf(operation).flatMap((variant) => principals.map((principal) => ({ operation, variant, principal }))),
    );
    const answers = await inBatches(requests, 8, ({ operation, principal, variant }) => send(operation, principal, variant));

    const failures = answers.flatMap((answer) => {
      const problem = problemOf(answer, answers);
      return problem ? [`${answer.operation.name} by ${answer.principal.name} on ${answer.variant.name}: ${problem}`] : [];
    });

    // The refusals each operation gave are the ones its OpenAPI description lists.
    const undocumented = new Set<string>();
    for (const answer of answers) {
      const responses = answer.operation.openApi?.responses;
      if (responses && accessRefusal(answer.operation.route, answer.principal) && !(String(answer.status) in responses)) {
        undocumented.add(`${answer.operation.name} answers ${answer.status} without documenting it`);
      }
    }

    console.log(
      `access matrix: ${answers.length} requests over ${operations.length} operations × ${principals.length} principals, ${failures.length + undocumented.size} failed`,
    );
    expect(failures).toEqual([]);
    expect([...undocumented]).toEqual([]);
  }, 120_000);

  test("every change under the company's users and invitations is placed: it manages a person, an invitation, or nobody", () => {
    const unclassified = listRouteAccess(context.app)
      .filter((route) => managedSubjectOf(route) === 'unclassified')
      .map(operationName);
    expect({ unclassified }).toEqual({ unclassified: [] });
  });

  test('an account editor with fewer roles manages only people and invitations whose roles they all hold, on every operation that manages one', async () => {
    const editor = principals.find((principal) => principal.name === FEWER_ROLES_EDITOR);
    if (!editor) throw new Error('No account editor with fewer roles');
    const managing = makeOperations().operations.flatMap((operation) => {
      const subject = managedSubjectOf(operation.route);
      return subject && subject !== 'unclassified' ? [{ operation, subject }] : [];
    });
    // The derivation finds at least the operations known today, two-factor reset and reset links included.
    expect(managing.map(({ operation }) => operation.name)).toEqual(
      expect.arrayContaining([
        'PUT /api/client-cabinet/users/:id',
        'POST /api/client-cabinet/users/:id/password-reset',
        'DELETE /api/client-cabinet/users/:id/two-factor',
        'POST /api/client-cabinet/invitations',
        'PATCH /api/client-cabinet/invitations/:id',
        'POST /api/client-cabinet/invitations/:id/resend',
        'DELETE /api/client-cabinet/invitations/:id',
      ]),
    );

    const { db } = context;
    /** A person or invitation of the first company with these roles, made for one request. */
    const subjectWith = async (subject: ManagedSubject, roles: Role[]) => {
      if (subject === 'person') return (await createTestUser(db, { companyId: DEMO_IDS.acme, roles })).id;
      if (subject === 'invitation') return (await createTestInvitation(db, { companyId: DEMO_IDS.acme, roles })).id;
      return null;
    };
    /** A valid value of a body property; roles are the subject's own, so that only rule 1 decides. */
    const valueOf = (property: string, schema: JsonSchema, roles: Role[], where: string): unknown => {
      const alternatives = (schema.anyOf ?? schema.oneOf)?.filter((alternative) => alternative.type !== 'null');
      if (alternatives?.[0]) return valueOf(property, alternatives[0], roles, where);
      if (property.includes('email')) return `scope-${crypto.randomUUID()}@tests.test`;
      if (property === 'phone') return '+1 555 0100';
      if (property === 'time_zone') return 'UTC';
      if ([schema.type].flat()[0] === 'array' && schema.items?.enum?.includes('account_editor')) return roles;
      if ([schema.type].flat()[0] === 'boolean') return false;
      return sample(schema, where);
    };
    /** The bodies of an operation: its required fields with each optional one in turn (or alone), or none. */
    const bodiesOf = (operation: Operation, roles: Role[]): Array<Record<string, unknown> | undefined> => {
      const content = operation.openApi?.requestBody?.content ?? {};
      const schema = content['application/json']?.schema;
      if (!schema?.properties) return [undefined];
      const required = schema.required ?? [];
      const base = Object.fromEntries(
        required.map((property) => [property, valueOf(property, schema.properties?.[property] ?? {}, roles, operation.name)]),
      );
      const optional = Object.keys(schema.properties).filter((property) => !required.includes(property));
      if (optional.length === 0) return [base];
      return optional.map((property) => ({
        ...base,
        [property]: valueOf(property, schema.properties?.[property] ?? {}, roles, operation.name),
      }));
    };

    const failures: string[] = [];
    let requests = 0;
    for (const { operation, subject } of managing) {
      for (const side of ['above', 'within'] as const) {
        const roles = side === 'above' ? (subject === 'person' ? [...ROLES] : ABOVE_ROLES) : WITHIN_ROLES;
        for (const body of bodiesOf(operation, roles)) {
          const id = await subjectWith(subject, roles);
          const url = operation.route.url.replace(':id', id ?? '');
          const token = await editor.token(true);
          const response = await context.app.inject({
            method: operation.route.method as 'POST',
            url,
            headers: bearer(token ?? ''),
            ...(body ? { payload: body } : {}),
          });
          requests += 1;
          const name = `${operation.name} ${body ? JSON.stringify(Object.keys(body)) : ''} on ${side === 'above' ? 'roles beyond theirs' : 'roles within theirs'}`;
          if (side === 'above') {
            const message = beyondMessage(subject, FEWER_ROLES, roles);
            const answer = response.json() as { data?: { message?: string; errors?: Array<{ message: string }> } };
            const errorsSay =
              (answer.data?.errors ?? []).length > 0 && (answer.data?.errors ?? []).every((error) => error.message === message);
            if (response.statusCode !== 403 || answer.data?.message !== message || !errorsSay) {
              failures.push(`${name}: expected 403 "${message}", got ${response.statusCode} ${brief(answer)}`);
            }
          } else if ([401, 403, 404].includes(response.statusCode) || response.statusCode >= 500) {
            failures.push(`${name}: expected it done, got ${response.statusCode} ${brief(response.body)}`);
          }
        }
      }
    }
    console.log(
      `rule 1: ${requests} requests over ${managing.length} operations that manage a person or an invitation, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
