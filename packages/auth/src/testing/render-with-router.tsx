import { configureStore } from '@reduxjs/toolkit';
import { api, RuntimeConfigProvider, tokenStorage } from '@portal/api-client';
import type { CurrentUser, RuntimeConfig } from '@portal/api-schema';
import { PortalThemeProvider } from '@portal/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { startSession } from '../session/session';
import { testRuntimeConfig } from '@portal/api-client/testing';
import { captureApiClient, createTestRouter } from './test-router';

export const TEST_TOKEN = 'test-token';


export function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}
export type TestStore = ReturnType<typeof createTestStore>;

/** Signs `user` in the way a successful start-up does: token stored, user cached. */
export function signIn(store: TestStore, user: CurrentUser): void {
  startSession(store.dispatch, TEST_TOKEN, user);
}

export interface RenderRoutesOptions {
  path?: string;
  user?: CurrentUser | null;
  /** A stored token without a cached user, as at start-up before the user is fetched. */
  token?: string;
  config?: RuntimeConfig;
}

/**
 * Renders `routes` in a memory router with the store, MUI theme and runtime config of the portal,
 * plus a plain page for every other path. `router.state.location` tells where navigation led;
 * `toasts` collects the error toasts of the API client.
 */
export function renderRoutes(routes: readonly object[], options: RenderRoutesOptions = {}) {
  const apiClient = captureApiClient();
  const store = createTestStore();
  if (options.user) signIn(store, options.user);
  else if (options.token) tokenStorage.set(options.token);
  const router = createTestRouter(routes, options.path);
  const view = render(
    <Provider store={store}>
      <RuntimeConfigProvider config={options.config ?? testRuntimeConfig}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
        </PortalThemeProvider>
      </RuntimeConfigProvider>
    </Provider>,
  );
  return {
    ...view,
    store,
    router,
    ...apiClient,
    user: userEvent.setup(),
  };
}

/** The current path and query of a rendered router. */
export function currentPath(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
