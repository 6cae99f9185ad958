import { makeUser, renderRoutes } from '@portal/auth/testing';
import { ToastProvider } from '@portal/ui';
import type { ReactNode } from 'react';

/** Renders payment UI with the portal's store, theme, runtime config and toasts, signed in. */
export function renderPayment(element: ReactNode) {
  return renderRoutes([{ path: '/', element: <ToastProvider>{element}</ToastProvider> }], { path: '/', user: makeUser() });
}
