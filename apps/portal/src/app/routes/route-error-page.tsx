import { Button } from '@portal/ui/light';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../start-up/error-reporting';
import { isConnectionLoss } from './connection-loss';

/** Reloads the page once the browser is online: a reload while offline shows the browser's own error. */
function useReloadWhenOnline(): { waiting: boolean; reload: () => void } {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [waiting]);
  return {
    waiting,
    reload: () => {
      if (navigator.onLine) window.location.reload();
      else setWaiting(true);
    },
  };
}

export interface RouteErrorPageProps {
  /** Shown inside the portal's frame, whose layout already holds the page's main landmark. */
  inFrame?: boolean;
}

/**
 * A page that failed to load or render. A page whose code could not be fetched (offline, a dropped
 * connection) says so and offers to try again; only a real crash is reported as ours.
 * Without MUI: it must show even when the full app's code is what failed to load.
 */
export function RouteErrorPage({ inFrame = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const connectionLost = isConnectionLoss(error);
  const { waiting, reload } = useReloadWhenOnline();
  useEffect(() => {
    if (!connectionLost) reportError(error, { where: 'route' });
  }, [error, connectionLost]);

  const Container = inFrame ? 'div' : 'main';
  return (
    <Container className="portal-page-center">
      <div className="portal-page-center__body">
        {connectionLost ? (
          <div role="alert">
            <h1 className="portal-h1">The connection was lost</h1>
            <p className="portal-lead">
              {waiting
                ? 'Still offline: the page loads as soon as the connection is back.'
                : 'This page could not be loaded because the portal cannot be reached. Check your connection and try again.'}
            </p>
          </div>
        ) : (
          <div role="alert">
            <h1 className="portal-h1">This page could not be shown</h1>
            <p className="portal-lead">Something went wrong on our side and has been reported. Reloading usually helps.</p>
          </div>
        )}
        <Button onClick={reload}>{connectionLost ? 'Try again' : 'Reload the page'}</Button>
      </div>
    </Container>
  );
}
