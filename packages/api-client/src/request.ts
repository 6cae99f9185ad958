import { performRequest } from './perform-request';
import type { RequestArgs } from './request-args';

export type { ApiError } from './api-error';
export type { RequestArgs } from './request-args';

/**
 * One API call without RTK Query, for screens that must stay small (the sign-in screens load this
 * module only when a form is used). Same client, token, envelope and failure handling as
 * `axiosBaseQuery`; a failure is thrown as the same `ApiError`.
 */
export async function request<T>(args: RequestArgs, options: { signal?: AbortSignal } = {}): Promise<T> {
  const result = await performRequest(args, options);
  if ('error' in result) throw result.error;
  return result.data as T;
}
