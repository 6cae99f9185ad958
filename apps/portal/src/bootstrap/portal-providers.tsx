import { RuntimeConfigProvider } from '@portal/auth';
import type { RuntimeConfig } from '@portal/contract';
import { PortalThemeProvider, ToastProvider } from '@portal/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PortalStore } from './store';

/** Everything above the router: theme, toasts, store and runtime settings. */
export function PortalProviders({
  store,
  config,
  children,
}: {
  store: PortalStore;
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return (
    <PortalThemeProvider>
      <ToastProvider>
        <Provider store={store}>
          <RuntimeConfigProvider config={config}>{children}</RuntimeConfigProvider>
        </Provider>
      </ToastProvider>
    </PortalThemeProvider>
  );
}
