import type { Session } from '@portal/api-schema';
import type { Actor } from '../../platform/access/caller';
import type { Delivery, SessionAnnouncer } from '../../platform/access/session-revocation';
import type { Database } from '../../platform/database/database';

/**
 * What the users' and invitations' operations take from auth, which owns sessions and password
 * reset links: handed in by modules/index.ts, so that this module imports nothing of auth's.
 */
export interface AuthOperations {
  /** Signs a user in: a new session, answered with the user as the portal sees them. */
  openSession(db: Database, userId: string, ttlHours: number): Promise<Session>;
  /**
   * Disables or enables the user within the caller's transaction, ending every session of a
   * disabled one; the caller awaits `delivery.delivered()` after its commit.
   */
  changeUserEnabled(
    tx: Database,
    revocation: SessionAnnouncer,
    input: { userId: string; enabled: boolean; actor?: Actor },
  ): Promise<{ delivery: Delivery | null }>;
  /** Replaces the user's unused reset links with a new one and queues its e-mail. */
  issuePasswordResetLink(tx: Database, input: { user: { id: string; email: string; firstName: string }; publicUrl: string }): Promise<void>;
  /** Whether an unused reset link was sent to the user within the last minute. */
  sentPasswordResetLinkRecently(tx: Database, userId: string): Promise<boolean>;
}
