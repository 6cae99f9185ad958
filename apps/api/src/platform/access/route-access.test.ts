import { describe, expect, test } from '@jest/globals';
import Fastify from 'fastify';
import { access, rolesAdmit } from './access';
import { listRouteAccess, requireRouteAccess } from './route-access';

describe('route access declarations', () => {
  test('a route without one stops the app from starting, naming the route', async () => {
    const app = Fastify();
    await expect(
      app.register(async (api) => {
        requireRouteAccess(app, api);
        api.get('/api/forgotten', async () => ({ data: 'x' }));
      }),
    ).rejects.toThrow('GET /api/forgotten declares no access');
    await app.close();
  });

  test('are listed with their method and URL, HEAD left to its GET, routes outside the scope left out', async () => {
    const app = Fastify();
    app.get('/outside', async () => 'x');
    await app.register(
      async (api) => {
        requireRouteAccess(app, api);
        api.get('/open', { config: { access: access.public } }, async () => 'x');
        api.post('/mine/:id', { config: { access: access.role('invoices') } }, async () => 'x');
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(listRouteAccess(app)).toEqual([
      { method: 'GET', url: '/api/open', access: access.public, documented: true },
      {
        method: 'POST',
        url: '/api/mine/:id',
        access: { signedIn: true, consent: true, company: true, roles: ['invoices'], group: null, secondFactor: true },
        documented: true,
      },
    ]);
    await app.close();
  });
});

describe('roles a declaration admits', () => {
  test('a role needs that role, a group every role of it', () => {
    expect(rolesAdmit(access.company, [])).toBe(true);
    expect(rolesAdmit(access.role('invoices'), ['invoices'])).toBe(true);
    expect(rolesAdmit(access.role('invoices'), ['contracts'])).toBe(false);
    expect(rolesAdmit(access.group('admin'), ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'])).toBe(true);
    expect(rolesAdmit(access.group('admin'), ['invoices', 'contracts', 'proposals', 'my_company'])).toBe(false);
    expect(rolesAdmit(access.group('interview'), ['proposals', 'my_company'])).toBe(true);
    expect(rolesAdmit(access.group('interview'), ['proposals'])).toBe(false);
  });
});
