import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configureApiClient } from './configure-api-client';
import { request } from './request';
import { installFakeAdapter, type FakeResponder, type FakeServer } from './testing';
import { tokenStorage } from './token-storage';

const onUnauthorized = jest.fn<() => void>();
const notifyError = jest.fn<(text: string) => void>();
let server: FakeServer | undefined;

function answer(respond: FakeResponder): FakeServer {
  server = installFakeAdapter(respond);
  return server;
}

beforeEach(() => {
  configureApiClient({ baseUrl: 'https://portal.test', onUnauthorized, notifyError });
});

afterEach(() => {
  server?.restore();
  server = undefined;
  localStorage.clear();
});

describe('request', () => {
  test('sends through the shared client with base URL and bearer token, and unwraps the envelope', async () => {
    tokenStorage.set('token-1');
    const fake = answer(() => ({ status: 200, body: { data: { first_name: 'Ada' } } }));
    await expect(request({ url: '/api/client-cabinet/user' })).resolves.toEqual({ first_name: 'Ada' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', baseURL: 'https://portal.test', url: '/api/client-cabinet/user' });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer token-1');
  });

  test('throws the ApiError of the base query; silent calls show no toast', async () => {
    answer(() => ({ status: 422, body: { data: { errors: [{ message: 'Required', property: 'email' }] } } }));
    await expect(request({ url: '/api/auth/login', method: 'POST', data: {}, silent: true })).rejects.toEqual({
      status: 422,
      data: { errors: [{ message: 'Required', property: 'email' }] },
    });
    expect(notifyError).not.toHaveBeenCalled();

    await expect(request({ url: '/api/auth/login', method: 'POST' })).rejects.toMatchObject({ status: 422 });
    expect(notifyError).toHaveBeenCalledWith('Required - email');
  });

  test('a 401 to a signed-in call ends the session like the base query', async () => {
    tokenStorage.set('expired');
    answer(() => ({ status: 401, body: { data: { message: 'Your session has expired.' } } }));
    await expect(request({ url: '/api/client-cabinet/user' })).rejects.toMatchObject({ status: 401 });
    expect(tokenStorage.get()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
