import { Button } from '@portal/ui/light';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../start-up/error-reporting';

/**
 * A page that failed to load or render, e.g. a screen's code after a new version was deployed.
 * Without MUI: it must show even when the full app's code is what failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { where: 'route' });
  }, [error]);

  return (
    <main className="portal-page-center">
      <div className="portal-page-center__body">
        <div role="alert">
          <h1 className="portal-h1">This page could not be shown</h1>
          <p className="portal-lead">Something went wrong on our side and has been reported. Reloading usually helps.</p>
        </div>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </main>
  );
}
