export * from './light';
export { api, API_TAG_TYPES, refetchQueriesRefusedForConsent, selectRefusedForConsent } from './api';
export { toApiError } from './to-api-error';
export { apiBaseQuery, type ApiBaseQueryOptions } from './api-base-query';
export { toFormBody } from './form-body';
export { downloadFile, saveBlob } from './download-file';
export { httpRequest, isHttpError, HttpError, type HttpRequestConfig, type HttpResponse } from './http-client';
export { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from './idempotency-key';
export { request } from './request';
