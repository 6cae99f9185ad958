import { RuntimeConfigProvider } from '@portal/api-client/light';
import { captureApiClient, testRuntimeConfig } from '@portal/api-client/testing';
import type { RuntimeConfig } from '@portal/api-schema';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { createTestRouter } from './test-router';

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
  const apiClient = captureApiClient();
  const router = createTestRouter(routes, options.path);
  const view = render(
    <RuntimeConfigProvider config={options.config ?? testRuntimeConfig}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
  return {
    ...view,
    router,
    ...apiClient,
    user: userEvent.setup(),
  };
}
