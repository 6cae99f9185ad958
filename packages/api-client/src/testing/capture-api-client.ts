import { configureApiClient } from '../configure-api-client';
import { tokenStorage } from '../token-storage';

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
