import type { CurrentUser } from '@portal/api-schema';
import type { RouteHandle } from '@portal/ui/light';
import { isClientUser, isSandbox, meetsAccess } from '../roles/roles';
import { DEFAULT_SIGNED_IN_PATH, loginPathFor } from './next-path';

export const REGISTER_ROUTE_NAME = 'register';
const WIZARD_PATH = '/wizard';

/**
 * Where a user sets up two-factor sign-in: their own user page's password tab. An admin whose
 * company requires it, and who has not set it up, is taken there from every signed-in page.
 */
export function twoFactorSetupPath(user: Pick<CurrentUser, 'id'>): string {
  return `/users/${user.id}/password`;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

/**
 * The navigation guard: where to send the visitor instead of `handle`'s route,
 * or null to let it through. Role checks are `roleGate`'s job.
 */
export function guard(handle: RouteHandle | undefined, user: CurrentUser | null, location: GuardLocation): string | null {
  if (!handle) return null;
  if (user) {
    if (handle.name === REGISTER_ROUTE_NAME) return WIZARD_PATH;
    if (handle.guestOnly) return DEFAULT_SIGNED_IN_PATH;
    if (user.two_factor_setup_required && handle.auth) {
      const setup = twoFactorSetupPath(user);
      if (location.pathname.replace(/\/+$/, '') !== setup) return setup;
    }
    if (handle.company && !canUseCompanyPages(user, handle)) return DEFAULT_SIGNED_IN_PATH;
    return null;
  }
  return handle.auth ? loginPathFor(location) : null;
}

/**
 * Company pages need a company. Sandbox users are still being set up: they reach only the
 * company pages whose handle says `sandbox: true`.
 */
function canUseCompanyPages(user: CurrentUser, handle: RouteHandle): boolean {
  if (isSandbox(user)) return handle.sandbox === true;
  return user.company !== null;
}

export type RoleGateResult = 'allowed' | 'denied';

/** Role enforcement of a role-gated route: the route's role and group, and client users only where flagged. */
export function roleGate(handle: RouteHandle | undefined, user: CurrentUser | null): RoleGateResult {
  if (!handle) return 'allowed';
  if (!meetsAccess(user, handle)) return 'denied';
  if (handle.clientOnly && !isClientUser(user)) return 'denied';
  return 'allowed';
}
