import type { CurrentUser } from '@portal/api-schema';
import { ROLE_GROUPS, type Role, type RoleGroup } from '@portal/api-schema/constants';

type WithRoles = Pick<CurrentUser, 'extracted_roles'> | null | undefined;
type WithType = Pick<CurrentUser, 'type'> | null | undefined;

export function hasRole(user: WithRoles, role: Role): boolean {
  return Boolean(user?.extracted_roles.includes(role));
}

export function hasAllRoles(user: WithRoles, roles: readonly Role[]): boolean {
  return user !== null && user !== undefined && roles.every((role) => hasRole(user, role));
}

export function isInGroup(user: WithRoles, group: RoleGroup): boolean {
  return hasAllRoles(user, ROLE_GROUPS[group]);
}

/**
 * Whether the user has what a route, header entry or widget asks for: its role, and every role of
 * its group (the activity log asks for the admin group: all five roles).
 */
export function meetsAccess(user: WithRoles, needed: { role?: Role; group?: RoleGroup }): boolean {
  return (!needed.role || hasRole(user, needed.role)) && (!needed.group || isInGroup(user, needed.group));
}

/** The derived groups: a user is in a group when it has every role of it. */
export function groupsOf(user: WithRoles): RoleGroup[] {
  return (Object.keys(ROLE_GROUPS) as RoleGroup[]).filter((group) => isInGroup(user, group));
}

export function isSandbox(user: WithType): boolean {
  return user?.type === 'SandboxUser';
}

export function isClientUser(user: WithType): boolean {
  return user?.type === 'ClientUser';
}

/** A logged-in user who has not agreed to the terms must do so, unless it is a sandbox user. */
export function needsTermsConsent(user: Pick<CurrentUser, 'type' | 'is_agreed'> | null | undefined): boolean {
  return user !== null && user !== undefined && !user.is_agreed && !isSandbox(user);
}

/**
 * Whether the user's pages are kept up to date by the live-updates stream: a user of a company,
 * past the terms and any required two-factor setup (the stream refuses anyone else).
 */
export function receivesLiveUpdates(
  user: Pick<CurrentUser, 'type' | 'is_agreed' | 'company' | 'two_factor_setup_required'> | null | undefined,
): boolean {
  return Boolean(user?.company) && !needsTermsConsent(user) && !user?.two_factor_setup_required;
}

/** How the access of each role is named to users (kept here too for the screens that import it from auth). */
export { ROLE_LABELS } from '@portal/api-schema/constants';
