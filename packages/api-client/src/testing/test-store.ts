import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api';

/** A store with the one API slice, as the portal's store has it. */
export function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}
export type TestStore = ReturnType<typeof createTestStore>;
