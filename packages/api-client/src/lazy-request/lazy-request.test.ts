import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configureApiClient } from '../configure-api-client';
import { installFakeAdapter, type FakeServer } from '../testing';
import { prefetchRequest, sendRequest } from './lazy-request';

let server: FakeServer | undefined;

beforeAll(async () => {
  // Loaded once up front: jest's ESM loader can fail when two tests import it at the same moment.
  await import('../request');
});

beforeEach(() => {
  configureApiClient({ baseUrl: 'https://portal.test', onUnauthorized: jest.fn(), notifyError: jest.fn() });
});

afterEach(() => {
  server?.restore();
  server = undefined;
});

describe('sendRequest', () => {
  test('sends the call through the HTTP client it fetches, and answers its data', async () => {
    server = installFakeAdapter(() => ({ status: 200, body: { data: { sent: true } } }));
    await expect(sendRequest({ url: '/api/auth/forgot-password', method: 'POST', data: { email: 'ada@example.com' } })).resolves.toEqual({
      sent: true,
    });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/forgot-password' });
  });

  test('throws the ApiError of a failed call', async () => {
    server = installFakeAdapter(() => ({ status: 404, body: { data: { message: 'Not found.' } } }));
    await expect(sendRequest({ url: '/api/x', silent: true })).rejects.toEqual({ status: 404, data: { message: 'Not found.' } });
  });
});

test('prefetchRequest starts fetching and never throws', () => {
  expect(() => prefetchRequest()).not.toThrow();
});
