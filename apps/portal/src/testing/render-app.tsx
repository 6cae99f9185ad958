import { configureApiClient, tokenStorage } from '@portal/api-client';
import { signIn, testRuntimeConfig } from '@portal/auth/testing';
import type { CurrentUser, RuntimeConfig } from '@portal/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PortalProviders } from '../bootstrap/portal-providers';
import { createPortalStore } from '../bootstrap/store';
import { features as allFeatures, type PortalFeature } from '../features';
import { buildAppRoutes } from '../routes/app-routes';

export interface RenderAppOptions {
  path?: string;
  user?: CurrentUser | null;
  /** A stored token without a cached user: the session is fetched as at start-up. */
  token?: string;
  config?: Partial<RuntimeConfig>;
  features?: readonly PortalFeature[];
}

/** The whole portal (providers, store, route table, layouts) in a memory router at `path`. */
export function renderApp({ path = '/', user = null, token, config, features = allFeatures }: RenderAppOptions = {}) {
  tokenStorage.clear();
  // jsdom does not scroll; the shell scrolls to the top on every navigation.
  window.scrollTo = () => {};
  const store = createPortalStore();
  const toasts: string[] = [];
  const router = createMemoryRouter(buildAppRoutes(features), { initialEntries: [path] });
  configureApiClient({
    baseUrl: '',
    onUnauthorized: () => void router.navigate('/login'),
    notifyError: (text) => toasts.push(text),
  });
  if (user) signIn(store, user);
  else if (token) tokenStorage.set(token);
  const view = render(
    <PortalProviders store={store} config={{ ...testRuntimeConfig, ...config }}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return {
    ...view,
    store,
    router,
    toasts,
    user: userEvent.setup(),
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
