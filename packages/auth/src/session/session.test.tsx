import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configureApiClient, tokenStorage } from '@portal/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { pageNavigation } from '../browser/page-navigation';
import { authApi } from '../endpoints/auth-api';
import { createTestStore, failure, fakeApi, type FakeServer, ok, type TestStore } from '@portal/api-client/testing';
import { signIn, TEST_TOKEN } from '../testing/sign-in';
import { makeUser } from '../testing/users';
import { loadSessionAtStartup, logout, useSession } from './session';

let server: FakeServer | undefined;
let unauthorized = 0;
const originalAssign = pageNavigation.assign;

beforeEach(() => {
  tokenStorage.clear();
  unauthorized = 0;
  configureApiClient({ baseUrl: '', onUnauthorized: () => (unauthorized += 1), notifyError: () => {} });
});
afterEach(() => {
  server?.restore();
  pageNavigation.assign = originalAssign;
});

const user = makeUser();
const cachedUser = (store: TestStore) => authApi.endpoints.getCurrentUser.select()(store.getState()).data;

describe('loadSessionAtStartup', () => {
  test('without a token nothing is fetched', async () => {
    server = fakeApi(() => ok(user));
    const store = createTestStore();
    await expect(loadSessionAtStartup(store)).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  test('with a token the current user is fetched and cached before the app renders', async () => {
    server = fakeApi(() => ok(user));
    tokenStorage.set(TEST_TOKEN);
    const store = createTestStore();
    await expect(loadSessionAtStartup(store)).resolves.toEqual(user);
    expect(server.requests[0]?.url).toBe('/api/client-cabinet/user');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(cachedUser(store)).toEqual(user);
  });

  test('an expired token is removed and login shown', async () => {
    server = fakeApi(() => failure(401, { message: 'Your session has expired.' }));
    tokenStorage.set(TEST_TOKEN);
    await expect(loadSessionAtStartup(createTestStore())).resolves.toBeNull();
    expect(tokenStorage.get()).toBeNull();
    await waitFor(() => expect(unauthorized).toBe(1));
  });
});

describe('useSession', () => {
  function renderSession(store: TestStore) {
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(() => useSession(), { wrapper });
  }

  test('is anonymous without a token', () => {
    server = fakeApi(() => ok(user));
    const { result } = renderSession(createTestStore());
    expect(result.current).toMatchObject({ user: null, status: 'anonymous' });
    expect(server.requests).toHaveLength(0);
  });

  test('is authenticated with a cached user', () => {
    const store = createTestStore();
    signIn(store, user);
    const { result } = renderSession(store);
    expect(result.current).toMatchObject({ user, status: 'authenticated' });
  });

  test('loads, and reports a failure so the shell can retry', async () => {
    let reply = failure(503, { message: 'Down for maintenance.' });
    server = fakeApi(() => reply);
    tokenStorage.set(TEST_TOKEN);
    const { result } = renderSession(createTestStore());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(tokenStorage.get()).toBe(TEST_TOKEN);

    reply = ok(user);
    act(() => {
      result.current.retry();
    });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
  });
});

describe('logout', () => {
  test('tells the API, removes the token and reloads the root page', async () => {
    server = fakeApi(() => ok(null));
    const assign = jest.fn<(url: string) => void>();
    pageNavigation.assign = assign;
    const store = createTestStore();
    signIn(store, user);

    await logout(store.dispatch);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/auth/logout']);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(tokenStorage.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  test('still ends the session when the API cannot be reached', async () => {
    server = fakeApi(() => failure(500, {}));
    const assign = jest.fn<(url: string) => void>();
    pageNavigation.assign = assign;
    const store = createTestStore();
    signIn(store, user);

    await logout(store.dispatch);
    expect(tokenStorage.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
