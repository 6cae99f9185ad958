import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_PATHS, NOT_FOUND_MESSAGE } from '@portal/api-schema';
import { buildApp } from '../../app';
import { createTestContext, testConfig, testPasswords, type TestContext } from '../../testing/test-app';

let context: TestContext;
let openApp: FastifyInstance;
let proxiedApp: FastifyInstance;
let tried = 0;
let failed = 0;

beforeAll(async () => {
  context = await createTestContext();
  openApp = await buildApp({ config: testConfig({ DEV_MAILBOX: 'open' }), db: context.db, passwords: testPasswords, logger: false });
  proxiedApp = await buildApp({ config: testConfig({ TRUST_PROXY: 'true' }), db: context.db, passwords: testPasswords, logger: false });
});
afterAll(async () => {
  await openApp?.close();
  await proxiedApp?.close();
  await context?.close();
  console.log(`dev mailbox: ${tried} requests tried, ${failed} failed`);
});

async function expectStatus(app: FastifyInstance, options: InjectOptions, status: number) {
  tried += 1;
  const response = await app.inject(options);
  if (response.statusCode !== status) failed += 1;
  expect({ url: options.url, remoteAddress: options.remoteAddress, headers: options.headers, status: response.statusCode }).toEqual({
    url: options.url,
    remoteAddress: options.remoteAddress,
    headers: options.headers,
    status,
  });
  return response;
}

const MAILBOX_URLS = ['/dev/mailbox', '/dev/mailbox.json'];

describe('the development mailbox', () => {
  test('a visitor from another machine asks for a reset link and cannot read it', async () => {
    const email = 'admin@acme.test';
    const attacker = '203.0.113.9';
    await context.app.inject({ method: 'POST', url: API_PATHS.forgotPassword, payload: { email }, remoteAddress: attacker });
    for (const url of MAILBOX_URLS) {
      const response = await expectStatus(
        context.app,
        { method: 'GET', url: `${url}?to=${encodeURIComponent(email)}`, remoteAddress: attacker },
        404,
      );
      expect(response.json()).toEqual({ data: { message: NOT_FOUND_MESSAGE } });
      expect(response.body).not.toContain('reset');
    }
    // On the machine itself the link is there.
    const local = await expectStatus(
      context.app,
      { method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`, remoteAddress: '127.0.0.1' },
      200,
    );
    expect(JSON.stringify(local.json())).toContain('reset');
  });

  test.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('answers a connection from %s', async (remoteAddress) => {
    for (const url of MAILBOX_URLS) await expectStatus(context.app, { method: 'GET', url, remoteAddress }, 200);
  });

  test.each(['203.0.113.9', '10.0.0.2', '192.168.1.20', '::ffff:10.0.0.2', '2001:db8::1', '::', '0.0.0.0'])(
    'refuses a connection from %s',
    async (remoteAddress) => {
      for (const url of MAILBOX_URLS) await expectStatus(context.app, { method: 'GET', url, remoteAddress }, 404);
    },
  );

  test('a client address a proxy reports never opens it: only the connection counts', async () => {
    // Behind TRUST_PROXY, request.ip would be the forwarded address; it is not what decides.
    for (const url of MAILBOX_URLS) {
      await expectStatus(
        proxiedApp,
        { method: 'GET', url, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } },
        404,
      );
      await expectStatus(proxiedApp, { method: 'GET', url, remoteAddress: '203.0.113.9', headers: { forwarded: 'for=127.0.0.1' } }, 404);
      await expectStatus(proxiedApp, { method: 'GET', url, remoteAddress: '203.0.113.9', headers: { 'x-real-ip': '::1' } }, 404);
    }
  });

  test('a proxy on this machine passing on a request from elsewhere does not open it', async () => {
    for (const app of [context.app, proxiedApp]) {
      for (const url of MAILBOX_URLS) {
        await expectStatus(app, { method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }, 404);
        await expectStatus(
          app,
          { method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } },
          404,
        );
        await expectStatus(app, { method: 'GET', url, remoteAddress: '::1', headers: { forwarded: 'for="[2001:db8::1]:4711"' } }, 404);
        await expectStatus(app, { method: 'GET', url, remoteAddress: '127.0.0.1', headers: { forwarded: 'for=unknown' } }, 404);
        await expectStatus(app, { method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }, 200);
        await expectStatus(app, { method: 'GET', url, remoteAddress: '127.0.0.1', headers: { forwarded: 'for="[::1]:5173"' } }, 200);
      }
    }
  });

  test('DEV_MAILBOX=open lets anyone who reaches the port read it', async () => {
    for (const url of MAILBOX_URLS) await expectStatus(openApp, { method: 'GET', url, remoteAddress: '203.0.113.9' }, 200);
  });

  test('other routes are not affected', async () => {
    await expectStatus(context.app, { method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' }, 200);
  });
});
