import { createContext, useContext, type ReactNode } from 'react';
import { loadSchedulerScript, type SchedulerScriptLoader } from './load-scheduler-script';

const SchedulerScriptContext = createContext<SchedulerScriptLoader>(loadSchedulerScript);

/** Replaces the embed script's loader below it (tests use a fake scheduler). */
export function SchedulerScriptProvider({ loader, children }: { loader: SchedulerScriptLoader; children: ReactNode }) {
  return <SchedulerScriptContext value={loader}>{children}</SchedulerScriptContext>;
}

export function useSchedulerScriptLoader(): SchedulerScriptLoader {
  return useContext(SchedulerScriptContext);
}
