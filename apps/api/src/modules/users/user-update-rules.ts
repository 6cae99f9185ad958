import { grantUnheldRolesMessage, type Role, ROLE_LABELS, ROLES, USER_MESSAGES } from '@portal/api-schema';

/**
 * Who may change what of a company user: the rules of PUT /api/client-cabinet/users/{id}, as pure
 * functions of what the operation read under the company's lock.
 */

export const ACCOUNT_EDITOR: Role = 'account_editor';

/** One refused field: 403 when the caller may not do it, 409 when the company's state forbids it. */
export interface Refusal {
  status: 403 | 409;
  property: string;
  message: string;
}

export interface RuleActor {
  id: string;
  roles: readonly Role[];
}

export interface RuleTarget {
  id: string;
  roles: readonly Role[];
  enabled: boolean;
}

export interface RequestedChange {
  /** The info fields sent (names, job title, phone, time zone, e-mail), changed or not. */
  infoFields: readonly string[];
  /** The whole new list of roles, when sent. */
  roles?: readonly Role[];
  enabled?: boolean;
}

export function rolesAdded(before: readonly Role[], after: readonly Role[]): Role[] {
  return ROLES.filter((role) => after.includes(role) && !before.includes(role));
}

export function rolesRemoved(before: readonly Role[], after: readonly Role[]): Role[] {
  return ROLES.filter((role) => before.includes(role) && !after.includes(role));
}

export function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  return rolesAdded(a, b).length === 0 && rolesRemoved(a, b).length === 0;
}

/**
 * The refusals of a change, every field's (an empty list: allowed).
 * - A user edits their own info; an account editor edits anyone's info, access and state.
 * - An editor grants only roles they hold, and nobody raises their own access.
 * - Nobody disables themselves.
 * - The company keeps at least one enabled account editor: the last one keeps the role and stays
 *   enabled. `enabledEditorIds` are the company's enabled account editors as they are now.
 */
export function refusalsOf(input: {
  actor: RuleActor;
  target: RuleTarget;
  change: RequestedChange;
  enabledEditorIds: readonly string[];
}): Refusal[] {
  const { actor, target, change, enabledEditorIds } = input;
  const refusals: Refusal[] = [];
  const isEditor = actor.roles.includes(ACCOUNT_EDITOR);
  const isSelf = actor.id === target.id;
  const forbidden = (property: string, message: string) => refusals.push({ status: 403, property, message });

  if (!isSelf && !isEditor) {
    for (const field of change.infoFields) forbidden(field, USER_MESSAGES.onlyOwnDetails);
  }

  if (change.roles !== undefined) {
    const added = rolesAdded(target.roles, change.roles);
    if (!isEditor) forbidden('extracted_roles', USER_MESSAGES.onlyEditorAccess);
    else if (isSelf && added.length > 0) forbidden('extracted_roles', USER_MESSAGES.raiseOwnAccess);
    else {
      const unheld = added.filter((role) => !actor.roles.includes(role));
      if (unheld.length > 0) forbidden('extracted_roles', grantUnheldRolesMessage(unheld.map((role) => ROLE_LABELS[role])));
    }
  }

  if (change.enabled !== undefined) {
    if (!isEditor) forbidden('enabled', USER_MESSAGES.onlyEditorEnabled);
    else if (isSelf && !change.enabled) forbidden('enabled', USER_MESSAGES.disableSelf);
  }
  if (refusals.length > 0) return refusals;

  // The company's enabled account editors once the change is made.
  const rolesAfter = change.roles ?? target.roles;
  const enabledAfter = change.enabled ?? target.enabled;
  const targetEditorAfter = enabledAfter && rolesAfter.includes(ACCOUNT_EDITOR);
  const othersAfter = enabledEditorIds.filter((id) => id !== target.id);
  const wasEditor = enabledEditorIds.includes(target.id);
  if (wasEditor && !targetEditorAfter && othersAfter.length === 0) {
    const losesRole = !rolesAfter.includes(ACCOUNT_EDITOR);
    refusals.push(
      losesRole
        ? { status: 409, property: 'extracted_roles', message: USER_MESSAGES.lastEditorRole }
        : { status: 409, property: 'enabled', message: USER_MESSAGES.lastEditorDisable },
    );
  }
  return refusals;
}

/** The status a set of refusals answers with: the caller's lack of right comes before the company's state. */
export function refusalStatus(refusals: readonly Refusal[]): 403 | 409 {
  return refusals.some((refusal) => refusal.status === 403) ? 403 : 409;
}
