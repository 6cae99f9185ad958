import { HIRING_PAGE } from '@portal/api-schema/constants';
import { lazyWidget, type DashboardWidget, type NavItem, type PortalRoute, type RouteHandle } from '@portal/ui/light';
import { createElement } from 'react';
import { Navigate } from 'react-router';

const HIRING_HANDLE: RouteHandle = {
  name: 'Proposals',
  title: 'Hiring',
  layout: 'default',
  auth: true,
  company: true,
  role: 'proposals',
};

const COMPANY_PAGE: Omit<RouteHandle, 'name' | 'title'> = { layout: 'default', auth: true, company: true };
/** Wizard-like pages: bare layout, open to sandbox users without a company. */
const ONBOARDING_PAGE: Omit<RouteHandle, 'name' | 'title'> = { layout: 'bare', auth: true, company: false };

/**
 * The hiring screens. Only type imports, React and the React-only `lazyWidget` at the top: the
 * shell lists these routes in a visitor's first download, so every screen is loaded when first
 * opened.
 */
export const routes: PortalRoute[] = [
  {
    path: HIRING_PAGE,
    handle: HIRING_HANDLE,
    lazy: async () => ({ Component: (await import('./hiring/hiring-screen')).HiringScreen }),
    children: [
      { index: true, element: createElement(Navigate, { to: 'rfp', replace: true }) },
      {
        path: 'rfp',
        handle: { ...HIRING_HANDLE, name: 'Rfp', title: 'Requests for proposals' },
        lazy: async () => ({ Component: (await import('./rfps/rfps-tab')).RfpsTab }),
      },
      {
        path: 'interviews',
        handle: { ...HIRING_HANDLE, name: 'Interviews', title: 'Interviews' },
        lazy: async () => ({ Component: (await import('./interviews/interviews-tab')).InterviewsTab }),
      },
    ],
  },
  {
    path: '/hiring/rfp/:id',
    handle: { ...HIRING_HANDLE, name: 'ProposalsSingle', title: 'Request for proposals' },
    lazy: async () => ({ Component: (await import('./proposals-single/proposals-single-screen')).ProposalsSingleScreen }),
  },
  {
    path: '/hiring/rfp/:rfpId/proposal/:bidId/candidate/:talentId',
    handle: { ...HIRING_HANDLE, name: 'TalentRfpSingle', title: 'Candidate' },
    lazy: async () => ({ Component: (await import('./candidate/candidate-screen')).CandidateScreen }),
  },
  {
    path: '/talent-request',
    handle: { ...COMPANY_PAGE, name: 'SaleRequest', title: 'Request talent' },
    lazy: async () => ({ Component: (await import('./talent-request/talent-request-screen')).TalentRequestScreen }),
  },
  {
    path: '/request-success',
    handle: { ...COMPANY_PAGE, name: 'SaleSuccess', title: 'Request sent' },
    lazy: async () => ({ Component: (await import('./talent-request/request-success-screen')).RequestSuccessScreen }),
  },
  {
    path: '/wizard',
    handle: { ...ONBOARDING_PAGE, name: 'Wizard', title: 'Set up your account' },
    lazy: async () => ({ Component: (await import('./wizard/wizard-screen')).WizardScreen }),
  },
  {
    path: '/hubspot',
    handle: { ...ONBOARDING_PAGE, name: 'WizardHubspot', title: 'Book your call' },
    lazy: async () => ({ Component: (await import('./wizard-hubspot/wizard-hubspot-screen')).WizardHubspotScreen }),
  },
];

export const nav: NavItem[] = [
  {
    label: 'Hiring',
    to: HIRING_PAGE,
    role: 'proposals',
    order: 20,
    description: 'Follow your requests for proposals, review candidates and schedule interviews.',
  },
];

const HiringWidget = lazyWidget(async () => (await import('./widget/hiring-widget')).HiringWidgetCard);

export const widgets: DashboardWidget[] = [{ id: 'hiring', role: 'proposals', order: 5, Component: HiringWidget }];
