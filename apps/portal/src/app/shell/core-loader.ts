import type { PortalCore } from '../core/start-core';

/**
 * The full app (store, MUI, session, header and the other layouts) is not part of a visitor's
 * first download: it is loaded when a token is stored at start-up or when a page outside the auth
 * layout is shown, and from then on renders every page.
 */
export interface CoreLoader {
  /** Whether loading has started: the shell then waits for the core instead of rendering without it. */
  readonly started: boolean;
  /** The core once loaded, else null. */
  readonly current: PortalCore | null;
  /** Loads and starts the core once; later calls share the same promise. A failed load can be retried. */
  load(): Promise<PortalCore>;
}

export function createCoreLoader(start: () => Promise<PortalCore>): CoreLoader {
  let pending: Promise<PortalCore> | null = null;
  const loader = {
    started: false,
    current: null as PortalCore | null,
    load(): Promise<PortalCore> {
      loader.started = true;
      pending ??= start().then(
        (core) => {
          loader.current = core;
          return core;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return loader;
}
