import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './axios-base-query';

/** Tag types every feature may provide or invalidate; features add their own with `enhanceEndpoints`. */
export const API_TAG_TYPES = ['CurrentUser', 'User'] as const;

/**
 * The one RTK Query slice of the portal. Features add endpoints with `api.injectEndpoints` and
 * their tag types with `api.enhanceEndpoints({ addTagTypes })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery({
    // Clearing the cache clears the current user with everything else of the old session.
    onSessionExpired: ({ dispatch }) => dispatch(api.util.resetApiState()),
    // The session fetches the user again: not agreed, so the portal shows its terms modal; or
    // required to set up two-factor sign-in, so the guard takes them to its setup.
    onConsentRequired: ({ dispatch, getState }) => refetchCurrentUser(dispatch, getState() as ApiState),
  }),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

/**
 * Asks for the current user again at once. Not by invalidating its tag: RTK Query holds an
 * invalidation back while any query is pending, and the loads refused for consent stay pending
 * until the user agrees, which they could not do before the user came back.
 */
function refetchCurrentUser(dispatch: ThunkDispatch<ApiState, unknown, UnknownAction>, state: ApiState): void {
  const endpoints = api.endpoints as Record<string, { initiate?: (arg: unknown, options: object) => unknown }>;
  for (const entry of api.util.selectInvalidatedBy(state, ['CurrentUser'])) {
    const initiate = endpoints[entry.endpointName]?.initiate;
    if (initiate) dispatch(initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as UnknownAction);
  }
}

/** Whether any query is on its way to the API (a first load or a refresh). */
export function selectAnyQueryPending(state: ApiState): boolean {
  return Object.values(state[api.reducerPath].queries).some((entry) => entry?.status === 'pending');
}
