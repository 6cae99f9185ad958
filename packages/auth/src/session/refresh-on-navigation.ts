import { tokenStorage } from '@portal/api-client';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { authApi } from '../endpoints/auth-api';

/**
 * Each navigation to another page asks for the signed-in user again, keeping the one shown until
 * the answer comes: what an account editor changed meanwhile (the roles, and so the menu and the
 * pages allowed; a disabled account, which answers 401 and goes to Login) shows on the next page.
 */
export function useSessionRefreshOnNavigation(): void {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (tokenStorage.get() !== null) dispatch(authApi.util.invalidateTags(['CurrentUser']));
  }, [pathname, dispatch]);
}
