import { RuntimeConfigProvider } from '@portal/api-client/light';
import type { RuntimeConfig } from '@portal/api-schema';
import { createContext, useContext, type ReactNode } from 'react';
import type { CoreLoader } from './core-loader';

const CoreLoaderContext = createContext<CoreLoader | null>(null);

/** Everything above the router: the runtime settings and the loader of the full app. */
export function ShellProviders({ config, core, children }: { config: RuntimeConfig; core: CoreLoader; children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={config}>
      <CoreLoaderContext.Provider value={core}>{children}</CoreLoaderContext.Provider>
    </RuntimeConfigProvider>
  );
}

export function useCoreLoader(): CoreLoader {
  const core = useContext(CoreLoaderContext);
  if (!core) throw new Error('useCoreLoader needs the ShellProviders above it.');
  return core;
}
