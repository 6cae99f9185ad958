import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@portal/api-schema';
import type { Database } from '../platform/database/database';
import { forbidden, notFound, unauthorized } from '../platform/http/errors';
import type { SessionCache } from '../platform/access/session-cache';
import { type AuthContext, findActiveSessionByHash } from './sessions';
import { bearerToken, hashToken } from '../platform/access/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a signed-in user (implied by `role` and `company`). */
    auth?: boolean;
    /** The role the caller must have; 403 otherwise. */
    role?: Role;
    /** The caller must belong to a company; a sandbox user gets 404, as for anything not theirs. */
    company?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Checks the bearer token and the route's declared needs before anything else runs. */
export function registerAuthentication(app: FastifyInstance, db: Database, sessionCache: SessionCache): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const needs = request.routeOptions.config;
    if (!needs || !(needs.auth || needs.role || needs.company)) return;

    const token = bearerToken(request.headers.authorization);
    const auth = token ? await checkedSession(db, sessionCache, token) : null;
    if (!auth) throw unauthorized();
    if (needs.company && !auth.user.companyId) throw notFound();
    if (needs.role && !auth.user.roles.includes(needs.role)) throw forbidden();
    request.auth = auth;
  });
}

async function checkedSession(db: Database, sessionCache: SessionCache, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const cached = sessionCache.get(tokenHash);
  if (cached) return cached;
  const auth = await findActiveSessionByHash(db, tokenHash);
  if (auth) sessionCache.set(tokenHash, auth);
  return auth;
}

/** The caller of a route declared with `auth: true`. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller and its company, for routes declared with `company: true`. */
export function companyCallerOf(request: FastifyRequest): AuthContext & { companyId: string } {
  const auth = callerOf(request);
  if (!auth.user.companyId) throw notFound();
  return { ...auth, companyId: auth.user.companyId };
}
