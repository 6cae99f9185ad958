import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import type { ReactNode } from 'react';

/** Renders payment UI with the portal's store, theme, runtime config and toasts, signed in. */
export function renderPayment(element: ReactNode) {
  return renderFeatureRoutes([{ path: '/', element }], '/', { session: signedIn(makeUser()) });
}
