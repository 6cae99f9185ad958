import type { CompanyUser } from '@portal/api-schema';
import { type Role, ROLES } from '@portal/api-schema/constants';

export const RAISE_OWN_REASON = 'You cannot raise your own access: another account editor can.';
export const UNHELD_REASON = 'You can grant only roles you have yourself.';

export const OWN_LAST_EDITOR_REASON =
  'You are the company’s last enabled account editor, so you keep that role. Make someone else an account editor first.';

export function lastEditorReason(firstName: string): string {
  return `${firstName || 'This user'} is the company’s last enabled account editor, so keeps that role. Make someone else an account editor first.`;
}

/**
 * Which roles an account editor cannot switch on this user's access form, and why, as the API's
 * rules say: they grant only roles they hold (on their own page: they never raise their access),
 * and the company's last enabled account editor keeps the role.
 */
export function accessLocks(input: {
  user: Pick<CompanyUser, 'first_name' | 'extracted_roles' | 'last_account_editor'>;
  editorRoles: readonly Role[];
  isMe: boolean;
}): { lockedRoles: Role[]; reasons: string[] } {
  const { user, editorRoles, isMe } = input;
  const held = user.extracted_roles;
  const unheld = ROLES.filter((role) => !editorRoles.includes(role) && !held.includes(role));
  const lastEditor = user.last_account_editor && held.includes('account_editor');
  const lockedRoles = ROLES.filter((role) => unheld.includes(role) || (lastEditor && role === 'account_editor'));
  const reasons: string[] = [];
  if (unheld.length > 0) reasons.push(isMe ? RAISE_OWN_REASON : UNHELD_REASON);
  if (lastEditor) reasons.push(isMe ? OWN_LAST_EDITOR_REASON : lastEditorReason(user.first_name));
  return { lockedRoles, reasons };
}
