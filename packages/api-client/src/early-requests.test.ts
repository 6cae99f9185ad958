import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configureApiClient } from './configure-api-client';
import { EARLY_ANSWER_TTL_MS, startEarlyGet } from './early-requests';
import { httpRequest } from './http-client';
import { installFakeAdapter, type FakeServer } from './testing';
import { tokenStorage } from './token-storage';

const USER_PATH = '/api/client-cabinet/user';
let fetchMock: jest.Mock<typeof fetch>;
let realFetch: typeof fetch;
let transport: FakeServer;

beforeEach(() => {
  configureApiClient({ baseUrl: 'https://portal.test', onUnauthorized: () => undefined, notifyError: () => undefined });
  tokenStorage.set('token-1');
  realFetch = globalThis.fetch;
  // The early GET goes out with fetch; every other call through the fake transport.
  fetchMock = jest.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: { first_name: 'Early' } }), { status: 200 }));
  globalThis.fetch = fetchMock;
  transport = installFakeAdapter(() => ({ status: 200, body: { data: { first_name: 'Asked again' } } }));
});
afterEach(() => {
  transport.restore();
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  localStorage.clear();
});

describe('startEarlyGet', () => {
  test('the first call of the same GET takes the early answer; the next one asks again', async () => {
    startEarlyGet(USER_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`https://portal.test${USER_PATH}`);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer token-1' });

    await expect(httpRequest({ url: USER_PATH })).resolves.toMatchObject({ status: 200, data: { data: { first_name: 'Early' } } });
    expect(transport.requests).toHaveLength(0);
    await expect(httpRequest({ url: USER_PATH })).resolves.toMatchObject({ data: { data: { first_name: 'Asked again' } } });
    expect(transport.requests).toHaveLength(1);
  });

  test('a call with another token, another address or another method does not take it', async () => {
    startEarlyGet(USER_PATH);
    tokenStorage.set('token-2');
    await httpRequest({ url: USER_PATH });
    await httpRequest({ url: `${USER_PATH}/other` });
    await httpRequest({ url: USER_PATH, method: 'PUT', data: {} });
    expect(transport.requests).toHaveLength(3);
  });

  test('an early answer older than its time to live is not used', async () => {
    jest.useFakeTimers({ now: 1_790_000_000_000 });
    startEarlyGet(USER_PATH);
    jest.setSystemTime(1_790_000_000_000 + EARLY_ANSWER_TTL_MS + 1);
    await expect(httpRequest({ url: USER_PATH })).resolves.toMatchObject({ data: { data: { first_name: 'Asked again' } } });
  });

  test("an early failure is the taking call's: a 401 rejects it as any answer would", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: { message: 'Unauthenticated.' } }), { status: 401 }));
    startEarlyGet(USER_PATH);
    await expect(httpRequest({ url: USER_PATH })).rejects.toMatchObject({ response: { status: 401 } });
  });
});
