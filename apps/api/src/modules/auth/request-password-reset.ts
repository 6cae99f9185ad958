import { recordAccountEvent } from '../../platform/audit/audit-log';
import { tooManyRequests } from '../../platform/http/errors';
import { takeAll } from '../../platform/rate-limit/rate-limit';
import { findAccountByEmail } from './account-queries';
import type { AuthDeps } from './auth-deps';
import { issuePasswordResetLink } from './password-reset-link';

/**
 * E-mails a link to choose a new password. Answers the same way whether or not the account
 * exists; only the limits (per account and per client address) can refuse.
 */
export async function requestPasswordReset(deps: AuthDeps, input: { email: string; ip: string }): Promise<void> {
  const { db, limits, config } = deps;
  const { email, ip } = input;
  // Taken in one step of the counter store, so that concurrent requests cannot all pass.
  const wait = await takeAll([
    [limits.forgotPasswordPerAccount, email],
    [limits.forgotPasswordPerAddress, ip],
  ]);
  if (wait !== null) throw tooManyRequests(wait);
  const user = await findAccountByEmail(db, email);
  if (!user || !user.enabled) return;
  await db.transaction((tx) => issuePasswordResetLink(tx, { user, publicUrl: config.publicUrl }));
  await recordAccountEvent(db, 'auth.password_reset_requested', user, { ip });
}
