export { api, API_TAG_TYPES } from './api';
export { SOMETHING_WENT_WRONG, isApiError, toApiError, type ApiError } from './api-error';
export { axiosBaseQuery, type AxiosBaseQueryOptions, type RequestArgs } from './axios-base-query';
export { apiClientOptions, configureApiClient, reportError, type ApiClientOptions } from './configure-api-client';
export { errorToastText, fieldErrors } from './error-toast-text';
export { toFormBody } from './form-body';
export { httpClient } from './http-client';
export { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from './idempotency-key';
export { tokenStorage, type TokenStorage } from './token-storage';
