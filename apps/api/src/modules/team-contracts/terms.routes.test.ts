import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { API_PATHS, apiPath, NOT_FOUND_MESSAGE, serviceContractTermsSchema, type ServiceContractTerms } from '@portal/api-schema';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_IDS } from '../../demo/seed';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { DEMO_TERMS } from './demo-terms';
import { getServiceContractTerms } from './get-service-contract-terms';
import { serviceContractTerms } from './tables';

let context: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  context = await createTestContext();
  for (const email of ['finance@acme.test', 'interview@acme.test', 'admin@globex.test', 'sandbox@acme.test', 'terms@acme.test']) {
    tokens[email] = await context.login(email);
  }
}, 60_000);
afterAll(() => context?.close());

const get = (url: string, email: string | null = 'interview@acme.test') =>
  context.app.inject({ method: 'GET', url, headers: email ? bearer(tokens[email] ?? '') : {} });

const versionUrl = (version: string) => apiPath(API_PATHS.serviceContractTermsVersion, { version });

async function terms(url: string, email?: string): Promise<ServiceContractTerms> {
  const response = await get(url, email);
  expect(response.statusCode).toBe(200);
  return serviceContractTermsSchema.parse(dataOf(response));
}

const errorsOf = (response: LightMyRequestResponse) =>
  ((response.json() as { data: { errors?: Array<{ property: string }> } }).data.errors ?? []).map((error) => error.property);

const [V1, V2] = DEMO_TERMS;

describe('GET service contract terms', () => {
  test('the current version is the newest published, with every version listed newest first', async () => {
    const current = await terms(API_PATHS.serviceContractTerms);
    expect(current).toMatchObject({
      id: V2!.id,
      version: '2.0',
      published_on: '2026-06-01',
      title: 'Standard Service Contract Terms',
      current: true,
    });
    expect(current.sections).toEqual(V2!.sections);
    expect(current.versions).toEqual([
      { version: '2.0', published_on: '2026-06-01', current: true },
      { version: '1.0', published_on: '2025-01-15', current: false },
    ]);
  });

  test('an earlier version by its name, marked as not current', async () => {
    const first = await terms(versionUrl('1.0'));
    expect(first).toMatchObject({ id: V1!.id, version: '1.0', published_on: '2025-01-15', current: false });
    expect(first.sections).toEqual(V1!.sections);
    expect(first.versions.map((version) => version.version)).toEqual(['2.0', '1.0']);
    expect((await terms(versionUrl('2.0'))).current).toBe(true);
  });

  test('any client user with a company reads them, whatever their roles; the same for every company', async () => {
    const forInterview = await terms(API_PATHS.serviceContractTerms, 'interview@acme.test');
    expect(await terms(API_PATHS.serviceContractTerms, 'finance@acme.test')).toEqual(forInterview);
    expect(await terms(API_PATHS.serviceContractTerms, 'admin@globex.test')).toEqual(forInterview);
    expect((await get(API_PATHS.serviceContractTerms, null)).statusCode).toBe(401);
    expect((await get(API_PATHS.serviceContractTerms, 'sandbox@acme.test')).statusCode).toBe(404);
    expect((await get(API_PATHS.serviceContractTerms, 'terms@acme.test')).statusCode).toBe(403);
  });

  test('an unknown version is a 404', async () => {
    for (const version of ['9.9', '2.1', '0.0', '02.0']) {
      const response = await get(versionUrl(version));
      expect({ version, status: response.statusCode, body: response.json() as unknown }).toEqual({
        version,
        status: 404,
        body: { data: { message: NOT_FOUND_MESSAGE } },
      });
    }
  });

  test('a version that is not a version is a 422 on version', async () => {
    for (const version of ['2', '2.0.0', 'v2.0', '2.0 ', "2.0' OR '1'='1", '<b>2.0</b>', '%00', '1'.repeat(10) + '.0', '２.０']) {
      const response = await get(`${API_PATHS.serviceContractTerms}/${encodeURIComponent(version)}`);
      expect({ version, status: response.statusCode }).toEqual({ version, status: 422 });
      expect(errorsOf(response)).toEqual(['version']);
    }
  });

  test('a version published later is not shown until its day; before any version there is nothing to show', async () => {
    await context.db
      .insert(serviceContractTerms)
      .values({ version: '3.0', publishedOn: '2099-01-01', title: 'Standard Service Contract Terms', sections: [] });
    try {
      expect((await terms(API_PATHS.serviceContractTerms)).versions.map((version) => version.version)).toEqual(['2.0', '1.0']);
      expect((await get(versionUrl('3.0'))).statusCode).toBe(404);

      const actor = { userId: DEMO_IDS.acmeAdmin, companyId: DEMO_IDS.acme, ip: '127.0.0.1', userAgent: 'jest' };
      const in2099 = await getServiceContractTerms(context, { actor, now: new Date('2099-01-01T00:00:00Z') });
      expect(in2099.version).toBe('3.0');
      expect(in2099.versions.map((version) => [version.version, version.current])).toEqual([
        ['3.0', true],
        ['2.0', false],
        ['1.0', false],
      ]);
      const early2026 = await getServiceContractTerms(context, { actor, now: new Date('2026-05-31T23:59:59Z') });
      expect(early2026).toMatchObject({ version: '1.0', current: true });
      await expect(getServiceContractTerms(context, { actor, now: new Date('2024-12-31T12:00:00Z') })).rejects.toMatchObject({
        statusCode: 404,
      });
    } finally {
      await context.db.delete(serviceContractTerms).where(eq(serviceContractTerms.version, '3.0'));
    }
  });
});
