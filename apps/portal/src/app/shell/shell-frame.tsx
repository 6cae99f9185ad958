import { guard } from '@portal/auth/light';
import { LoadingIndicator, type RouteHandle } from '@portal/ui/light';
import { Fragment, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { PortalCore } from '../core/start-core';
import { useDocumentTitle, useScrollToTopOnNavigation } from '../routes/navigation-effects';
import { useRouteHandle } from '../routes/use-route-handle';
import { AuthLayout } from '../layouts/auth-layout';
import type { CoreLoader } from './core-loader';
import { useCoreLoader } from './shell-providers';

// Waits for the core in an effect rather than by suspending, which React's act() in tests does not
// resume. A core that fails to load goes to the route's error page.
function CoreFrame({ core }: { core: CoreLoader }) {
  const [loaded, setLoaded] = useState<{ core: PortalCore } | { error: unknown } | null>(core.current ? { core: core.current } : null);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    core.load().then(
      (started) => current && setLoaded({ core: started }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [core, loaded]);

  if (!loaded) return <LoadingIndicator />;
  if ('error' in loaded) throw loaded.error;
  const { Frame } = loaded.core;
  return <Frame />;
}

/** A visitor (no token stored) on a page of the auth layout: no store, no MUI. */
function VisitorFrame({ handle }: { handle: RouteHandle | undefined }) {
  const location = useLocation();
  const redirect = guard(handle, null, location);
  if (redirect) return <Navigate to={redirect} replace />;
  const Layout = handle ? AuthLayout : Fragment;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/**
 * The root of every page. Pages of the auth layout render without the full app until it is
 * needed: when a token was stored at start-up, or on the first page of another layout. From then
 * on the full app renders every page, the auth pages included (e.g. with the toast of an expired
 * session).
 */
export function ShellFrame() {
  const handle = useRouteHandle();
  const core = useCoreLoader();
  useDocumentTitle(handle?.title);
  useScrollToTopOnNavigation();

  const [coreWanted, setCoreWanted] = useState(core.started);
  const needsCore = coreWanted || (handle !== undefined && handle.layout !== 'auth');
  if (needsCore && !coreWanted) setCoreWanted(true);

  return needsCore ? <CoreFrame core={core} /> : <VisitorFrame handle={handle} />;
}
