import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import {
  TERMS_NOT_AGREED_CODE,
  TERMS_NOT_AGREED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@portal/api-schema';
import { api } from './api';
import { consentGiven } from './consent-gate';
import type { RequestArgs } from './axios-base-query';
import { configureApiClient } from './configure-api-client';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';
import { installFakeAdapter, type FakeResponder, type FakeServer } from './testing';
import { tokenStorage } from './token-storage';

type User = { first_name: string };

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<User, void>({
      query: () => ({ url: '/api/client-cabinet/user' }),
      providesTags: ['CurrentUser'],
    }),
    send: build.mutation<unknown, RequestArgs>({ query: (args) => args }),
    load: build.query<unknown, RequestArgs>({ query: (args) => args }),
  }),
});

const onUnauthorized = jest.fn<() => void>();
const notifyError = jest.fn<(text: string) => void>();
const reportError = jest.fn<(error: unknown, context?: Record<string, unknown>) => void>();
let server: FakeServer | undefined;

function answer(respond: FakeResponder): FakeServer {
  server = installFakeAdapter(respond);
  return server;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

beforeEach(() => {
  configureApiClient({ baseUrl: 'https://portal.test', onUnauthorized, notifyError, reportError });
});

afterEach(() => {
  server?.restore();
  server = undefined;
  localStorage.clear();
});

describe('requests', () => {
  test('go to the configured base URL with the stored token as bearer', async () => {
    tokenStorage.set('token-1');
    const fake = answer(() => ({ status: 200, body: { data: { first_name: 'Ada' } } }));
    const store = createStore();
    await store.dispatch(testApi.endpoints.currentUser.initiate());
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      baseURL: 'https://portal.test',
      url: '/api/client-cabinet/user',
    });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer token-1');
  });

  test('carry no authorization header without a stored token', async () => {
    const fake = answer(() => ({ status: 200, body: { data: null } }));
    await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/api/auth/login', method: 'POST' }));
    expect(fake.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  test('unwrap the { data } envelope', async () => {
    answer(() => ({ status: 200, body: { data: { first_name: 'Ada' } } }));
    const result = await createStore().dispatch(testApi.endpoints.currentUser.initiate());
    expect(result.data).toEqual({ first_name: 'Ada' });
  });

  test('answer null for an empty success body', async () => {
    answer(() => ({ status: 204 }));
    const result = await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/x', method: 'DELETE' }));
    expect(result).toEqual({ data: null });
  });

  test('send JSON bodies, query parameters and extra headers', async () => {
    const fake = answer(() => ({ status: 200, body: { data: { ok: true } } }));
    await createStore().dispatch(
      testApi.endpoints.send.initiate({
        url: '/api/client-cabinet/invoices/1/payment-methods/stripe-card/pay',
        method: 'POST',
        data: { amount: 1200 },
        params: { limit: 25 },
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'key-1' },
      }),
    );
    expect(fake.requests[0]).toMatchObject({ method: 'POST', params: { limit: 25 }, body: '{"amount":1200}' });
    expect(fake.requests[0]?.headers['idempotency-key']).toBe('key-1');
    expect(fake.requests[0]?.headers['content-type']).toMatch(/^application\/json/);
  });

  test('send form data as application/x-www-form-urlencoded', async () => {
    const fake = answer(() => ({ status: 200, body: { data: { ok: true } } }));
    await createStore().dispatch(
      testApi.endpoints.send.initiate({
        url: '/api/user/reconfirm-consent',
        method: 'POST',
        form: true,
        data: { 'reconfirm_consent[isAgreed]': '1' },
      }),
    );
    expect(fake.requests[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(fake.requests[0]?.body).toBe('reconfirm_consent%5BisAgreed%5D=1');
  });

  test('send a file as it is, with the type the caller names', async () => {
    const fake = answer(() => ({ status: 200, body: { data: { ok: true } } }));
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await createStore().dispatch(
      testApi.endpoints.send.initiate({ url: '/check', method: 'POST', data: file, headers: { 'Content-Type': 'application/pdf' } }),
    );
    expect(fake.requests[0]?.body).toBe(file);
    expect(fake.requests[0]?.headers['content-type']).toBe('application/pdf');
  });
});

describe('failures', () => {
  test('become an ApiError and one toast of "message - property" lines', async () => {
    answer(() => ({
      status: 422,
      body: { data: { message: 'Invalid', errors: [{ message: 'Required', property: 'email' }] } },
    }));
    const result = await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/x', method: 'POST' }));
    expect(result.error).toEqual({
      status: 422,
      data: { message: 'Invalid', errors: [{ message: 'Required', property: 'email' }] },
    });
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Required - email');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  test('show no toast in silent mode but still return the error', async () => {
    answer(() => ({ status: 409, body: { data: { message: 'Already paid.' } } }));
    const result = await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/x', method: 'POST', silent: true }));
    expect(result.error).toEqual({ status: 409, data: { message: 'Already paid.' } });
    expect(notifyError).not.toHaveBeenCalled();
  });

  test('without an answer have status 0, the fallback toast and an error report', async () => {
    answer(() => 'network-error');
    const result = await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/x' }));
    expect(result.error).toEqual({ status: 0, data: { message: 'Something went wrong.' } });
    expect(notifyError).toHaveBeenCalledWith('Something went wrong.');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[1]).toEqual({ url: '/x', method: 'GET', status: 0 });
  });

  test('with a server error body that is not the envelope fall back to the generic text', async () => {
    answer(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const result = await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/x' }));
    expect(result.error).toEqual({ status: 502, data: {} });
    expect(notifyError).toHaveBeenCalledWith('Something went wrong.');
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  test('of requests RTK Query aborts show no toast', async () => {
    answer(() => new Promise((resolve) => setTimeout(() => resolve({ status: 500 }), 5)));
    const request = createStore().dispatch(testApi.endpoints.send.initiate({ url: '/x' }));
    request.abort();
    await request;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notifyError).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('a failed load', () => {
  test("toasts the server's message and returns the error for its error state", async () => {
    answer(() => ({ status: 409, body: { data: { message: 'The request is being changed.' } } }));
    const result = await createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-a' }));
    expect(result.error).toEqual({ status: 409, data: { message: 'The request is being changed.' } });
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('The request is being changed.');
  });

  test('of a record that is not there shows no toast beside the page that says so, and returns the error', async () => {
    answer(() => ({ status: 404, body: { data: { message: 'Not found.' } } }));
    const result = await createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-missing' }));
    expect(result.error).toEqual({ status: 404, data: { message: 'Not found.' } });
    expect(notifyError).not.toHaveBeenCalled();
  });

  test('of an address whose id names no record (422 on the id) shows no toast', async () => {
    const errors = [{ property: 'id', message: 'This is not a valid identifier.' }];
    answer(() => ({ status: 422, body: { data: { message: 'Invalid request.', errors } } }));
    const result = await createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-bad-id' }));
    expect(result.error).toMatchObject({ status: 422 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  test("of a list whose filter is refused (422 on another field) toasts the server's words", async () => {
    const errors = [{ property: 'to', message: 'The end date must not be before the start date.' }];
    answer(() => ({ status: 422, body: { data: { message: 'Invalid request.', errors } } }));
    await createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-filtered' }));
    expect(notifyError).toHaveBeenCalledWith('The end date must not be before the start date. - to');
  });

  test("of secondary data asked for silently (a list's count) shows no toast", async () => {
    answer(() => ({ status: 500, body: { data: { message: 'Counting failed.' } } }));
    await createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-count', silent: true }));
    expect(notifyError).not.toHaveBeenCalled();
  });

  test('toasts once while it keeps failing (retries, several components), and again after it has loaded', async () => {
    let failing = true;
    const fake = answer(() =>
      failing ? { status: 500, body: { data: { message: 'The list is unavailable.' } } } : { status: 200, body: { data: [] } },
    );
    const store = createStore();
    const args = { url: '/load-b' };
    const first = store.dispatch(testApi.endpoints.load.initiate(args));
    const second = store.dispatch(testApi.endpoints.load.initiate(args));
    await Promise.all([first, second]);
    await first.refetch();
    await second.refetch();
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    expect(notifyError).toHaveBeenCalledTimes(1);

    failing = false;
    await first.refetch();
    failing = true;
    await first.refetch();
    expect(notifyError).toHaveBeenCalledTimes(2);
    first.unsubscribe();
    second.unsubscribe();
  });

  test('of another page (a new store, as after signing in again) toasts again', async () => {
    answer(() => ({ status: 500, body: { data: { message: 'The list is unavailable.' } } }));
    await createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-d' }));
    await createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-d' }));
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  test('with another message toasts that one too', async () => {
    let message = 'First reason.';
    answer(() => ({ status: 409, body: { data: { message } } }));
    const load = createStore().dispatch(testApi.endpoints.load.initiate({ url: '/load-c' }));
    await load;
    message = 'Second reason.';
    await load.refetch();
    expect(notifyError.mock.calls).toEqual([['First reason.'], ['Second reason.']]);
    load.unsubscribe();
  });
});

describe('a failed change', () => {
  test('of a record that is not there toasts: no page says so', async () => {
    answer(() => ({ status: 404, body: { data: { message: 'Not found.' } } }));
    await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/gone', method: 'POST' }));
    expect(notifyError).toHaveBeenCalledWith('Not found.');
  });
});

describe('a 401 answer', () => {
  test('to a signed-in request removes the token, clears the user and goes to Login, with one toast', async () => {
    tokenStorage.set('expired');
    let signedIn = true;
    answer(() =>
      signedIn
        ? { status: 200, body: { data: { first_name: 'Ada' } } }
        : { status: 401, body: { data: { message: 'Your session has expired.' } } },
    );
    const store = createStore();
    const subscription = store.dispatch(testApi.endpoints.currentUser.initiate());
    await subscription;
    const selectUser = testApi.endpoints.currentUser.select();
    expect(selectUser(store.getState()).data).toEqual({ first_name: 'Ada' });

    signedIn = false;
    const result = await store.dispatch(testApi.endpoints.send.initiate({ url: '/api/client-cabinet/users' }));

    expect(result.error).toEqual({ status: 401, data: { message: 'Your session has expired.' } });
    expect(tokenStorage.get()).toBeNull();
    await nextTask();
    expect(selectUser(store.getState()).data).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Your session has expired.');
    subscription.unsubscribe();
  });

  test('to several signed-in requests at once ends the session once', async () => {
    tokenStorage.set('expired');
    answer(() => ({ status: 401, body: { data: { message: 'Your session has expired.' } } }));
    const store = createStore();
    await Promise.all([
      store.dispatch(testApi.endpoints.send.initiate({ url: '/a' })),
      store.dispatch(testApi.endpoints.send.initiate({ url: '/b', silent: true })),
    ]);
    await nextTask();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  test('to a request without a token (a failed login) keeps the session handling out of it', async () => {
    answer(() => ({ status: 401, body: { data: { message: 'The e-mail address or password is incorrect.' } } }));
    const result = await createStore().dispatch(testApi.endpoints.send.initiate({ url: '/api/auth/login', method: 'POST', silent: true }));
    expect(result.error).toMatchObject({ status: 401 });
    await nextTask();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('a call refused until the terms are agreed', () => {
  const refusal = { status: 403, body: { data: { message: TERMS_NOT_AGREED_MESSAGE, code: TERMS_NOT_AGREED_CODE } } };

  test('shows no toast and fetches the current user again, once for several refusals', async () => {
    tokenStorage.set('token-1');
    const fake = answer((request) =>
      request.url === '/api/client-cabinet/user' ? { status: 200, body: { data: { first_name: 'Ada', is_agreed: false } } } : refusal,
    );
    const store = createStore();
    const subscription = store.dispatch(testApi.endpoints.currentUser.initiate());
    await subscription;

    const results = await Promise.all([
      store.dispatch(testApi.endpoints.send.initiate({ url: '/api/client-cabinet/invoices' })),
      store.dispatch(testApi.endpoints.send.initiate({ url: '/api/client-cabinet/hiring/rfps' })),
    ]);
    expect(results[0]?.error).toEqual({ status: 403, data: { message: TERMS_NOT_AGREED_MESSAGE, code: TERMS_NOT_AGREED_CODE } });
    await nextTask();
    await nextTask();
    const userRequests = fake.requests.filter((request) => request.url === '/api/client-cabinet/user');
    expect(userRequests).toHaveLength(2);
    expect(notifyError).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStorage.get()).toBe('token-1');
    subscription.unsubscribe();
  });

  test('a load waits, loading, and is sent again once the terms are agreed', async () => {
    tokenStorage.set('token-1');
    let agreed = false;
    const fake = answer((request) => {
      if (request.url === '/api/client-cabinet/user') return { status: 200, body: { data: { first_name: 'Ada', is_agreed: agreed } } };
      return agreed ? { status: 200, body: { data: { items: [] } } } : refusal;
    });
    const store = createStore();
    const user = store.dispatch(testApi.endpoints.currentUser.initiate());
    await user;
    const load = store.dispatch(testApi.endpoints.load.initiate({ url: '/api/client-cabinet/invoices' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const selectLoad = testApi.endpoints.load.select({ url: '/api/client-cabinet/invoices' });
    expect(selectLoad(store.getState())).toMatchObject({ isLoading: true, isError: false });
    // The user was asked for again, though a load is pending (an invalidation would wait for it).
    expect(fake.requests.filter((request) => request.url === '/api/client-cabinet/user')).toHaveLength(2);

    agreed = true;
    consentGiven();
    expect((await load).data).toEqual({ items: [] });
    expect(notifyError).not.toHaveBeenCalled();
    load.unsubscribe();
    user.unsubscribe();
  });

  test('a load refused again after each agreement fails in the end rather than asking in a loop', async () => {
    tokenStorage.set('token-1');
    const fake = answer(() => refusal);
    const store = createStore();
    const load = store.dispatch(testApi.endpoints.load.initiate({ url: '/api/client-cabinet/invoices' }));
    for (let agreement = 0; agreement < 3; agreement += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      consentGiven();
    }
    expect((await load).error).toMatchObject({ status: 403 });
    expect(fake.requests.filter((request) => request.url === '/api/client-cabinet/invoices')).toHaveLength(3);
    load.unsubscribe();
  });

  test('a load waiting for consent stops waiting when the session ends', async () => {
    tokenStorage.set('token-1');
    answer(() => refusal);
    const store = createStore();
    const load = store.dispatch(testApi.endpoints.load.initiate({ url: '/api/client-cabinet/invoices' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    store.dispatch(api.util.resetApiState());
    const result = await load;
    expect(result.data).toBeUndefined();
    load.unsubscribe();
  });
});

describe('a call refused until two-factor sign-in is set up', () => {
  test('shows no toast and fetches the current user again, whose flag takes the portal to the setup', async () => {
    tokenStorage.set('token-1');
    const refusal = { status: 403, body: { data: { message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE, code: TWO_FACTOR_SETUP_REQUIRED_CODE } } };
    const fake = answer((request) =>
      request.url === '/api/client-cabinet/user'
        ? { status: 200, body: { data: { first_name: 'Ada', two_factor_setup_required: true } } }
        : refusal,
    );
    const store = createStore();
    const subscription = store.dispatch(testApi.endpoints.currentUser.initiate());
    await subscription;
    const result = await store.dispatch(testApi.endpoints.send.initiate({ url: '/api/client-cabinet/invoices' }));
    expect(result.error).toEqual({
      status: 403,
      data: { message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE, code: TWO_FACTOR_SETUP_REQUIRED_CODE },
    });
    await nextTask();
    await nextTask();
    expect(fake.requests.filter((request) => request.url === '/api/client-cabinet/user')).toHaveLength(2);
    expect(notifyError).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});
