import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { logout, type AppDispatch } from './session';

/** The Log Out action of the avatar and mobile menus. */
export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(() => logout(dispatch), [dispatch]);
}
