import { useSession } from '@portal/auth';
import { LoadingState, type RouteHandle } from '@portal/ui';
import { Navigate, type RouteObject } from 'react-router';
import { features as allFeatures, type PortalFeature } from '../features';
import { FeaturesProvider } from '../features-context/features-context';
import { AppFrame } from '../frame/app-frame';
import { RouteErrorPage } from './route-error-page';

export const DASHBOARD_HANDLE: RouteHandle = {
  name: 'Dashboard',
  title: 'Dashboard',
  layout: 'default',
  auth: true,
  company: false,
};

export const NOT_FOUND_HANDLE: RouteHandle = {
  name: 'NotFound',
  title: 'Page not found',
  layout: 'bare',
  auth: false,
  company: false,
};

/** `/` (Main) leads to the dashboard, or to login for visitors. */
function RootRedirect() {
  const { user } = useSession();
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}

/** The route table: the shell's own routes and every feature's, all under the app frame. */
export function buildAppRoutes(features: readonly PortalFeature[] = allFeatures): RouteObject[] {
  return [
    {
      element: (
        <FeaturesProvider features={features}>
          <AppFrame />
        </FeaturesProvider>
      ),
      errorElement: <RouteErrorPage />,
      // Shown only if the first page's code is still loading when the app renders.
      hydrateFallbackElement: <LoadingState />,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          path: '/dashboard',
          handle: DASHBOARD_HANDLE,
          lazy: async () => ({ Component: (await import('../dashboard/dashboard-screen')).DashboardScreen }),
        },
        ...features.flatMap((feature) => feature.routes),
        {
          path: '*',
          handle: NOT_FOUND_HANDLE,
          lazy: async () => ({ Component: (await import('../not-found/not-found-screen')).NotFoundScreen }),
        },
      ],
    },
  ];
}
