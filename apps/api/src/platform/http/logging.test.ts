import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS } from '@portal/api-schema';
import { DEMO_PASSWORD } from '../../demo/seed';
import { bearer, createTestContext, type TestContext } from '../../testing/test-app';
import { loggerOptions, redactUrl } from './logging';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ logger: { ...loggerOptions('info'), stream } });
});
afterAll(() => context?.close());

describe('request logs', () => {
  test('name each request but carry no password, token, header or body', async () => {
    const token = await context.login('admin@acme.test');
    await context.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: { ...bearer(token), cookie: 'sid=secret-cookie' } });
    await context.app.inject({
      method: 'POST',
      url: API_PATHS.resetPassword,
      payload: { token: 'reset-token-value-123', password: 'new-password-456', password_confirmation: 'new-password-456' },
    });
    await context.app.inject({ method: 'GET', url: '/resetting/reset/reset-token-in-path-789' });

    const log = lines.join('');
    const userLine = lines.find((line) => line.includes(API_PATHS.currentUser)) ?? '';
    expect(JSON.parse(userLine)).toMatchObject({
      msg: 'request completed',
      request: { method: 'GET', url: API_PATHS.currentUser },
      response: { statusCode: 200 },
    });
    expect(lines.filter((line) => line.includes(API_PATHS.currentUser))).toHaveLength(1);
    expect(log).toContain('/resetting/reset/[redacted]');
    for (const secret of [DEMO_PASSWORD, token, 'secret-cookie', 'reset-token-value-123', 'new-password-456', 'reset-token-in-path-789']) {
      expect(log).not.toContain(secret);
    }
  });

  test('blank secret fields should a log line carry them', () => {
    context.app.log.info({ password: 'p-1', body: { new_password: 'p-2', token: 't-1' } }, 'with secrets');
    const line = lines.find((entry) => entry.includes('with secrets')) ?? '';
    expect(line).not.toMatch(/p-1|p-2|t-1/);
    expect(line).toContain('[redacted]');
  });
});

test('redactUrl hides the token of a reset or invitation page, a booking ticket and a sandbox link only', () => {
  expect(redactUrl('/invitation/abc123?x=1')).toBe('/invitation/[redacted]?x=1');
  expect(redactUrl('/api/invitation?token=abc123')).toBe('/api/invitation?token=[redacted]');
  expect(redactUrl('/api/client-cabinet/invitations/0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a3001')).toBe(
    '/api/client-cabinet/invitations/0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a3001',
  );
  expect(redactUrl('/sandbox/checkout/PAY-1?token=1800000000.abc')).toBe('/sandbox/checkout/PAY-1?token=[redacted]');
  expect(redactUrl('/sandbox/meetings/calls/0000?token=1800000000.abc&x=1')).toBe('/sandbox/meetings/calls/0000?token=[redacted]&x=1');
  expect(redactUrl('/api/invoices?tokens=1')).toBe('/api/invoices?tokens=1');
  expect(redactUrl('/resetting/reset/abc123?x=1')).toBe('/resetting/reset/[redacted]?x=1');
  expect(redactUrl('/api/client-cabinet/user')).toBe('/api/client-cabinet/user');
  expect(redactUrl('/sandbox/meetings/maria-lopez?embed=true&ticket=secret-ticket')).toBe(
    '/sandbox/meetings/maria-lopez?embed=true&ticket=[redacted]',
  );
  expect(redactUrl('/sandbox/meetings/maria-lopez?ticket=a&embed=true')).toBe('/sandbox/meetings/maria-lopez?ticket=[redacted]&embed=true');
});
