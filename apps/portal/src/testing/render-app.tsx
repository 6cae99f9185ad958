import { configureApiClient, tokenStorage } from '@portal/api-client';
import { testRuntimeConfig } from '@portal/api-client/testing';
import { signIn } from '@portal/auth/testing';
import type { CurrentUser, RuntimeConfig } from '@portal/api-schema';
import { notify } from '@portal/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { startCore } from '../app/core/start-core';
import { createPortalStore } from '../app/core/store';
import { features as allFeatures, type PortalFeature } from '../features';
import { buildAppRoutes } from '../app/routes/app-routes';
import { createCoreLoader } from '../app/shell/core-loader';
import { ShellProviders } from '../app/shell/shell-providers';

export interface RenderAppOptions {
  path?: string;
  user?: CurrentUser | null;
  /** A stored token without a cached user: the session is fetched as at start-up. */
  token?: string;
  config?: Partial<RuntimeConfig>;
  features?: readonly PortalFeature[];
  /** Also show the API client's error toasts in the page, as the portal does. */
  showToasts?: boolean;
}

/**
 * The whole portal (shell, route table, layouts, and the full app when start-up would load it) in
 * a memory router at `path`. With a user or token the full app starts at once, as in `main.tsx`.
 */
export function renderApp({ path = '/', user = null, token, config, features = allFeatures, showToasts = false }: RenderAppOptions = {}) {
  tokenStorage.clear();
  // jsdom does not scroll; the shell scrolls to the top on every navigation.
  window.scrollTo = () => {};
  const store = createPortalStore();
  const toasts: string[] = [];
  const router = createMemoryRouter(buildAppRoutes(features), { initialEntries: [path] });
  configureApiClient({
    baseUrl: '',
    onUnauthorized: () => void router.navigate('/login'),
    notifyError: (text) => {
      toasts.push(text);
      if (showToasts) notify(text, 'error');
    },
  });
  if (user) signIn(store, user);
  else if (token) tokenStorage.set(token);
  const core = createCoreLoader(() => startCore({ store }));
  if (user || token) void core.load();
  const view = render(
    <ShellProviders config={{ ...testRuntimeConfig, ...config }} core={core}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return {
    ...view,
    store,
    router,
    core,
    toasts,
    user: userEvent.setup(),
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
