import type { RequestArgs } from '@portal/api-client/light';

// The HTTP client (axios and the failure handling) is not part of the first download of the
// sign-in screens: it is fetched when a form is first used, and at the latest on submit.
const loadRequestModule = () => import('@portal/api-client/request');

export function prefetchRequest(): void {
  loadRequestModule().catch(() => {
    // Tried again on submit, where a failure is shown.
  });
}

/** One API call; a failure is thrown as the ApiError of the API client. */
export async function sendRequest<T>(args: RequestArgs): Promise<T> {
  const { request } = await loadRequestModule();
  return request<T>(args);
}

/**
 * Props for a form that fetch the HTTP client at the first sign of use (pointer, key or input).
 * Not on focus: the first field is focused as soon as the page shows.
 */
export const prefetchOnUse = {
  onPointerDown: prefetchRequest,
  onKeyDown: prefetchRequest,
  onInput: prefetchRequest,
} as const;
