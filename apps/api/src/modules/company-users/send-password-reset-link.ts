import { and, eq } from 'drizzle-orm';
import { type PasswordResetLink, USER_MESSAGES } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError, notFound, tooManyRequests } from '../../platform/http/errors';
import { takeAll } from '../../platform/rate-limit/rate-limit';
import { lockForActor } from './company-user-queries';
import { users } from './tables';
import { knownRoles } from './user-queries';
import { managementRefusal, refuseIf } from './user-update-rules';
import type { UsersDeps } from './users-deps';

/**
 * An account editor sends a colleague the e-mail of the forgotten-password form: a link to choose
 * a new password. Not for the editor's own account (their password tab asks for the current one),
 * nor for a colleague with roles the editor lacks, nor for a disabled user. Decided under the
 * company's lock on the rows as they are then. Limited per user and per editor.
 */
export async function sendPasswordResetLink(
  deps: Pick<UsersDeps, 'db' | 'config' | 'limits' | 'auth'>,
  input: { actor: CompanyActor; userId: string },
): Promise<PasswordResetLink> {
  const { db, config, limits, auth } = deps;
  const { actor, userId } = input;
  return db.transaction(async (tx) => {
    const actorRow = await lockForActor(tx, actor);
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, enabled: users.enabled, roles: users.roles })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId)))
      .for('update');
    if (!user) throw notFound();
    if (user.id === actor.userId) throw new HttpError(409, USER_MESSAGES.resetOwnPassword);
    refuseIf(
      managementRefusal({
        actor: { id: actorRow.id, roles: knownRoles(actorRow.roles) },
        subject: { kind: 'person', id: user.id, roles: knownRoles(user.roles) },
      }),
    );
    if (!user.enabled) throw new HttpError(409, USER_MESSAGES.resetDisabledUser);

    // A link sent a minute ago is not sent again: a double click or a retried request sends one e-mail.
    const recent = await auth.sentPasswordResetLinkRecently(tx, user.id);
    if (recent) return { email: user.email };

    const wait = await takeAll([
      [limits.resetLinkPerUser, user.id],
      [limits.resetLinkPerActor, actor.userId],
    ]);
    if (wait !== null) throw tooManyRequests(wait);
    await auth.issuePasswordResetLink(tx, { user, publicUrl: config.publicUrl });
    await recordAudit(tx, {
      action: 'user.password_reset_link_sent',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: user.id,
      ip: actor.ip,
    });
    return { email: user.email };
  });
}
