import { RouteGuard, useSession } from '@portal/auth';
import { LoadingState, ModalStackProvider } from '@portal/ui';
import { Fragment, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useRouteHandle } from '../frame/use-route-handle';
import { LAYOUTS } from '../layouts/layouts';
import { SessionErrorPage } from './session-error-page';

/**
 * Every page once the full app is loaded: applies the guard and role gate of the matched route
 * and wraps the page in the layout its handle names.
 */
export function AppFrame() {
  const handle = useRouteHandle();
  const { status, retry, user } = useSession();

  if (status === 'error') return <SessionErrorPage retry={retry} />;
  const layout = handle && ((user && handle.signedInLayout) || handle.layout);
  return (
    // Inside the router, so that stacked modals can use links and the session.
    <ModalStackProvider>
      <Suspense fallback={<LoadingState />}>
        <RouteGuard handle={handle} frame={layout ? LAYOUTS[layout] : Fragment}>
          <Outlet />
        </RouteGuard>
      </Suspense>
    </ModalStackProvider>
  );
}
