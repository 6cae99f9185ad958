import { ROLE_GROUPS, type Role, type RoleGroup } from '@portal/api-schema';

/**
 * Who may call a route. Every route of the API declares one in its options
 * (`config: { access: access.role('invoices') }`); the access check enforces it before anything
 * else runs, and the route registry lists it (see route-access.ts). New requirements become new
 * fields here, checked in access-check.ts.
 */
export interface Access {
  /** A live session is needed: 401 without one. Every requirement below implies it. */
  readonly signedIn: boolean;
  /**
   * The caller must have agreed to the terms: 403 with TERMS_NOT_AGREED_CODE until then. A
   * SandboxUser is never asked (the portal shows them no terms), so it does not apply to them.
   */
  readonly consent: boolean;
  /** The caller must belong to a company: a user without one gets 404, as for anything not theirs. */
  readonly company: boolean;
  /** The roles the caller must have in their company (usually one, or none): 403 without any of them. */
  readonly roles: readonly Role[];
  /** The group the caller must belong to, i.e. every role of it (admin: all five): 403 otherwise. */
  readonly group: RoleGroup | null;
  /**
   * Where the caller's company requires two-factor sign-in of them (an admin), it must be on: 403
   * with TWO_FACTOR_SETUP_REQUIRED_CODE until then. Off only for what it takes to set it up or to leave.
   */
  readonly secondFactor: boolean;
}

export const access = {
  /** Anyone, with or without a session. */
  public: { signedIn: false, consent: false, company: false, roles: [], group: null, secondFactor: false },
  /**
   * Any signed-in user, before agreeing to the terms too: only what it takes to agree or to leave
   * (the current user, the consent itself, logout), and the report of a booked call, which
   * completes a new customer's onboarding: the call's booking may already have made them a client
   * who is asked for the terms on their next page.
   */
  beforeConsent: { signedIn: true, consent: false, company: false, roles: [], group: null, secondFactor: false },
  /** Any signed-in user who agreed to the terms, a new customer without a company (a SandboxUser) included. */
  signedIn: { signedIn: true, consent: true, company: false, roles: [], group: null, secondFactor: true },
  /** A signed-in user of a company, whatever their roles. */
  company: { signedIn: true, consent: true, company: true, roles: [], group: null, secondFactor: true },
  /** A signed-in user of a company with this role. */
  role: (role: Role): Access => ({ signedIn: true, consent: true, company: true, roles: [role], group: null, secondFactor: true }),
  /**
   * A signed-in user of a company with each of these roles, where a change needs two that no group
   * makes: turning autopay on needs the invoices role and the account editor's.
   */
  roles: (...roles: [Role, Role, ...Role[]]): Access => ({
    signedIn: true,
    consent: true,
    company: true,
    roles,
    group: null,
    secondFactor: true,
  }),
  /** A signed-in user of a company with every role of this group (`access.group('admin')`: all five). */
  group: (group: RoleGroup): Access => ({ signedIn: true, consent: true, company: true, roles: [], group, secondFactor: true }),
  /**
   * A signed-in user of a company, also while their company requires two-factor sign-in of them and
   * it is not on yet: the calls of their own two-factor setup.
   */
  twoFactorSetup: { signedIn: true, consent: true, company: true, roles: [], group: null, secondFactor: false },
} as const satisfies Record<string, Access | ((...requirements: never[]) => Access)>;

/**
 * Whether roles satisfy what a declaration asks of them (its role and its group). The access check
 * decides with it, and the suites that predict its answers ask it too.
 */
export function rolesAdmit(needed: Pick<Access, 'roles' | 'group'>, roles: readonly Role[]): boolean {
  if (!needed.roles.every((role) => roles.includes(role))) return false;
  if (needed.group && !ROLE_GROUPS[needed.group].every((role) => roles.includes(role))) return false;
  return true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
