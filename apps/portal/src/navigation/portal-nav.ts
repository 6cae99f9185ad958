import { hasRole, isClientUser, isSandbox } from '@portal/auth';
import type { CurrentUser } from '@portal/api-schema';
import type { NavItem } from '@portal/ui';

/**
 * The header menu of spec section 2. The feature packages that own these sections may export the
 * same entries (same `to`); theirs then replace these. Until a package lands, its entry leads to
 * the not-found page.
 */
export const SHELL_NAV: readonly NavItem[] = [
  { label: 'Overview', to: '/dashboard', clientOnly: true, order: 10 },
  { label: 'Hiring', to: '/hiring', role: 'proposals', order: 20 },
  { label: 'My team', to: '/my-team', role: 'contracts', order: 30 },
  { label: 'Contracts', to: '/contracts', role: 'contracts', order: 40 },
  { label: 'Invoices', to: '/invoices', role: 'invoices', order: 50 },
  { label: 'Users', to: '/users', clientOnly: true, order: 60 },
  { label: 'My Company', to: '/company', role: 'my_company', order: 70 },
];

/** One line per section for the dashboard's section cards. */
export const SECTION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/hiring': 'Follow your requests for proposals, review candidates and schedule interviews.',
  '/my-team': 'See the developers working for you and their candidates.',
  '/contracts': 'Read, accept and keep track of the contracts with your vendors.',
  '/invoices': 'Pay open invoices by wire, card or ACH and accept delivery.',
  '/users': 'Invite colleagues and decide what each of them can access.',
  '/company': 'Keep your company information, business details and connections up to date.',
};

/** The shell's entries plus the features', one per path (a feature's entry wins), in menu order. */
export function collectNav(featureNav: readonly NavItem[], shellNav: readonly NavItem[] = SHELL_NAV): NavItem[] {
  const byPath = new Map<string, NavItem>();
  for (const item of shellNav) byPath.set(item.to, item);
  for (const item of featureNav) byPath.set(item.to, item);
  return [...byPath.values()].sort((a, b) => a.order - b.order);
}

/** The entries `user` may see: none for sandbox users, else those whose role and type fit. */
export function visibleNav(items: readonly NavItem[], user: CurrentUser | null): NavItem[] {
  if (!user || isSandbox(user)) return [];
  return items.filter((item) => (!item.role || hasRole(user, item.role)) && (!item.clientOnly || isClientUser(user)));
}

function containsPath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}

/** The active entry: the one whose path is contained in the current path (the longest such). */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items
    .filter((item) => containsPath(pathname, item.to))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/** Personal Settings of the avatar and mobile menus: the user's own info page, client users only. */
export function personalSettingsPath(user: CurrentUser | null): string | null {
  return user && isClientUser(user) ? `/users/${user.id}/info` : null;
}
