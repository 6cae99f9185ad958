import type { CurrentUser } from '@portal/api-schema';
import { ToastProvider } from '@portal/ui';
import { Outlet } from 'react-router';
import { renderRoutes } from './render-with-router';

/** A feature's routes at `path`, with the store, theme, toasts and `user` signed in. */
export function renderFeatureRoutes(routes: readonly object[], path: string, user: CurrentUser) {
  return renderRoutes(
    [
      {
        element: (
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        ),
        children: routes,
      },
    ],
    { path, user },
  );
}
