import { tokenStorage } from '@portal/api-client';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { authApi } from '../endpoints/auth-api';

/**
 * While `enabled`, each navigation to another page asks for the signed-in user again, keeping the
 * one shown until the answer comes: what changed meanwhile (a new customer's activation, the
 * roles) shows on the next page. A user of a company needs none of it: the live updates tell
 * their pages at once of changes to their user, and a disabled account's stream ends and goes to
 * Login (receivesLiveUpdates).
 */
export function useSessionRefreshOnNavigation(enabled: boolean): void {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (enabled && tokenStorage.get() !== null) dispatch(authApi.util.invalidateTags(['CurrentUser']));
  }, [pathname, dispatch, enabled]);
}
