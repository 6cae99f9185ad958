import { api } from '@portal/api-client';
import { configureStore } from '@reduxjs/toolkit';

/** The portal's store: the one RTK Query slice every feature injects its endpoints into. */
export function createPortalStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
