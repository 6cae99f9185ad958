import { ROLE_GROUPS, ROLES, type Role, type RoleGroup } from '@portal/api-schema/constants';
import type { DashboardWidget, LayoutName, NavItem, PortalRoute } from './portal-module';

/** What a feature package exports to the shell. */
export interface PortalFeatureFace {
  routes: readonly PortalRoute[];
  nav: readonly NavItem[];
  widgets: readonly DashboardWidget[];
}

const LAYOUTS: readonly LayoutName[] = ['auth', 'default', 'bare'];
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const isGroup = (value: unknown): value is RoleGroup => typeof value === 'string' && Object.hasOwn(ROLE_GROUPS, value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function routeProblems(route: PortalRoute, where: string, topLevel: boolean): string[] {
  const problems: string[] = [];
  const path = 'path' in route ? route.path : undefined;
  if (topLevel && path !== undefined && !path.startsWith('/')) problems.push(`${where}: a top-level path starts with "/"`);
  if (!route.lazy && !route.Component && !route.element && !('children' in route && route.children)) {
    problems.push(`${where}: the route has no screen (lazy, Component or element)`);
  }
  const { handle } = route;
  if (path !== undefined && !handle) problems.push(`${where}: a route with a path has a handle (name, title, layout, auth, company)`);
  if (handle) {
    if (!isText(handle.name)) problems.push(`${where}: the handle names its screen`);
    if (!isText(handle.title)) problems.push(`${where}: the handle has a document title`);
    if (!LAYOUTS.includes(handle.layout)) problems.push(`${where}: the layout is one of ${LAYOUTS.join(', ')}`);
    if (typeof handle.auth !== 'boolean' || typeof handle.company !== 'boolean') {
      problems.push(`${where}: the handle says whether the route needs a user (auth) and a company`);
    }
    if (handle.role !== undefined && !isRole(handle.role)) problems.push(`${where}: "${String(handle.role)}" is not a role`);
    if (handle.group !== undefined && !isGroup(handle.group)) problems.push(`${where}: "${String(handle.group)}" is not a group`);
  }
  const children = 'children' in route ? (route.children ?? []) : [];
  return [...problems, ...children.flatMap((child, index) => routeProblems(child, `${where} > child ${index + 1}`, false))];
}

/**
 * What is wrong with a feature's public face, one sentence each; empty when the shell can compose
 * it: every route a screen with a complete handle, top-level paths absolute and unique, every
 * header entry with a label, an absolute path, a position and a line for the dashboard, roles
 * and groups that exist, widgets with unique ids.
 */
export function featureProblems(feature: PortalFeatureFace): string[] {
  const problems = feature.routes.flatMap((route, index) => {
    const path = 'path' in route ? route.path : undefined;
    return routeProblems(route, `route ${path ?? index + 1}`, true);
  });
  const paths = feature.routes.flatMap((route) => ('path' in route && route.path ? [route.path] : []));
  for (const path of new Set(paths)) {
    if (paths.filter((other) => other === path).length > 1) problems.push(`route ${path}: the path is declared twice`);
  }
  for (const item of feature.nav) {
    const where = `nav "${item.label}"`;
    if (!isText(item.label)) problems.push(`${where}: the entry has a label`);
    if (!item.to.startsWith('/')) problems.push(`${where}: the entry leads to an absolute path`);
    if (!Number.isFinite(item.order)) problems.push(`${where}: the entry has a position (order)`);
    if (!isText(item.description)) problems.push(`${where}: the entry has a description for the dashboard's section card`);
    if (item.role !== undefined && !isRole(item.role)) problems.push(`${where}: "${String(item.role)}" is not a role`);
    if (item.group !== undefined && !isGroup(item.group)) problems.push(`${where}: "${String(item.group)}" is not a group`);
  }
  const ids = feature.widgets.map((widget) => widget.id);
  for (const widget of feature.widgets) {
    if (!isText(widget.id)) problems.push('a widget has an id');
    if (ids.filter((id) => id === widget.id).length > 1) problems.push(`widget ${widget.id}: the id is used twice`);
    if (!Number.isFinite(widget.order)) problems.push(`widget ${widget.id}: the widget has a position (order)`);
    if (widget.role !== undefined && !isRole(widget.role)) problems.push(`widget ${widget.id}: "${String(widget.role)}" is not a role`);
    if (widget.group !== undefined && !isGroup(widget.group))
      problems.push(`widget ${widget.id}: "${String(widget.group)}" is not a group`);
  }
  return [...new Set(problems)];
}
