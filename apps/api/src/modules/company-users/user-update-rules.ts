import {
  grantUnheldRolesMessage,
  invitationBeyondRolesMessage,
  MANAGEMENT_MESSAGES,
  MANAGING_ROLE,
  mayManageRoles,
  personBeyondRolesMessage,
  type Role,
  ROLE_LABELS,
  ROLES,
  rolesNotHeld,
  USER_MESSAGES,
} from '@portal/api-schema';
import { HttpError } from '../../platform/http/errors';

/**
 * Who may change what of a company user: the rules of PUT /api/client-cabinet/users/{id}, as pure
 * functions of what the operation read under the company's lock.
 */

export const ACCOUNT_EDITOR: Role = MANAGING_ROLE;

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
  if (!isSelf && isEditor && !mayManageRoles(actor.roles, target.roles)) {
    // A colleague with roles the editor lacks is above them: nothing of theirs is the editor's to change.
    const message = personBeyondRolesMessage(actor.roles, target.roles);
    const fields = [
      ...change.infoFields,
      ...(change.roles ? ['extracted_roles'] : []),
      ...(change.enabled !== undefined ? ['enabled'] : []),
    ];
    for (const field of fields) forbidden(field, message);
    return refusals;
  }

  if (change.roles !== undefined) {
    const added = rolesAdded(target.roles, change.roles);
    if (!isEditor) forbidden('extracted_roles', USER_MESSAGES.onlyEditorAccess);
    else if (isSelf && added.length > 0) forbidden('extracted_roles', USER_MESSAGES.raiseOwnAccess);
    else {
      const unheld = rolesNotHeld(actor.roles, added);
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

/**
 * The refusal of managing another person (a reset link, a two-factor reset) or an invitation: only
 * an account editor, and only when they hold every role of the person or invitation. Null: allowed.
 * A person managing themselves is not managed: their own operations say what they may do.
 */
export function managementRefusal(input: {
  actor: RuleActor;
  subject: { kind: 'person'; id: string; roles: readonly Role[] } | { kind: 'invitation'; roles: readonly Role[] };
}): Refusal | null {
  const { actor, subject } = input;
  if (subject.kind === 'person' && subject.id === actor.id) return null;
  if (!actor.roles.includes(ACCOUNT_EDITOR)) return { status: 403, property: 'id', message: MANAGEMENT_MESSAGES.onlyEditor };
  if (mayManageRoles(actor.roles, subject.roles)) return null;
  const message =
    subject.kind === 'person'
      ? personBeyondRolesMessage(actor.roles, subject.roles)
      : invitationBeyondRolesMessage(actor.roles, subject.roles);
  return { status: 403, property: 'id', message };
}

/** The refusal of granting roles: an editor grants only roles they hold. `property` is the field of the roles. */
export function grantRefusal(input: { actorRoles: readonly Role[]; granted: readonly Role[]; property: string }): Refusal | null {
  const unheld = rolesNotHeld(input.actorRoles, input.granted);
  if (unheld.length === 0) return null;
  return { status: 403, property: input.property, message: grantUnheldRolesMessage(unheld.map((role) => ROLE_LABELS[role])) };
}

/** The status a set of refusals answers with: the caller's lack of right comes before the company's state. */
export function refusalStatus(refusals: readonly Refusal[]): 403 | 409 {
  return refusals.some((refusal) => refusal.status === 403) ? 403 : 409;
}

/** The error of a set of refusals: those of its status, one per field, the first one's message leading. */
export function refusalError(refusals: readonly Refusal[]): HttpError {
  const status = refusalStatus(refusals);
  const shown = refusals.filter((refusal) => refusal.status === status);
  return new HttpError(
    status,
    shown[0]?.message ?? '',
    shown.map(({ property, message }) => ({ property, message })),
  );
}

/** Throws the refusal's error, if any. */
export function refuseIf(refusal: Refusal | null): void {
  if (refusal) throw refusalError([refusal]);
}
