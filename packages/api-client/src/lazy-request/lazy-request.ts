import type { RequestArgs } from '../request-args';

// A page of the first download (sign-in, an e-mailed link) fetches the HTTP client (axios and the
// failure handling) when it first calls the API, not with the page.
const loadRequestModule = () => import('../request');

/** Starts fetching the HTTP client, e.g. at the first sign that a form is used. */
export function prefetchRequest(): void {
  loadRequestModule().catch(() => {
    // Tried again on the call, where a failure is shown.
  });
}

/** One API call through `request`, fetched on first use; a failure is thrown as its ApiError. */
export async function sendRequest<T>(args: RequestArgs): Promise<T> {
  const { request } = await loadRequestModule();
  return request<T>(args);
}
