import { and, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@portal/api-schema';
import type { Actor } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import { unauthorized } from '../../platform/http/errors';
import { users } from './tables';
import { loadCurrentUser } from './user-queries';
import type { UsersDeps } from './users-deps';

/**
 * The actor agrees to the terms; answers the user as they are now. Only the request that finds
 * the terms not yet agreed records the agreement, so repeats change nothing and audit nothing.
 */
export async function reconfirmConsent(deps: UsersDeps, input: { actor: Actor }): Promise<CurrentUser> {
  const { db, sessionCache } = deps;
  const { actor } = input;
  const agreed = await db
    .update(users)
    .set({ isAgreed: true, agreedAt: sql`now()` })
    .where(and(eq(users.id, actor.userId), eq(users.isAgreed, false)))
    .returning({ id: users.id });
  sessionCache.forgetUser(actor.userId);
  if (agreed.length > 0) {
    await recordAccountEvent(db, 'user.consent_reconfirmed', { id: actor.userId, companyId: actor.companyId }, { ip: actor.ip });
  }
  const user = await loadCurrentUser(db, actor.userId);
  if (!user) throw unauthorized();
  return user;
}
