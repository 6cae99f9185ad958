import type { NavItem, PortalRoute, RouteHandle } from '@portal/ui/light';

export const USER_SINGLE_HANDLE: RouteHandle = {
  name: 'UserSingle',
  title: 'Personal settings',
  layout: 'default',
  auth: true,
  company: true,
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
];

export const nav: NavItem[] = [];
