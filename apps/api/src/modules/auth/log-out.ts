import type { Actor } from '../../platform/access/caller';
import { recordAccountEvent } from '../../platform/audit/audit-log';
import type { AuthDeps } from './auth-deps';
import { revokeSession } from './session-queries';

/** Ends the session the request came with, in every process at once; the actor's other sessions stay. */
export async function logOut(deps: Pick<AuthDeps, 'db' | 'revocation'>, input: { actor: Actor; tokenHash: string }): Promise<void> {
  const { db, revocation } = deps;
  const { actor, tokenHash } = input;
  const { revoked, delivery } = await db.transaction(async (tx) => ({
    revoked: await revokeSession(tx, tokenHash),
    delivery: await revocation.announce(tx, { tokenHash }),
  }));
  await delivery.delivered();
  // Concurrent sign-outs of one session end it once and record it once.
  if (revoked) await recordAccountEvent(db, 'auth.logout', { id: actor.userId, companyId: actor.companyId }, { ip: actor.ip });
}
