import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Role } from '@portal/api-schema';
import { DEMO_USERS } from './demo/seed';
import { listRouteAccess, type RouteAccess } from './platform/access/route-access';
import { bearer, createTestContext, type TestContext } from './testing/test-app';

// Requests made from the declarations of every registered route: whatever route a module adds,
// its access is tried here without anyone writing a test for it.

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

/** The access check runs before validation, so any well-formed value fills a path parameter. */
const ANY_ID = '0b7d6a4e-5d1f-4c1e-9a43-ffffffffffff';
const urlOf = (route: RouteAccess) => route.url.replace(/:[A-Za-z_]+/g, ANY_ID);
const nameOf = (route: RouteAccess) => `${route.method} ${route.url}`;

const routes = () => listRouteAccess(context.app);
const tokens = new Map<string, Promise<string>>();
function tokenOf(email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = context.login(email);
    tokens.set(email, token);
  }
  return token;
}

/** The status of each route's answer, for the routes whose answer is not the expected one. */
async function unexpectedAnswers(selected: readonly RouteAccess[], expected: number, token: (route: RouteAccess) => Promise<string | null>) {
  const answers = await Promise.all(
    selected.map(async (route) => {
      const given = await token(route);
      const response = await context.app.inject({
        method: route.method as 'GET' | 'POST',
        url: urlOf(route),
        headers: given ? bearer(given) : {},
      });
      return { route: nameOf(route), status: response.statusCode };
    }),
  );
  return answers.filter((answer) => answer.status !== expected);
}

/** A signed-in user of a company who lacks the role. */
function userWithout(role: Role): string {
  const user = DEMO_USERS.find((candidate) => candidate.enabled && candidate.companyId && !candidate.roles.includes(role));
  if (!user) throw new Error(`No demo user of a company lacks the role ${role}`);
  return user.email;
}

const SANDBOX_USER = DEMO_USERS.find((user) => user.type === 'SandboxUser' && !user.companyId)?.email ?? '';

describe('the access every route declares', () => {
  test('is recorded for every route of the API, each once', () => {
    const names = routes().map(nameOf);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
  });

  test('without a token, every route that needs a session answers 401', async () => {
    const signedIn = routes().filter((route) => route.access.signedIn);
    expect(signedIn.length).toBeGreaterThan(0);
    expect(await unexpectedAnswers(signedIn, 401, async () => null)).toEqual([]);
  });

  test('a user of the company without the role gets 403 from every role route', async () => {
    const withRole = routes().filter((route) => route.access.role !== null);
    expect(withRole.length).toBeGreaterThan(0);
    expect(await unexpectedAnswers(withRole, 403, (route) => tokenOf(userWithout(route.access.role as Role)))).toEqual([]);
  });

  test('a signed-in user without a company gets 404 from every company route', async () => {
    const forCompanies = routes().filter((route) => route.access.company);
    expect(forCompanies.length).toBeGreaterThan(0);
    expect(await unexpectedAnswers(forCompanies, 404, () => tokenOf(SANDBOX_USER))).toEqual([]);
  });
});
