import { tokenStorage } from '@portal/api-client/light';
import { LoadingIndicator, type RouteHandle } from '@portal/ui/light';
import { Navigate, type RouteObject } from 'react-router';
import { features as allFeatures, type PortalFeature } from '../../features';
import { FeaturesProvider } from './features-context';
import { ShellFrame } from '../shell/shell-frame';
import { RouteErrorPage } from './route-error-page';

const DASHBOARD_HANDLE: RouteHandle = {
  name: 'Dashboard',
  title: 'Dashboard',
  layout: 'default',
  auth: true,
  company: false,
};

const NOT_FOUND_HANDLE: RouteHandle = {
  name: 'NotFound',
  title: 'Page not found',
  layout: 'bare',
  // A user who followed a wrong link keeps the header and its menu to go on from.
  signedInLayout: 'default',
  auth: false,
  company: false,
};

/**
 * `/` (Main) leads to the dashboard, or to login for visitors. A stored token means a user: at
 * start-up an invalid one is removed before the first page renders.
 */
function RootRedirect() {
  return <Navigate to={tokenStorage.get() ? '/dashboard' : '/login'} replace />;
}

/** The route table: the shell's own routes and every feature's, all under the shell frame. */
export function buildAppRoutes(features: readonly PortalFeature[] = allFeatures): RouteObject[] {
  return [
    {
      element: (
        <FeaturesProvider features={features}>
          <ShellFrame />
        </FeaturesProvider>
      ),
      errorElement: <RouteErrorPage />,
      // Shown only if the first page's code is still loading when the app renders.
      hydrateFallbackElement: <LoadingIndicator />,
      children: [
        {
          // A page that fails (its code did not load, or it crashed) shows inside the frame, so
          // the header and its menu stay to go on from.
          errorElement: <RouteErrorPage inFrame />,
          children: [
            { index: true, element: <RootRedirect /> },
            {
              path: '/dashboard',
              handle: DASHBOARD_HANDLE,
              lazy: async () => ({ Component: (await import('../../dashboard/dashboard-screen')).DashboardScreen }),
            },
            ...features.flatMap((feature) => feature.routes),
            {
              path: '*',
              handle: NOT_FOUND_HANDLE,
              lazy: async () => ({ Component: (await import('../../not-found/not-found-screen')).NotFoundScreen }),
            },
          ],
        },
      ],
    },
  ];
}
