import type { Role, RoleGroup } from '@portal/api-schema';
import type { ComponentType } from 'react';
import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';

export type LayoutName = 'auth' | 'default' | 'bare';

/** What the shell needs to know about a route: its layout and who may see it. */
export interface RouteHandle {
  /** The screen's name, e.g. 'InvoicesSingle': the guard and the sign-in pages' marketing panel tell screens apart by it. */
  name: string;
  /** The document title. */
  title: string;
  layout: LayoutName;
  /** The layout for a signed-in user where it differs, e.g. a page open to all that keeps the header for users. */
  signedInLayout?: LayoutName;
  /** Needs a signed-in user. */
  auth: boolean;
  /** Needs a company: sandbox users are sent to the dashboard. */
  company: boolean;
  /** Needs this role in the user's extracted_roles. */
  role?: Role;
  /** Needs every role of this group (admin: all five), e.g. the company's activity log. */
  group?: RoleGroup;
  /** Only for signed-out users (login, password reset). */
  guestOnly?: boolean;
  /** Open to sandbox users even where `company` is true. */
  sandbox?: boolean;
  /** Only for ClientUser, not SandboxUser. */
  clientOnly?: boolean;
}

/** An index route (`index: true`) of a feature. */
export type PortalIndexRoute = Omit<IndexRouteObject, 'handle'> & { handle?: RouteHandle };

/** A route with a path (or a pathless layout route) and possibly children. */
export type PortalNonIndexRoute = Omit<NonIndexRouteObject, 'handle' | 'children'> & {
  handle?: RouteHandle;
  children?: PortalRoute[];
};

/** A react-router route whose handle is a `RouteHandle`; assignable to react-router's `RouteObject`. */
export type PortalRoute = PortalIndexRoute | PortalNonIndexRoute;

/** A header menu entry, shown only when the user has `role` and every role of `group`. */
export interface NavItem {
  label: string;
  to: string;
  role?: Role;
  group?: RoleGroup;
  clientOnly?: boolean;
  /** Position in the header: lower comes first. */
  order: number;
  /** One line about the section, for the dashboard's section cards. */
  description?: string;
}

/** A piece of the dashboard, shown only when the user has `role` and every role of `group`. */
export interface DashboardWidget {
  id: string;
  role?: Role;
  group?: RoleGroup;
  /** Position on the dashboard: lower comes first. */
  order: number;
  /** Takes the dashboard's whole width (a chart with its table) rather than one column. */
  wide?: boolean;
  Component: ComponentType;
}
