import { configureApiClient } from '@portal/api-client';
import { loadSessionAtStartup, loginPathFor } from '@portal/auth';
import type { RuntimeConfig } from '@portal/contract';
import { notify } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { reportError, startErrorReporting } from './bootstrap/error-reporting';
import { PortalProviders } from './bootstrap/portal-providers';
import { loadRuntimeConfig } from './bootstrap/runtime-config';
import { createPortalStore } from './bootstrap/store';
import { whenIdle } from './bootstrap/when-idle';
import { preloadLayouts } from './layouts/layouts';
import { buildAppRoutes } from './routes/app-routes';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

function showStartupFailure(root: HTMLElement): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'The client portal could not start because its settings did not load. Please reload the page.';
  root.replaceChildren(message);
}

async function start(root: HTMLElement): Promise<void> {
  // Created first: the router starts downloading the current page's screen while the settings
  // and the user load. It renders only once both are there.
  const router: PortalRouter = createBrowserRouter(buildAppRoutes());
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    showStartupFailure(root);
    return;
  }

  configureApiClient({
    baseUrl: config.apiUrl,
    onUnauthorized: () => void router.navigate(loginPathFor(router.state.location)),
    notifyError: (text) => notify(text, 'error'),
    reportError,
  });
  const store = createPortalStore();
  await loadSessionAtStartup(store);

  createRoot(root).render(
    <StrictMode>
      <PortalProviders store={store} config={config}>
        <RouterProvider router={router} />
      </PortalProviders>
    </StrictMode>,
  );
  startErrorReporting(config);
  whenIdle(preloadLayouts);
}

const root = document.getElementById('root');
if (root) void start(root);
