import type { FastifyInstance } from 'fastify';
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { Caller, FindCaller } from './caller';
import type { SessionCache } from './session-cache';
import { bearerToken, hashToken } from './tokens';

/**
 * Checks the bearer token against the route's declared access before anything else runs (before
 * the body is read or validated): 401 without a live session, 404 for a company route without a
 * company, 403 without the role. A route without a declaration is left alone here; the API's own
 * routes cannot lack one (see route-access.ts).
 */
export function registerAccessCheck(app: FastifyInstance, options: { findCaller: FindCaller; sessionCache: SessionCache }): void {
  const { findCaller, sessionCache } = options;

  async function checkedCaller(token: string): Promise<Caller | null> {
    const tokenHash = hashToken(token);
    const cached = sessionCache.get(tokenHash);
    if (cached) return cached;
    const version = sessionCache.version();
    const caller = await findCaller(tokenHash);
    if (caller) sessionCache.set(tokenHash, caller, version);
    return caller;
  }

  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const needed = request.routeOptions.config?.access;
    if (!needed?.signedIn) return;
    const token = bearerToken(request.headers.authorization);
    const caller = token ? await checkedCaller(token) : null;
    if (!caller) throw unauthorized();
    if (needed.company && !caller.user.companyId) throw notFound();
    if (needed.role && !caller.user.roles.includes(needed.role)) throw forbidden();
    request.caller = caller;
  });
}
