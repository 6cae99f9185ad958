import { createApi } from '@reduxjs/toolkit/query/react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isTermsNotAgreed } from './api-error';
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
    onConsentRequired: ({ dispatch }) => dispatch(api.util.invalidateTags(['CurrentUser'])),
  }),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

/** The queries the API refused until the terms are agreed. */
function queriesRefusedForConsent(state: ApiState) {
  return Object.values(state[api.reducerPath].queries).filter((entry) => entry?.status === 'rejected' && isTermsNotAgreed(entry.error));
}

/** Whether any query is on its way to the API (a first load or a refresh). */
export function selectAnyQueryPending(state: ApiState): boolean {
  return Object.values(state[api.reducerPath].queries).some((entry) => entry?.status === 'pending');
}

/** Whether a query of the page was refused until the terms are agreed (the terms modal then asks at once). */
export function selectRefusedForConsent(state: ApiState): boolean {
  return queriesRefusedForConsent(state).length > 0;
}

/**
 * Once the terms are agreed: the queries the API refused until then are asked again, so that the
 * page behind the terms modal fills in.
 */
export function refetchQueriesRefusedForConsent(): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const endpoints = api.endpoints as Record<string, { initiate?: (arg: unknown, options: object) => unknown }>;
    for (const entry of queriesRefusedForConsent(getState())) {
      const initiate = entry?.endpointName ? endpoints[entry.endpointName]?.initiate : undefined;
      if (initiate) dispatch(initiate(entry?.originalArgs, { subscribe: false, forceRefetch: true }) as UnknownAction);
    }
  };
}
