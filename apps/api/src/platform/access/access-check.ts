import type { FastifyInstance } from 'fastify';
import {
  TERMS_NOT_AGREED_CODE,
  TERMS_NOT_AGREED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@portal/api-schema';
import { forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import { rolesAdmit } from './access';
import type { Caller, FindCaller } from './caller';
import type { SessionCache } from './session-cache';
import { bearerToken, hashToken } from './tokens';

/** A SandboxUser is never asked to agree (the portal shows them no terms). */
function hasConsented(caller: Caller): boolean {
  return caller.currentUser.is_agreed || caller.user.type === 'SandboxUser';
}

const termsNotAgreed = () => new HttpError(403, TERMS_NOT_AGREED_MESSAGE, undefined, {}, TERMS_NOT_AGREED_CODE);
const twoFactorSetupRequired = () =>
  new HttpError(403, TWO_FACTOR_SETUP_REQUIRED_MESSAGE, undefined, {}, TWO_FACTOR_SETUP_REQUIRED_CODE);

/**
 * Checks the bearer token against the route's declared access before anything else runs (before
 * the body is read or validated): 401 without a live session, 403 with TERMS_NOT_AGREED_CODE before
 * consent, 403 with TWO_FACTOR_SETUP_REQUIRED_CODE while the company requires two-factor sign-in of
 * the caller and it is not on, 404 for a company route without a company, 403 without the role or
 * the group's roles. A route without a
 * declaration is left alone here; the API's own routes cannot lack one (see route-access.ts).
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
    if (needed.consent && !hasConsented(caller)) throw termsNotAgreed();
    if (needed.secondFactor && caller.twoFactorSetupRequired) throw twoFactorSetupRequired();
    if (needed.company && !caller.user.companyId) throw notFound();
    if (!rolesAdmit(needed, caller.user.roles)) throw forbidden();
    request.caller = caller;
  });
}
