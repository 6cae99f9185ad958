import type { NavItem, PortalRoute, RouteHandle } from '@portal/ui/light';

export const USER_SINGLE_HANDLE: RouteHandle = {
  name: 'UserSingle',
  title: 'Personal settings',
  layout: 'default',
  auth: true,
  company: true,
};

export const COMPANY_HANDLE: RouteHandle = {
  name: 'Company',
  title: 'My Company',
  layout: 'default',
  auth: true,
  company: true,
  role: 'my_company',
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
  // My Company (company part): the company's details and its vendor connections, one tab each.
  {
    path: '/company',
    handle: COMPANY_HANDLE,
    lazy: async () => ({ Component: (await import('./company/company-screen')).CompanyScreen }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./company/company-index')).CompanyIndex }),
      },
      {
        path: 'information',
        handle: { ...COMPANY_HANDLE, name: 'CompanyInformation', title: 'Company information' },
        lazy: async () => ({ Component: (await import('./company-information/company-information-tab')).CompanyInformationTab }),
      },
      {
        path: 'business',
        handle: { ...COMPANY_HANDLE, name: 'CompanyBusiness', title: 'Business details' },
        lazy: async () => ({ Component: (await import('./company-business/company-business-tab')).CompanyBusinessTab }),
      },
      {
        path: 'connections',
        handle: { ...COMPANY_HANDLE, name: 'CompanyConnections', title: 'Vendor connections' },
        lazy: async () => ({ Component: (await import('./company-connections/company-connections-tab')).CompanyConnectionsTab }),
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

/** The users list is still to come: until then its entry leads to the not-found page. */
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
