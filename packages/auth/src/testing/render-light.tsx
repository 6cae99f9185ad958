import { configureApiClient, tokenStorage } from '@portal/api-client/light';
import type { RuntimeConfig } from '@portal/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RuntimeConfigProvider } from '../runtime-config/runtime-config';
import { testRuntimeConfig } from './test-runtime-config';

export interface RenderLightRoutesOptions {
  path?: string;
  config?: RuntimeConfig;
}

/**
 * Renders `routes` as a visitor's first download shows them: a memory router and the runtime
 * config, without MUI theme or store, plus a plain page for every other path. `toasts` collects
 * the error toasts of the API client.
 */
export function renderLightRoutes(routes: readonly object[], options: RenderLightRoutesOptions = {}) {
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
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading the page…</p>,
        children: [...(routes as RouteObject[]), { path: '*', element: <h1>Another page</h1> }],
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <RuntimeConfigProvider config={options.config ?? testRuntimeConfig}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
  return {
    ...view,
    router,
    toasts,
    unauthorizedCalls: () => unauthorizedCalls,
    user: userEvent.setup(),
  };
}
