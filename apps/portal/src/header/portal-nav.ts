import { isClientUser, isSandbox, meetsAccess } from '@portal/auth';
import type { CurrentUser } from '@portal/api-schema';
import type { NavItem } from '@portal/ui';

/** The shell's own header entry: the dashboard. Every other entry comes from a feature package. */
const SHELL_NAV: readonly NavItem[] = [{ label: 'Overview', to: '/dashboard', clientOnly: true, order: 10 }];

/** The shell's entries plus the features', one per path (a feature's entry wins), in menu order. */
export function collectNav(featureNav: readonly NavItem[], shellNav: readonly NavItem[] = SHELL_NAV): NavItem[] {
  const byPath = new Map<string, NavItem>();
  for (const item of shellNav) byPath.set(item.to, item);
  for (const item of featureNav) byPath.set(item.to, item);
  return [...byPath.values()].sort((a, b) => a.order - b.order);
}

/** The entries `user` may see: none for sandbox users, else those whose role, group and type fit. */
export function visibleNav(items: readonly NavItem[], user: CurrentUser | null): NavItem[] {
  if (!user || isSandbox(user)) return [];
  return items.filter((item) => meetsAccess(user, item) && (!item.clientOnly || isClientUser(user)));
}

function containsPath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}

/** The active entry: the one whose path is contained in the current path (the longest such). */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items.filter((item) => containsPath(pathname, item.to)).sort((a, b) => b.to.length - a.to.length)[0];
}

/** Personal Settings of the avatar and mobile menus: the user's own info page, client users only. */
export function personalSettingsPath(user: CurrentUser | null): string | null {
  return user && isClientUser(user) ? `/users/${user.id}/info` : null;
}
