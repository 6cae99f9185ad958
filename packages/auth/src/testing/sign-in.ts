import type { TestStore } from '@portal/api-client/testing';
import type { CurrentUser } from '@portal/api-schema';
import { startSession } from '../session/session';

export const TEST_TOKEN = 'test-token';

/** Signs `user` in the way a successful start-up does: token stored, user cached. */
export function signIn(store: TestStore, user: CurrentUser): void {
  startSession(store.dispatch, TEST_TOKEN, user);
}

/** The `session` option of `@portal/ui/testing`'s render helpers: `user` is signed in. */
export function signedIn(user: CurrentUser): (store: TestStore) => void {
  return (store) => signIn(store, user);
}
