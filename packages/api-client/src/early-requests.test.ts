import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configureApiClient } from './configure-api-client';
import { EARLY_ANSWER_TTL_MS } from './early-answers';
import { startEarlyGet } from './early-requests';
import { httpClient } from './http-client';
import { installFakeAdapter, type FakeAnswer, type FakeServer } from './testing';
import { tokenStorage } from './token-storage';

const USER_PATH = '/api/client-cabinet/user';
const earlyAnswer = { status: 200, body: { data: { first_name: 'Early' } } };
const laterAnswer = { status: 200, body: { data: { first_name: 'Asked again' } } };
let nextAnswer: FakeAnswer;
let transport: FakeServer;

/** The early GET goes out once the HTTP client has loaded (it is imported on demand). */
async function earlyGetSent(): Promise<void> {
  for (let turn = 0; turn < 50 && transport.requests.length === 0; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(transport.requests).toHaveLength(1);
  nextAnswer = laterAnswer;
}

beforeEach(() => {
  configureApiClient({ baseUrl: 'https://portal.test', onUnauthorized: () => undefined, notifyError: () => undefined });
  tokenStorage.set('token-1');
  // The early GET is answered first; every call after it asks again.
  nextAnswer = earlyAnswer;
  transport = installFakeAdapter(() => nextAnswer);
});
afterEach(() => {
  transport.restore();
  jest.useRealTimers();
  localStorage.clear();
});

describe('startEarlyGet', () => {
  test('the first call of the same GET takes the early answer; the next one asks again', async () => {
    startEarlyGet(USER_PATH);
    await earlyGetSent();
    expect(transport.requests[0]).toMatchObject({ method: 'GET', baseURL: 'https://portal.test', url: USER_PATH });
    expect(transport.requests[0]?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer token-1' });

    await expect(httpClient.get(USER_PATH)).resolves.toMatchObject({ status: 200, data: { data: { first_name: 'Early' } } });
    expect(transport.requests).toHaveLength(1);
    await expect(httpClient.get(USER_PATH)).resolves.toMatchObject({ data: { data: { first_name: 'Asked again' } } });
    expect(transport.requests).toHaveLength(2);
  });

  test('a call with another token, another address or another method does not take it', async () => {
    startEarlyGet(USER_PATH);
    await earlyGetSent();
    tokenStorage.set('token-2');
    await httpClient.get(USER_PATH);
    await httpClient.get(`${USER_PATH}/other`);
    await httpClient.put(USER_PATH, {});
    expect(transport.requests).toHaveLength(1 + 3);
  });

  test('an early answer older than its time to live is not used', async () => {
    // The clock only: the early GET waits for its client's import on real timers.
    jest.useFakeTimers({ now: 1_790_000_000_000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout', 'clearTimeout'] });
    startEarlyGet(USER_PATH);
    await earlyGetSent();
    jest.setSystemTime(1_790_000_000_000 + EARLY_ANSWER_TTL_MS + 1);
    await expect(httpClient.get(USER_PATH)).resolves.toMatchObject({ data: { data: { first_name: 'Asked again' } } });
  });

  test("an early failure is the taking call's: a 401 rejects it as any answer would", async () => {
    nextAnswer = { status: 401, body: { data: { message: 'Unauthenticated.' } } };
    startEarlyGet(USER_PATH);
    await expect(httpClient.get(USER_PATH)).rejects.toMatchObject({ response: { status: 401 } });
    expect(transport.requests).toHaveLength(1);
  });
});
