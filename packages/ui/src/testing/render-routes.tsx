import { RuntimeConfigProvider, tokenStorage } from '@portal/api-client';
import { captureApiClient, createTestStore, testRuntimeConfig, type TestStore } from '@portal/api-client/testing';
import type { RuntimeConfig } from '@portal/api-schema';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider } from 'react-router';
import { PortalThemeProvider } from '../theme/portal-theme-provider';
import { ToastProvider } from '../toast/toast-provider';
import { createTestRouter } from './test-router';

export interface RenderRoutesOptions {
  path?: string;
  /** Sets the session up once the store exists: `signedIn(user)` of `@portal/auth/testing`. */
  session?: (store: TestStore) => void;
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
  if (options.session) options.session(store);
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

/** A feature's routes at `path` as the portal shows them: `renderRoutes` plus the toasts. */
export function renderFeatureRoutes(routes: readonly object[], path: string, options: Omit<RenderRoutesOptions, 'path'> = {}) {
  return renderRoutes(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        ),
        children: routes,
      },
    ],
    { ...options, path },
  );
}
