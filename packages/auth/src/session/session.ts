import { tokenStorage } from '@portal/api-client';
import type { CurrentUser } from '@portal/api-schema';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { pageNavigation } from '../browser/page-navigation';
import { authApi, useGetCurrentUserQuery } from '../endpoints/auth-api';

/**
 * - `anonymous`: nobody is signed in.
 * - `loading`: a token is stored and the user is being fetched.
 * - `authenticated`: `user` is the signed-in user.
 * - `error`: a token is stored but the user could not be fetched (network, server error).
 */
export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'error';

export interface SessionState {
  user: CurrentUser | null;
  status: SessionStatus;
  /** Fetches the current user again, e.g. after a failed start-up. */
  retry: () => void;
}

/** Any dispatch that accepts RTK Query thunks: the store's, or `useDispatch()`'s. */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The signed-in user, read from the cached current-user query (not fetched without a token). */
export function useSession(): SessionState {
  const hasToken = tokenStorage.get() !== null;
  const query = useGetCurrentUserQuery(undefined, { skip: !hasToken });
  const user = hasToken ? (query.data ?? null) : null;
  let status: SessionStatus = 'anonymous';
  if (user) status = 'authenticated';
  else if (hasToken && query.isError) status = 'error';
  else if (hasToken) status = 'loading';
  return { user, status, retry: query.refetch };
}

/**
 * Start-up: when a token is stored, the current user is fetched before the app
 * appears. A stale token is removed by the base query's 401 handling; other failures leave the
 * session in `error` so the shell can offer a retry.
 */
export async function loadSessionAtStartup(store: { dispatch: AppDispatch }): Promise<CurrentUser | null> {
  if (!tokenStorage.get()) return null;
  // The subscription is kept for the whole session so the user stays cached.
  const result = await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined));
  return result.data ?? null;
}

/** Puts `user` in the current-user cache at once (synchronously), e.g. from a login answer. */
export function cacheCurrentUser(dispatch: AppDispatch, user: CurrentUser): void {
  dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
}

/** After a successful login: keep the token and cache the user the login answered with. */
export function startSession(dispatch: AppDispatch, token: string, user: CurrentUser): void {
  tokenStorage.set(token);
  cacheCurrentUser(dispatch, user);
}

/**
 * Logout: tell the API (best effort: the token goes anyway), remove the token
 * and reload the root page, which also drops every cached answer of the session.
 */
export async function logout(dispatch: AppDispatch): Promise<void> {
  try {
    await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch {
    // The server may be unreachable or the token already expired: the session ends regardless.
  }
  tokenStorage.clear();
  pageNavigation.assign('/');
}
