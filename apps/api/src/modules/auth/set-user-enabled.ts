import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/access/caller';
import type { Delivery, SessionAnnouncer } from '../../platform/access/session-revocation';
import type { Database } from '../../platform/database/database';
import { recordAudit } from '../../platform/audit/audit-log';
import { enabledEditorIds, findUserId, lockCompany, writeUserEnabled } from '../company-users';
import { users } from '../company-users/tables';
import type { AuthDeps } from './auth-deps';
import { revokeUserSessions } from './session-queries';
import { publishChange } from '../../platform/live-events';

export type UserEnabledResult =
  | { kind: 'changed'; userId: string; companyId: string | null }
  | { kind: 'unchanged'; userId: string }
  /** Refused: the company would be left without an enabled account editor. */
  | { kind: 'last_editor'; userId: string }
  | { kind: 'unknown_user' };

/**
 * Disables a user (they can no longer sign in, and every session of theirs ends in every process
 * before this returns) or enables them again (they sign in anew). `actor` is who did it, absent
 * for an operator's command. Audited as user.disabled / user.enabled. The company's last enabled
 * account editor is not disabled (`last_editor`).
 */
export async function setUserEnabled(deps: Pick<AuthDeps, 'db' | 'revocation'>, input: UserEnabledInput): Promise<UserEnabledResult> {
  const { db, revocation } = deps;
  const outcome = await db.transaction(async (tx) => {
    const keptEditor = input.enabled ? null : await lastEditorOf(tx, input);
    return keptEditor ? { result: keptEditor, delivery: null } : changeUserEnabled(tx, revocation, input);
  });
  await outcome.delivery?.delivered();
  return outcome.result;
}

export type UserEnabledInput = ({ userId: string } | { email: string }) & { enabled: boolean; actor?: Actor };

const whichUser = (input: UserEnabledInput) =>
  'userId' in input ? eq(users.id, input.userId) : eq(users.email, input.email.trim().toLowerCase());

/**
 * The refusal of disabling the company's last enabled account editor, decided under the company's
 * lock as the users screens decide it (their rules check it before they call changeUserEnabled).
 */
async function lastEditorOf(tx: Database, input: UserEnabledInput): Promise<UserEnabledResult | null> {
  const [target] = await tx.select({ id: users.id, companyId: users.companyId }).from(users).where(whichUser(input)).limit(1);
  if (!target?.companyId) return null;
  await lockCompany(tx, target.companyId);
  const editors = await enabledEditorIds(tx, target.companyId);
  return editors.length === 1 && editors[0] === target.id ? { kind: 'last_editor', userId: target.id } : null;
}

/**
 * setUserEnabled within a transaction the caller holds (the users screens check their rules in
 * it, the company's last editor included): the caller awaits `delivery.delivered()` after its
 * commit, before answering.
 */
export async function changeUserEnabled(
  tx: Database,
  revocation: SessionAnnouncer,
  input: UserEnabledInput,
): Promise<{ result: UserEnabledResult; delivery: Delivery | null }> {
  const { enabled, actor } = input;
  const changed = await writeUserEnabled(tx, input, enabled);
  if (!changed) {
    const existingId = await findUserId(tx, input);
    return { result: existingId ? { kind: 'unchanged', userId: existingId } : { kind: 'unknown_user' }, delivery: null };
  }
  await recordAudit(tx, {
    action: enabled ? 'user.enabled' : 'user.disabled',
    companyId: changed.companyId,
    actorUserId: actor?.userId ?? null,
    subjectType: 'user',
    subjectId: changed.id,
    ip: actor?.ip,
    metadata: { by: actor ? 'user' : 'operator' },
  });
  if (changed.companyId) await publishChange(tx, { companyId: changed.companyId, kind: 'user', id: changed.id });
  const result: UserEnabledResult = { kind: 'changed', userId: changed.id, companyId: changed.companyId };
  if (enabled) return { result, delivery: null };
  await revokeUserSessions(tx, changed.id);
  return { result, delivery: await revocation.announce(tx, { userId: changed.id }) };
}

/** What the operator is told after `cli disable|enable <email>`. */
export function userEnabledMessage(email: string, enabled: boolean, result: UserEnabledResult): string {
  switch (result.kind) {
    case 'changed':
      return enabled ? `${email} is enabled again: they can sign in.` : `${email} is disabled: every session of theirs has ended.`;
    case 'unchanged':
      return `${email} is already ${enabled ? 'enabled' : 'disabled'}: nothing changed.`;
    case 'last_editor':
      return `${email} is the company's last enabled account editor: make someone else an account editor before disabling them.`;
    case 'unknown_user':
      return `No account has the e-mail ${email}.`;
  }
}
