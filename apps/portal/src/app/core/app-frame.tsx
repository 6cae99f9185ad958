import { useLiveUpdates } from '@portal/api-client';
import { receivesLiveUpdates, RouteGuard, useSession } from '@portal/auth';
import { LoadingState, ModalStackProvider } from '@portal/ui';
import { Fragment, Suspense } from 'react';
import { Outlet } from 'react-router';
import { portalLiveEventTags } from './live-event-tags';
import { useRouteHandle } from '../routes/use-route-handle';
import { LAYOUTS } from '../layouts/layouts';
import { SessionErrorPage } from './session-error-page';

/**
 * Every page once the full app is loaded: applies the guard and role gate of the matched route
 * and wraps the page in the layout its handle names. A user of a company has every page kept up
 * to date with what changes in it (the live updates, one stream for the whole app).
 */
export function AppFrame() {
  const handle = useRouteHandle();
  const { user, status, retry } = useSession();
  useLiveUpdates(user && receivesLiveUpdates(user) ? user.id : null, portalLiveEventTags);

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
