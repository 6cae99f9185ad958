import { PortalThemeProvider, ToastProvider } from '@portal/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PortalStore } from './store';

/** What the full app adds around the pages: MUI theme, toasts and the store. */
export function CoreProviders({ store, children }: { store: PortalStore; children: ReactNode }) {
  return (
    <PortalThemeProvider>
      <ToastProvider>
        <Provider store={store}>{children}</Provider>
      </ToastProvider>
    </PortalThemeProvider>
  );
}
