import { CLIENT_ACCESS_TOKEN_KEY } from '@portal/api-schema/constants';

export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

// Storage can throw (privacy modes, disabled storage, quota): a missing token is the safe answer.
function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The user's bearer token, kept in local storage under the API schema's key. */
export const tokenStorage: TokenStorage = {
  get() {
    try {
      const token = browserStorage()?.getItem(CLIENT_ACCESS_TOKEN_KEY) ?? null;
      return token ? token : null;
    } catch {
      return null;
    }
  },
  set(token) {
    try {
      browserStorage()?.setItem(CLIENT_ACCESS_TOKEN_KEY, token);
    } catch {
      // The session then lasts only until the page reloads.
    }
  },
  clear() {
    try {
      browserStorage()?.removeItem(CLIENT_ACCESS_TOKEN_KEY);
    } catch {
      // Nothing stored that we could remove.
    }
  },
};
