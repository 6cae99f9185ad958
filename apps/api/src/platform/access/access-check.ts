import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  TERMS_NOT_AGREED_CODE,
  TERMS_NOT_AGREED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_CODE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@portal/api-schema';
import { forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import { type Access, rolesAdmit } from './access';
import type { Caller, FindCaller } from './caller';
import type { SessionCache } from './session-cache';
import { bearerToken, hashToken } from './tokens';

/** A SandboxUser is never asked to agree (the portal shows them no terms). */
function hasConsented(caller: Caller): boolean {
  return caller.currentUser.is_agreed || caller.user.type === 'SandboxUser';
}

const termsNotAgreed = () => new HttpError(403, TERMS_NOT_AGREED_MESSAGE, undefined, {}, TERMS_NOT_AGREED_CODE);
const twoFactorSetupRequired = () => new HttpError(403, TWO_FACTOR_SETUP_REQUIRED_MESSAGE, undefined, {}, TWO_FACTOR_SETUP_REQUIRED_CODE);

/**
 * Checks the bearer token against the route's declared access before the body is read or
 * validated (after only the hooks every request runs, such as the security headers): 401 without a
 * live session, 403 with TERMS_NOT_AGREED_CODE before consent, 403 with
 * TWO_FACTOR_SETUP_REQUIRED_CODE while the company requires two-factor sign-in of the caller and it
 * is not on, 404 for a company route without a company, 403 without the role or the group's roles.
 * A route without a declaration is left alone here; the API's own routes cannot lack one (see
 * route-access.ts). Registered before the routes it checks.
 */
export function registerAccessCheck(app: FastifyInstance, options: { findCaller: FindCaller; sessionCache: SessionCache }): void {
  const { findCaller, sessionCache } = options;
  /** Lookups under way, so that the requests arriving while one runs wait for it rather than each asking. */
  const pending = new Map<string, { version: number; lookup: Promise<Caller | null> }>();

  function lookUp(tokenHash: string): Promise<Caller | null> {
    const version = sessionCache.version();
    const underWay = pending.get(tokenHash);
    // One started before something was forgotten may answer from before that change: not joined.
    if (underWay && underWay.version === version) return underWay.lookup;
    const lookup = findCaller(tokenHash)
      .then((caller) => {
        if (caller) sessionCache.set(tokenHash, caller, version);
        return caller;
      })
      .finally(() => {
        if (pending.get(tokenHash)?.lookup === lookup) pending.delete(tokenHash);
      });
    pending.set(tokenHash, { version, lookup });
    return lookup;
  }

  /** The refusal of the caller for the route's access, or none (then the request carries the caller). */
  function refusal(request: FastifyRequest, needed: Access, caller: Caller | null): HttpError | undefined {
    if (!caller) return unauthorized();
    if (needed.consent && !hasConsented(caller)) return termsNotAgreed();
    if (needed.secondFactor && caller.twoFactorSetupRequired) return twoFactorSetupRequired();
    if (needed.company && !caller.user.companyId) return notFound();
    if (!rolesAdmit(needed, caller.user.roles)) return forbidden();
    request.caller = caller;
    return undefined;
  }

  app.decorateRequest('caller', null);
  // Attached to each route that needs a session, with its declaration: a public route runs no check,
  // and no request reads its route's options. A callback hook: a session this process has just
  // checked is admitted without a promise.
  app.addHook('onRoute', (route) => {
    const needed = route.config?.access;
    if (!needed?.signedIn) return;
    const check: onRequestHookHandler = (request, _reply, done) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return done(unauthorized());
      const tokenHash = hashToken(token);
      const cached = sessionCache.get(tokenHash);
      if (cached) return done(refusal(request, needed, cached));
      lookUp(tokenHash).then((caller) => done(refusal(request, needed, caller)), done);
    };
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}
