// What the portal's first download may use: no HTTP client (axios), no RTK. Calls go through the `./request`
// entry (loaded on demand) or the RTK Query slice of the main entry.
export { SOMETHING_WENT_WRONG, isApiError, isTermsNotAgreed, isTwoFactorSetupRequired, type ApiError } from './api-error';
export { apiClientOptions, configureApiClient, reportError, type ApiClientOptions } from './configure-api-client';
export { startEarlyGet } from './early-requests';
export { errorToastText, fieldErrors } from './error-toast-text';
export { isNotFound } from './not-found/is-not-found';
// what each feature declares of the live updates (its live tags) and their composition, without RTK
export {
  composeLiveTags,
  defineLiveTags,
  liveTag,
  type LiveChange,
  type LiveEventTags,
  type LiveTag,
  type LiveTags,
} from './live-updates/live-event-tags';
export { prefetchRequest, sendRequest } from './lazy-request/lazy-request';
export type { RequestArgs } from './request-args';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config';
export { pageQuery, pathWithQuery, toSearchParams, type PageQuery, type SearchParamsQuery } from './search-params';
export { tokenStorage, type TokenStorage } from './token-storage';
