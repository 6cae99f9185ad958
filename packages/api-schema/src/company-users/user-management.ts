import { type Role, ROLE_LABELS, ROLES } from '../roles';

/**
 * Who may manage whom: the one rule the API enforces and the portal's screens follow. An account
 * editor manages only people and invitations whose roles they all hold themselves, and grants only
 * roles they hold, so that nobody acts above their own access.
 */

export const MANAGING_ROLE: Role = 'account_editor';

/** The roles of `roles` that `held` lacks, in the order of ROLES. */
export function rolesNotHeld(held: readonly Role[], roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role) && !held.includes(role));
}

/** An account editor whose roles include every role of the person or invitation. */
export function mayManageRoles(viewerRoles: readonly Role[], targetRoles: readonly Role[]): boolean {
  return viewerRoles.includes(MANAGING_ROLE) && rolesNotHeld(viewerRoles, targetRoles).length === 0;
}

export const MANAGEMENT_MESSAGES = {
  person: 'You can manage only people whose roles you all hold yourself.',
  invitation: 'You can manage only invitations whose roles you all hold yourself.',
  onlyEditor: 'Only an account editor can manage other people’s accounts.',
} as const;

const labels = (roles: readonly Role[]) => roles.map((role) => ROLE_LABELS[role]).join(', ');

/** 403: the person has roles the viewer lacks (and the reason a screen gives for a locked action). */
export function personBeyondRolesMessage(viewerRoles: readonly Role[], targetRoles: readonly Role[]): string {
  return `${MANAGEMENT_MESSAGES.person} This person also has: ${labels(rolesNotHeld(viewerRoles, targetRoles))}.`;
}

/** 403: the invitation grants roles the viewer lacks. */
export function invitationBeyondRolesMessage(viewerRoles: readonly Role[], invitationRoles: readonly Role[]): string {
  return `${MANAGEMENT_MESSAGES.invitation} This invitation also grants: ${labels(rolesNotHeld(viewerRoles, invitationRoles))}.`;
}
