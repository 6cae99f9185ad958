import type { FastifyRequest } from 'fastify';
import type { CurrentUser, Role, UserType } from '@portal/api-schema';
import { notFound, unauthorized } from '../http/errors';

export interface CallerUser {
  id: string;
  companyId: string | null;
  email: string;
  type: UserType;
  roles: Role[];
}

/** The signed-in user of a request, as their session was checked. */
export interface Caller {
  tokenHash: string;
  expiresAt: Date;
  user: CallerUser;
  /** Loaded with the session, so that GET /api/client-cabinet/user costs no second query. */
  currentUser: CurrentUser;
  /** The company requires two-factor sign-in of the user and it is not on: only its setup is allowed. */
  twoFactorSetupRequired: boolean;
}

/**
 * The live session of a token's hash, or null. The auth module provides it: sessions are its
 * rows, joined with the users tables.
 */
export type FindCaller = (tokenHash: string) => Promise<Caller | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check on routes that need a session. */
    caller: Caller | null;
  }
}

/** The caller of a route that needs a session (any access but public). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** Who asks an operation for something, and from where: what operations record and check. */
export interface Actor {
  userId: string;
  companyId: string | null;
  ip: string;
  userAgent: string;
}

/** The actor of a route that needs a company (access.company or access.role). */
export interface CompanyActor extends Actor {
  companyId: string;
}

export function actorOf(request: FastifyRequest): Actor {
  const caller = callerOf(request);
  return {
    userId: caller.user.id,
    companyId: caller.user.companyId,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? 'unknown',
  };
}

export function companyActorOf(request: FastifyRequest): CompanyActor {
  const actor = actorOf(request);
  if (!actor.companyId) throw notFound();
  return { ...actor, companyId: actor.companyId };
}
