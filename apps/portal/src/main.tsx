import '@portal/ui/light.css';
import { configureApiClient, startEarlyGet, tokenStorage } from '@portal/api-client/light';
import { loginPathFor } from '@portal/auth/light';
import type { RuntimeConfig } from '@portal/api-schema';
import { API_PATHS } from '@portal/api-schema/constants';
import { notify } from '@portal/ui/light';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { reportError, startErrorReporting } from './app/start-up/error-reporting';
import { loadRuntimeConfig } from './app/start-up/runtime-config';
import { buildAppRoutes } from './app/routes/app-routes';
import { createCoreLoader } from './app/shell/core-loader';
import { ShellProviders } from './app/shell/shell-providers';

function showStartupFailure(root: HTMLElement): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'The client portal could not start because its settings did not load. Please reload the page.';
  root.replaceChildren(message);
}

const loadStartCore = () => import('./app/core/start-core');

async function start(root: HTMLElement): Promise<void> {
  // Created first: the router starts downloading the current page's screen while the settings
  // (and, for a returning user, the full app and the user) load. It renders once they are there.
  const router = createBrowserRouter(buildAppRoutes());
  // A returning user needs the full app (with the signed-in pages' layout): its code downloads
  // while the settings load, not one after the other.
  const returning = tokenStorage.get() !== null;
  let earlyStartCore = returning ? loadStartCore() : null;
  earlyStartCore?.catch(() => undefined);
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
    // Shown by the full app's toasts; asked for earlier, they wait until it is there.
    notifyError: (text) => notify(text, 'error'),
    reportError,
  });
  const core = createCoreLoader(async () => {
    // Used once: after a failed download, a retry asks again.
    const started = earlyStartCore ?? loadStartCore();
    earlyStartCore = null;
    return (await started).startCore();
  });
  if (tokenStorage.get()) {
    // Asked now, while the full app's code is still downloading; the session takes this answer.
    startEarlyGet(API_PATHS.currentUser);
    // A returning user: the full app and the user load before the app appears.
    // If the app's code cannot load, the shell tries again and shows its error page.
    await core.load().catch((error: unknown) => reportError(error, { where: 'start-up' }));
  }

  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <ShellProviders config={config} core={core}>
          <RouterProvider router={router} />
        </ShellProviders>
      </StrictMode>,
    );
  });
  startErrorReporting(config);
}

const root = document.getElementById('root');
if (root) void start(root);
