import type { NavItem, PortalRoute, RouteHandle } from '@portal/ui/light';

export const USER_SINGLE_HANDLE: RouteHandle = {
  name: 'UserSingle',
  title: 'Personal settings',
  layout: 'default',
  auth: true,
  company: true,
};

/** The company's activity log: for admins only (users with all five roles). */
export const COMPANY_ACTIVITY_HANDLE: RouteHandle = {
  name: 'CompanyActivity',
  title: 'Activity log',
  layout: 'default',
  auth: true,
  company: true,
  clientOnly: true,
  group: 'admin',
};

/**
 * The user pages. Only type imports at the top: the shell lists these routes in a visitor's first
 * download, so every screen is loaded when first opened. (Function-style `lazy`, as in auth.)
 */
export const routes: PortalRoute[] = [
  // two-factor sign-in: the company's requirement, a tab of /users once that page exists
  {
    path: '/users/security',
    handle: { name: 'UsersSecurity', title: 'Security', layout: 'default', auth: true, company: true, clientOnly: true, role: 'account_editor' },
    lazy: async () => ({ Component: (await import('./users-security/users-security-screen')).UsersSecurityScreen }),
  },
  {
    path: '/users/:id',
    handle: USER_SINGLE_HANDLE,
    lazy: async () => ({ Component: (await import('./user-single/user-single-screen')).UserSingleScreen }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./user-single/user-single-index')).UserSingleIndex }),
      },
      {
        path: 'info',
        handle: { ...USER_SINGLE_HANDLE, name: 'UserInfo' },
        lazy: async () => ({ Component: (await import('./user-info/user-info-screen')).UserInfoScreen }),
      },
      {
        path: 'password',
        handle: { ...USER_SINGLE_HANDLE, name: 'UserPassword' },
        lazy: async () => ({ Component: (await import('./user-password/user-password-screen')).UserPasswordScreen }),
      },
    ],
  },
  // activity log
  {
    path: '/company/activity',
    handle: COMPANY_ACTIVITY_HANDLE,
    lazy: async () => ({ Component: (await import('./company-activity/company-activity-screen')).CompanyActivityScreen }),
  },
];

/** The users list and the company page are still to come: until then their entries lead to the not-found page. */
export const nav: NavItem[] = [
  {
    label: 'Users',
    to: '/users',
    clientOnly: true,
    order: 60,
    description: 'Invite colleagues and decide what each of them can access.',
  },
  {
    label: 'My Company',
    to: '/company',
    role: 'my_company',
    order: 70,
    description: 'Keep your company information, business details and connections up to date.',
  },
];
