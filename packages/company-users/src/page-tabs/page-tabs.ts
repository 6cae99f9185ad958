import type { Role } from '@portal/api-schema';
import type { PortalRoute, RouteHandle } from '@portal/ui/light';
import type { ComponentType } from 'react';

// The tabs of the users pages, read by their routes and by the screens that list them. Only types
// at the top: routes.ts, which the shell lists in a visitor's first download, imports this file.

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** A tab of a page: a child route, and its entry in the page's tab list. */
export interface PageTab {
  /** The child route's path, also the tab's value. */
  path: string;
  label: string;
  /** The route's screen name (its handle's `name`). */
  name: string;
  /** Only users with this role see the tab and may open it. */
  role?: Role;
  /** The tab's own page name, where the page's would be wrong for it: the no-access text and the document title name it. */
  title?: string;
  lazy: LazyScreen;
}

/** The tabs of /users, in order: the page lists those the user's roles allow, each a child route. */
export const USERS_TABS: PageTab[] = [
  {
    path: 'list',
    label: 'Users',
    name: 'UsersList',
    lazy: async () => ({ Component: (await import('../users-list/users-list-tab')).UsersListTab }),
  },
  {
    path: 'invites',
    label: 'Invites',
    name: 'Invites',
    role: 'account_editor',
    lazy: async () => ({ Component: (await import('../invites/invites-tab')).InvitesTab }),
  },
  {
    path: 'security',
    label: 'Security',
    name: 'UsersSecurity',
    role: 'account_editor',
    lazy: async () => ({ Component: (await import('../users-security/users-security-tab')).UsersSecurityTab }),
  },
];

/** The signed-in user's own page at /users/:id, and only theirs. */
export const OWN_USER_PAGE_TITLE = 'Personal settings';

/**
 * The tabs of /users/:id, in order. `disable` is an account editor's, for other users only (the
 * page hides it on one's own page). Their titles name another user's page: a route cannot know
 * whose page it opens, so the own page puts its name in the document title itself.
 */
export const USER_TABS: PageTab[] = [
  {
    path: 'info',
    label: 'Info',
    name: 'UserInfo',
    title: 'User info',
    lazy: async () => ({ Component: (await import('../user-info/user-info-screen')).UserInfoScreen }),
  },
  {
    path: 'access',
    label: 'Access',
    name: 'UserAccess',
    title: 'User access',
    lazy: async () => ({ Component: (await import('../user-access/user-access-screen')).UserAccessScreen }),
  },
  {
    path: 'disable',
    label: 'Disable',
    name: 'UserDisable',
    role: 'account_editor',
    title: 'Disable user',
    lazy: async () => ({ Component: (await import('../user-disable/user-disable-screen')).UserDisableScreen }),
  },
  {
    path: 'password',
    label: 'Password',
    name: 'UserPassword',
    title: 'User password',
    lazy: async () => ({ Component: (await import('../user-password/user-password-screen')).UserPasswordScreen }),
  },
];

/** A page's tabs as its child routes, each with the page's handle under the tab's name, role and title. */
export function tabRoutes(tabs: readonly PageTab[], handle: RouteHandle): PortalRoute[] {
  return tabs.map((tab) => ({
    path: tab.path,
    handle: { ...handle, name: tab.name, ...(tab.role ? { role: tab.role } : {}), ...(tab.title ? { title: tab.title } : {}) },
    lazy: tab.lazy,
  }));
}
