import { eq } from 'drizzle-orm';
import { type CompanyUser, USER_MESSAGES, type UserUpdate } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { Delivery } from '../../platform/access/session-revocation';
import { recordAudit } from '../../platform/audit/audit-log';
import { invalidField, notFound, unauthorized } from '../../platform/http/errors';
import { companyUserView, enabledEditorIds, findCompanyUser, lockCompany } from './company-user-queries';
import { cancelEmailChange, requestEmailChange } from './email-change';
import { type UserRow, users } from './tables';
import { knownRoles } from './user-queries';
import { refusalError, refusalsOf, sameRoles } from './user-update-rules';
import type { UsersDeps } from './users-deps';
import { publishChange } from '../../platform/live-events';

/** The info fields of the user data stored as they are, by their column. */
const INFO_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  job_title: 'jobTitle',
  phone: 'phone',
  time_zone: 'timeZone',
} as const satisfies Partial<Record<keyof UserUpdate, keyof UserRow>>;

type InfoField = keyof typeof INFO_COLUMNS;
const INFO_FIELDS = Object.keys(INFO_COLUMNS) as InfoField[];

/**
 * Changes a user of the actor's company: their info, roles and enabled state, each section only
 * when sent. Made under the company's lock (company-user-queries.ts) on the rows as they are then;
 * each kind of change is audited once, and a repeat that changes nothing records nothing. A new
 * e-mail address only waits for its confirmation (email-change.ts). Disabling ends every session
 * of the user; any change of their roles, names or state is seen by their next request in every
 * process before this answers.
 */
export async function updateCompanyUser(
  deps: UsersDeps,
  input: { actor: CompanyActor; userId: string; changes: UserUpdate },
): Promise<CompanyUser> {
  const { db, revocation, auth } = deps;
  const { actor, userId, changes } = input;
  const deliveries = await db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const target = await findCompanyUser(tx, actor.companyId, userId);
    if (!target) throw notFound();
    if (Object.values(changes).every((value) => value === undefined)) throw invalidField('body', USER_MESSAGES.nothingToChange);
    // The actor's roles as they are now, not as their session was checked.
    const actorRow = actor.userId === target.id ? target : await findCompanyUser(tx, actor.companyId, actor.userId);
    if (!actorRow?.enabled) throw unauthorized();

    const targetRoles = knownRoles(target.roles);
    const refusals = refusalsOf({
      actor: { id: actorRow.id, roles: knownRoles(actorRow.roles) },
      target: { id: target.id, roles: targetRoles, enabled: target.enabled },
      change: {
        infoFields: [...INFO_FIELDS, 'email' as const].filter((field) => changes[field] !== undefined),
        roles: changes.extracted_roles,
        enabled: changes.enabled,
      },
      enabledEditorIds: await enabledEditorIds(tx, actor.companyId),
    });
    if (refusals.length > 0) throw refusalError(refusals);

    const audit = (action: 'user.updated' | 'user.roles_changed', metadata: Record<string, unknown>) =>
      recordAudit(tx, {
        action,
        companyId: actor.companyId,
        actorUserId: actor.userId,
        subjectType: 'user',
        subjectId: target.id,
        ip: actor.ip,
        metadata,
      });
    let seenInSession = false;

    const set: Partial<Pick<typeof users.$inferInsert, (typeof INFO_COLUMNS)[InfoField]>> = {};
    const changed: Record<string, { from: string | null; to: string | null }> = {};
    for (const field of INFO_FIELDS) {
      const value = changes[field];
      const column = INFO_COLUMNS[field];
      if (value === undefined || value === target[column]) continue;
      Object.assign(set, { [column]: value });
      changed[field] = { from: target[column], to: value };
    }
    if (Object.keys(set).length > 0) {
      await tx.update(users).set(set).where(eq(users.id, target.id));
      await audit('user.updated', { changed });
      seenInSession ||= 'firstName' in set || 'lastName' in set;
    }

    if (changes.extracted_roles && !sameRoles(targetRoles, changes.extracted_roles)) {
      await tx
        .update(users)
        .set({ roles: [...changes.extracted_roles] })
        .where(eq(users.id, target.id));
      await audit('user.roles_changed', { before: targetRoles, after: changes.extracted_roles });
      seenInSession = true;
    }

    if (changes.email !== undefined) {
      if (changes.email === target.email) {
        await cancelEmailChange(tx, { actor, user: target });
      } else {
        const requestedBy = actorRow.id === target.id ? null : `${actorRow.firstName} ${actorRow.lastName}`.trim();
        await requestEmailChange(tx, deps, { actor, user: target, newEmail: changes.email, requestedBy });
      }
    }

    await publishChange(tx, { companyId: actor.companyId, kind: 'user', id: target.id });
    const pending: Delivery[] = [];
    if (changes.enabled !== undefined && changes.enabled !== target.enabled) {
      const { delivery } = await auth.changeUserEnabled(tx, revocation, { userId: target.id, enabled: changes.enabled, actor });
      if (delivery) pending.push(delivery);
    }
    if (seenInSession && pending.length === 0) pending.push(await revocation.announce(tx, { userId: target.id }));
    return pending;
  });
  await Promise.all(deliveries.map((delivery) => delivery.delivered()));
  const user = await findCompanyUser(db, actor.companyId, userId);
  if (!user) throw notFound();
  return companyUserView(db, user);
}
