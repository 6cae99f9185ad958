import { configureApiClient, tokenStorage } from '@portal/api-client/light';
import { createMemoryRouter, type RouteObject } from 'react-router';

/**
 * Starts a test with no stored token and an API client whose error toasts and 401 hand-offs are
 * recorded instead of shown.
 */
export function captureApiClient() {
  tokenStorage.clear();
  const toasts: string[] = [];
  let unauthorizedCalls = 0;
  configureApiClient({
    baseUrl: '',
    onUnauthorized: () => {
      unauthorizedCalls += 1;
    },
    notifyError: (text) => toasts.push(text),
  });
  return { toasts, unauthorizedCalls: () => unauthorizedCalls };
}

/** A memory router over `routes` at `path`, with a plain page for every other path. */
export function createTestRouter(routes: readonly object[], path = '/') {
  return createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading the page…</p>,
        children: [...(routes as RouteObject[]), { path: '*', element: <h1>Another page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
}
