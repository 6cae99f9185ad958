export * from './light';
export { api, API_TAG_TYPES, refetchQueriesRefusedForConsent, selectRefusedForConsent } from './api';
export { toApiError } from './to-api-error';
export { axiosBaseQuery, type AxiosBaseQueryOptions } from './axios-base-query';
export { toFormBody } from './form-body';
export { downloadFile, saveBlob } from './download-file';
export { httpClient } from './http-client';
export { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from './idempotency-key';
export { request } from './request';
