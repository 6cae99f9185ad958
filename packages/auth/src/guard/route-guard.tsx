import { LoadingState, type RouteHandle } from '@portal/ui';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NoAccessPage } from '../no-access/no-access-page';
import { receivesLiveUpdates } from '../roles/roles';
import { useSessionRefreshOnNavigation } from '../session/refresh-on-navigation';
import { useSession } from '../session/session';
import { guard, roleGate } from './guard';

export interface RouteGuardProps {
  handle: RouteHandle | undefined;
  /** The layout around the page and around the no-access page; not rendered for redirects. */
  frame?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/**
 * Applies the navigation guard (redirects) and the role gate (no-access page) to one route.
 * While the session is still loading nothing is decided, so nobody is sent to login by mistake.
 * Each navigation checks the session again, unless the live updates keep it current
 * (useSessionRefreshOnNavigation).
 */
export function RouteGuard({ handle, frame: Frame = Fragment, children }: RouteGuardProps) {
  const { user, status } = useSession();
  const location = useLocation();
  useSessionRefreshOnNavigation(!receivesLiveUpdates(user));

  if (status === 'loading') return <LoadingState />;
  const redirect = guard(handle, user, location);
  if (redirect) return <Navigate to={redirect} replace />;
  if (roleGate(handle, user) === 'denied' && handle) {
    return (
      <Frame>
        <NoAccessPage handle={handle} />
      </Frame>
    );
  }
  return <Frame>{children}</Frame>;
}
