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

// invitations
/** The users page (its shell and the list tab come with the users pages); client users only. */
export const USERS_HANDLE: RouteHandle = { name: 'Users', title: 'Users', layout: 'default', auth: true, company: true, clientOnly: true };
export const INVITES_HANDLE: RouteHandle = { ...USERS_HANDLE, name: 'Invites', title: 'Invites', role: 'account_editor' };
export const INVITE_HANDLE: RouteHandle = {
  name: 'Invite',
  title: 'Invite user',
  layout: 'default',
  auth: true,
  company: true,
  clientOnly: true,
  role: 'account_editor',
};
export const INVITE_EDIT_HANDLE: RouteHandle = { ...INVITE_HANDLE, name: 'InviteEdit', title: 'Edit invite' };
/** The invitation link's page: public, in the sign-in layout; a signed-in visitor may open it too. */
export const ACCEPT_INVITATION_HANDLE: RouteHandle = {
  name: 'AcceptInvitation',
  title: 'Accept invitation',
  layout: 'auth',
  auth: false,
  company: false,
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
  // activity log
  {
    path: '/company/activity',
    handle: COMPANY_ACTIVITY_HANDLE,
    lazy: async () => ({ Component: (await import('./company-activity/company-activity-screen')).CompanyActivityScreen }),
  },
  // invitations
  {
    path: '/users',
    handle: USERS_HANDLE,
    children: [
      {
        path: 'invites',
        handle: INVITES_HANDLE,
        lazy: async () => ({ Component: (await import('./invites/invites-tab')).InvitesTab }),
      },
    ],
  },
  {
    path: '/invite/create',
    handle: INVITE_HANDLE,
    lazy: async () => ({ Component: (await import('./invite-form/invite-create-screen')).InviteCreateScreen }),
  },
  {
    path: '/invite/edit/:id',
    handle: INVITE_EDIT_HANDLE,
    lazy: async () => ({ Component: (await import('./invite-form/invite-edit-screen')).InviteEditScreen }),
  },
  {
    path: '/invitation/:token',
    handle: ACCEPT_INVITATION_HANDLE,
    lazy: async () => ({ Component: (await import('./accept-invitation/accept-invitation-screen')).AcceptInvitationScreen }),
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
