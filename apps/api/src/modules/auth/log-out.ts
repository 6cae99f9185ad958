import type { Actor } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import type { AuthDeps } from './auth-deps';
import { revokeSession } from './session-queries';

/** Ends the session the request came with; the actor's other sessions stay. */
export async function logOut(deps: Pick<AuthDeps, 'db' | 'sessionCache'>, input: { actor: Actor; tokenHash: string }): Promise<void> {
  const { db, sessionCache } = deps;
  const { actor, tokenHash } = input;
  const revoked = await revokeSession(db, tokenHash);
  sessionCache.forgetToken(tokenHash);
  // Concurrent sign-outs of one session end it once and record it once.
  if (revoked) await recordAccountEvent(db, 'auth.logout', { id: actor.userId, companyId: actor.companyId }, { ip: actor.ip });
}
