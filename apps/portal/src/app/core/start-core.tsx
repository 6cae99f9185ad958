import { api, tokenStorage } from '@portal/api-client';
import { loadSessionAtStartup } from '@portal/auth';
import type { ComponentType } from 'react';
import { whenIdle } from '../start-up/when-idle';
import { preloadLayouts } from '../layouts/layouts';
import { AppFrame } from './app-frame';
import { CoreProviders } from './core-providers';
import { createPortalStore, type PortalStore } from './store';

/** The full app: the store with its session, and the frame that renders every page with it. */
export interface PortalCore {
  store: PortalStore;
  Frame: ComponentType;
}

/**
 * Starts the full app: creates the store and, when a token is stored, fetches the current user
 * before the app appears. Loaded on demand by the shell's `createCoreLoader`.
 */
export async function startCore({ store = createPortalStore() }: { store?: PortalStore } = {}): Promise<PortalCore> {
  const user = await loadSessionAtStartup(store);
  if (!user && tokenStorage.get()) {
    // The user could not be loaded (network, server): the session error page asks again when it
    // renders. Dropping the failed answer makes it show progress first instead of flashing.
    store.dispatch(api.util.resetApiState());
  }
  function Frame() {
    return (
      <CoreProviders store={store}>
        <AppFrame />
      </CoreProviders>
    );
  }
  whenIdle(preloadLayouts);
  return { store, Frame };
}
