import { describe, expect, test } from '@jest/globals';
import type { Role, RoleGroup } from '@portal/api-schema';
import { featureProblems } from './feature-problems';
import type { DashboardWidget, NavItem, PortalRoute, RouteHandle } from './portal-module';

const handle: RouteHandle = { name: 'Things', title: 'Things', layout: 'default', auth: true, company: true };
const lazy = async () => ({ Component: () => null });
const nav: NavItem = { label: 'Things', to: '/things', order: 80, description: 'Keep track of your things.' };
const widget: DashboardWidget = { id: 'things', order: 30, Component: () => null };

describe('featureProblems', () => {
  test('a complete feature, or an empty one, has none', () => {
    const routes: PortalRoute[] = [
      {
        path: '/things',
        handle,
        lazy,
        children: [
          { index: true, lazy },
          { path: 'one', handle, lazy },
        ],
      },
    ];
    expect(featureProblems({ routes, nav: [nav], widgets: [widget] })).toEqual([]);
    expect(featureProblems({ routes: [], nav: [], widgets: [] })).toEqual([]);
  });

  test('names each route that the shell could not place or guard', () => {
    const routes = [
      { path: 'things', handle, lazy },
      { path: '/no-screen', handle },
      { path: '/no-handle', lazy },
      { path: '/bad-handle', handle: { ...handle, name: '', layout: 'wide', role: 'admin' }, lazy },
      { path: '/things/:id', handle, lazy, children: [{ path: 'tab', lazy }] },
      { path: '/twice', handle, lazy },
      { path: '/twice', handle, lazy },
      { path: '/admins', handle: { ...handle, group: 'owners' }, lazy },
    ] as unknown as PortalRoute[];
    expect(featureProblems({ routes, nav: [], widgets: [] })).toEqual([
      'route things: a top-level path starts with "/"',
      'route /no-screen: the route has no screen (lazy, Component or element)',
      'route /no-handle: a route with a path has a handle (name, title, layout, auth, company)',
      'route /bad-handle: the handle names its screen',
      'route /bad-handle: the layout is one of auth, default, bare',
      'route /bad-handle: "admin" is not a role',
      'route /things/:id > child 1: a route with a path has a handle (name, title, layout, auth, company)',
      'route /admins: "owners" is not a group',
      'route /twice: the path is declared twice',
    ]);
  });

  test('names each header entry and widget the shell could not show', () => {
    const entries: NavItem[] = [
      { ...nav, to: 'things' },
      { ...nav, label: 'Stuff', description: undefined, role: 'owner' as Role },
      { ...nav, label: 'Odd', order: Number.NaN },
      { ...nav, label: 'Admins', group: 'owners' as RoleGroup },
      { ...nav, label: 'Logs', group: 'admin' },
    ];
    const widgets = [widget, { ...widget, order: Number.NaN }, { ...widget, id: 'log', group: 'toString' as RoleGroup }];
    expect(featureProblems({ routes: [], nav: entries, widgets })).toEqual([
      'nav "Things": the entry leads to an absolute path',
      'nav "Stuff": the entry has a description for the dashboard\'s section card',
      'nav "Stuff": "owner" is not a role',
      'nav "Odd": the entry has a position (order)',
      'nav "Admins": "owners" is not a group',
      'widget things: the id is used twice',
      'widget things: the widget has a position (order)',
      'widget log: "toString" is not a group',
    ]);
  });
});
