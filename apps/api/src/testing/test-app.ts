import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS, type Role, type UserType } from '@portal/api-schema';
import { buildApp, type BuildAppOptions } from '../app';
import { TEST_PASSWORD_HASHING, testPasswords } from './test-passwords';
import { type Config, loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../platform/database/database';
import { users } from '../modules/company-users/tables';
import { DEMO_PASSWORD } from '../demo/seed';
import { createMemoryRateLimitStore, type RateLimitStore } from '../platform/rate-limit/rate-limit';
import { createTestDatabase } from './test-database';

export { testPasswords } from './test-passwords';

/** Production refuses the development key; the tests run with a key of their own. */
const TEST_TWO_FACTOR_ENCRYPTION_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://portal.test',
    LOG_LEVEL: 'silent',
    PORTAL_DIST: '/nonexistent/portal-dist',
    PAYMENT_WEBHOOK_SECRET: 'test-payment-webhook-secret',
    TWO_FACTOR_ENCRYPTION_KEY: TEST_TWO_FACTOR_ENCRYPTION_KEY,
    // The sandbox's vendor answers disputes only in the tests that ask for it.
    DISPUTE_ANSWER_DELAY_MS: '0',
    // Nor does the sandbox's vendor submit or revise timesheets: the tests write their own.
    TIMESHEET_REVISION_DELAY_MS: '0',
    ...env,
  });
  return { ...config, passwordHashing: TEST_PASSWORD_HASHING, ...overrides };
}

export interface TestUserInput {
  companyId?: string | null;
  type?: UserType;
  roles?: Role[];
  enabled?: boolean;
  isAgreed?: boolean;
  password?: string;
}

/** A fresh user with a unique address, for tests that change a user. */
export async function createTestUser(db: Database, input: TestUserInput = {}) {
  const email = `user-${randomUUID()}@tests.test`;
  const password = input.password ?? 'a-test-password-1';
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await testPasswords.hash(password),
      firstName: 'Test',
      lastName: 'User',
      type: input.type ?? 'ClientUser',
      companyId: input.companyId ?? null,
      roles: input.roles ?? [],
      isAgreed: input.isAgreed ?? true,
      enabled: input.enabled ?? true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('No user created');
  return { id: row.id, email, password };
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  database: DatabaseHandle;
  /** Signs in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** An app on a test database, as one more API process would be; closing it leaves the database open. */
export function buildTestApp(
  db: Database,
  config: Config,
  options: { rateLimits?: RateLimitStore; logger?: BuildAppOptions['logger'] } = {},
): Promise<FastifyInstance> {
  return buildApp({
    config,
    db,
    passwords: testPasswords,
    rateLimits: options.rateLimits ?? createMemoryRateLimitStore(),
    logger: options.logger ?? false,
  });
}

/** A migrated database with the demo data and an app on it; build once per test file. */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    rateLimits?: RateLimitStore;
    logger?: BuildAppOptions['logger'];
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase({ demoData: true });
  const config = testConfig(options.env, options.config);
  const app = await buildTestApp(database.db, config, options).catch(async (error: unknown) => {
    // An app that cannot start must not leave its database open: the test run would never end.
    await database.close();
    throw error;
  });
  return {
    app,
    db: database.db,
    config,
    database,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
      return (response.json() as { data: { token: string } }).data.token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A form POST as the sandbox's pages send it (urlencoded), with the caller's token. */
export function postForm(app: FastifyInstance, url: string, form: Record<string, string>, token: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The `data` of a response body. */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}

/**
 * A source of client addresses, one new address per call, so that per-address rate limits of one
 * test do not leak into another. `network` (0-255) keeps test files apart.
 */
export function clientAddresses(network: number): () => string {
  let count = 0;
  return () => {
    const n = count++;
    return `10.${network}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}
