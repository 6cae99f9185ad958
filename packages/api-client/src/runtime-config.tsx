import type { RuntimeConfig } from '@portal/api-schema';
import { createContext, useContext, type ReactNode } from 'react';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Makes the settings the shell loaded from `/runtime-config.json` available to every screen. */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider above it (the portal shell renders one).');
  return config;
}
