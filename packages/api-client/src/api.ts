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
  }),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
