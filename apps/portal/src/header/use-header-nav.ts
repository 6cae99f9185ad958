import { useSession } from '@portal/auth';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useFeatures } from '../app/routes/features-context';
import { activeNavItem, collectNav, visibleNav } from './portal-nav';

/** The id of the menu behind the burger button, which the button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';

/** The header entries the signed-in user may see, and the active one. */
export function useHeaderNav() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const features = useFeatures();
  const allItems = useMemo(() => collectNav(features.flatMap((feature) => feature.nav)), [features]);
  const items = useMemo(() => visibleNav(allItems, user), [allItems, user]);
  return { items, active: activeNavItem(items, pathname) };
}
