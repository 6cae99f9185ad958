import { EMAIL_CONFIRMATION_PAGE } from '@portal/api-schema/constants';
import type { NavItem, PortalRoute, RouteHandle } from '@portal/ui/light';
import { createElement } from 'react';
import { Navigate } from 'react-router';
import { tabRoutes, USER_TABS, USERS_TABS } from './page-tabs/page-tabs';

const COMPANY_PAGE: Omit<RouteHandle, 'name' | 'title'> = { layout: 'default', auth: true, company: true, clientOnly: true };

const USERS_HANDLE: RouteHandle = { ...COMPANY_PAGE, name: 'Users', title: 'Users' };

export const USER_SINGLE_HANDLE: RouteHandle = { ...COMPANY_PAGE, name: 'UserSingle', title: 'User' };

const COMPANY_HANDLE: RouteHandle = {
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

const INVITE_HANDLE: RouteHandle = {
  name: 'Invite',
  title: 'Invite user',
  layout: 'default',
  auth: true,
  company: true,
  clientOnly: true,
  role: 'account_editor',
};
const INVITE_EDIT_HANDLE: RouteHandle = { ...INVITE_HANDLE, name: 'InviteEdit', title: 'Edit invite' };
/** The invitation link's page: public, in the sign-in layout; a signed-in visitor may open it too. */
const ACCEPT_INVITATION_HANDLE: RouteHandle = {
  name: 'AcceptInvitation',
  title: 'Accept invitation',
  layout: 'auth',
  auth: false,
  company: false,
};

/**
 * The users pages. Only types, React, the router and constants at the top: the shell lists these routes in a
 * visitor's first download, so every screen is loaded when first opened. (Function-style `lazy`,
 * as in auth.)
 */
export const routes: PortalRoute[] = [
  {
    path: '/users',
    handle: USERS_HANDLE,
    lazy: async () => ({ Component: (await import('./users/users-screen')).UsersScreen }),
    children: [{ index: true, element: createElement(Navigate, { to: 'list', replace: true }) }, ...tabRoutes(USERS_TABS, USERS_HANDLE)],
  },
  {
    path: '/users/:id',
    handle: USER_SINGLE_HANDLE,
    lazy: async () => ({ Component: (await import('./user-single/user-single-screen')).UserSingleScreen }),
    children: [
      { index: true, element: createElement(Navigate, { to: 'info', replace: true }) },
      ...tabRoutes(USER_TABS, USER_SINGLE_HANDLE),
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
      {
        // The activity log: a tab for admins only.
        path: 'activity',
        handle: COMPANY_ACTIVITY_HANDLE,
        lazy: async () => ({ Component: (await import('./company-activity/company-activity-screen')).CompanyActivityScreen }),
      },
    ],
  },
  {
    // The link e-mailed to a new address; opened signed in or not, in the sign-in screens' layout.
    path: `${EMAIL_CONFIRMATION_PAGE}/:token`,
    handle: { name: 'ConfirmEmail', title: 'Confirm your e-mail address', layout: 'auth', auth: false, company: false },
    lazy: async () => ({ Component: (await import('./confirm-email/confirm-email-screen')).ConfirmEmailScreen }),
  },
  // invitations
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

/** The header entries, each with the line the dashboard's section card shows. */
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
