import type { FastifyInstance, FastifySchema } from 'fastify';
import { errorBodySchema } from '@portal/api-schema';
import { BEARER_SECURITY } from '../http/openapi';
import type { Access } from './access';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** False for a route left out of the OpenAPI document (`schema.hide`: scripts and pages of the sandbox). */
  documented: boolean;
  /** The route's schemas as declared (body, querystring, params, response): the fuzz suite generates from them. */
  schema?: FastifySchema;
}

const registries = new WeakMap<FastifyInstance, RouteAccess[]>();

/** What each failure of the access check answers, documented on every route it can happen on. */
function accessFailures(declared: Access) {
  return {
    ...(declared.signedIn ? { 401: errorBodySchema } : {}),
    ...(declared.roles.length > 0 || declared.group || declared.consent || declared.secondFactor ? { 403: errorBodySchema } : {}),
    ...(declared.company ? { 404: errorBodySchema } : {}),
  };
}

/** The route's OpenAPI description with what its access implies: the bearer scheme and the access failures. */
function documentAccess(schema: FastifySchema & { security?: unknown }, declared: Access): FastifySchema {
  return {
    ...schema,
    security: schema.security ?? BEARER_SECURITY,
    response: { ...accessFailures(declared), ...(schema.response as object | undefined) },
  };
}

/**
 * Every route registered in `scope` (and in the scopes inside it) must declare its access: a
 * route without `config.access` makes its registration, and so buildApp, throw with the route's
 * name. The declarations are recorded for `listRouteAccess(app)`. Plugins registered outside the
 * scope (Swagger UI, static files) keep their own routes as they are.
 */
export function requireRouteAccess(app: FastifyInstance, scope: FastifyInstance): void {
  let registry = registries.get(app);
  if (!registry) {
    registry = [];
    registries.set(app, registry);
  }
  const routes = registry;
  scope.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    const methods = [route.method].flat();
    if (!declared) {
      throw new Error(`${methods.join(', ')} ${route.url} declares no access: give it config: { access } (platform/access/access.ts)`);
    }
    // Fastify answers HEAD with the GET route: it has the same declaration.
    const documented = !route.schema?.hide;
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: declared, documented, schema: route.schema });
    }
    if (declared.signedIn && route.schema && !route.schema.hide) route.schema = documentAccess(route.schema, declared);
  });
}

/** Every API route with its declared access, in registration order: what the access tests are made from. */
export function listRouteAccess(app: FastifyInstance): readonly RouteAccess[] {
  return registries.get(app) ?? [];
}
