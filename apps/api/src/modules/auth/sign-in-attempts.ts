import { signInRateLimitedMessage } from '@portal/api-schema';
import type { SlowdownRule } from '../../config';
import { tooManyRequests } from '../../platform/http/errors';
import type { AuthDeps } from './auth-deps';

/** One password check under the sign-in limits, reserved before the password is verified. */
export interface SignInAttempt {
  /** The password was wrong (or the account unknown): the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: the attempt counts nowhere, and this address's failures on the account are forgotten. */
  succeeded(): Promise<void>;
  /**
   * The password was right but the sign-in waits for its second factor: the attempt counts nowhere,
   * and this address's failures stay until the second step succeeds, so that signing in with the
   * password again does not wipe out the wrong codes that came before.
   */
  awaitsSecondFactor(): Promise<void>;
  /** The check could not be made (the database failed): the attempt counts nowhere. */
  withdrawn(): Promise<void>;
}

/** How long an address that failed waits once the account has had `failures` failures in the window. */
function slowdownSeconds(rule: SlowdownRule, failures: number): number {
  const beyond = failures - rule.points;
  if (beyond <= 0) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (beyond - 1));
}

const pairKeyOf = (email: string, ip: string) => `${email} ${ip}`;

function refused(wait: number) {
  return tooManyRequests(wait, signInRateLimitedMessage(wait));
}

/**
 * Reserves a password check for `email` from client address `ip`, or throws 429 saying when to try
 * again. The limits follow OWASP's advice against both guessing and locking others out:
 * - per account and address (strict): after its failures that address waits out the window, even
 *   with the right password; other addresses are not affected;
 * - per address, whatever the account: one address cannot try many accounts;
 * - per account, from every address (loose): beyond its count, an address that has itself failed
 *   recently waits after each failure, longer each time, while an address without failures still
 *   signs in, so nobody can lock the owner out.
 * The reservations are single atomic steps of the counter store, so concurrent attempts cannot all
 * pass a check made before any of them was counted.
 */
export async function reserveSignInAttempt(
  deps: Pick<AuthDeps, 'limits' | 'config'>,
  input: { email: string; ip: string },
): Promise<SignInAttempt> {
  const { limits } = deps;
  const rule = deps.config.rateLimits.loginPerAccount;
  const { email, ip } = input;
  const pairKey = pairKeyOf(email, ip);

  const [pair, address] = await Promise.all([limits.loginPerAccountAndAddress.take(pairKey), limits.loginPerAddress.take(ip)]);
  const giveBack = () =>
    Promise.all([
      pair.granted ? limits.loginPerAccountAndAddress.giveBack(pairKey) : undefined,
      address.granted ? limits.loginPerAddress.giveBack(ip) : undefined,
    ]);
  if (!pair.granted || !address.granted) {
    await giveBack();
    throw refused(Math.max(pair.granted ? 0 : pair.retryAfter, address.granted ? 0 : address.retryAfter));
  }

  // This address has failed on this account within the window (the count includes this attempt).
  if (pair.used > 1) {
    const delay = slowdownSeconds(rule, await limits.loginPerAccount.used(email));
    if (delay > 0) {
      // One check at a time per address while the account is under attack; a failure renews the wait.
      const gate = await limits.loginSlowdown.take(pairKey, { windowSeconds: delay });
      if (!gate.granted) {
        await giveBack();
        throw refused(gate.retryAfter);
      }
    }
  }

  return {
    async failed() {
      const failures = await limits.loginPerAccount.hit(email);
      const delay = slowdownSeconds(rule, failures);
      if (delay > 0) await limits.loginSlowdown.block(pairKey, delay);
    },
    async succeeded() {
      await Promise.all([
        limits.loginPerAccountAndAddress.reset(pairKey),
        limits.loginSlowdown.reset(pairKey),
        limits.loginPerAddress.giveBack(ip),
      ]);
    },
    async awaitsSecondFactor() {
      await giveBack();
    },
    async withdrawn() {
      await giveBack();
    },
  };
}

/** Forgets the failures of an account, and those of the address that proved it owns the account. */
export async function forgetSignInFailures(deps: Pick<AuthDeps, 'limits'>, input: { email: string; ip: string }): Promise<void> {
  const { limits } = deps;
  const pairKey = pairKeyOf(input.email, input.ip);
  await Promise.all([
    limits.loginPerAccount.reset(input.email),
    limits.loginPerAccountAndAddress.reset(pairKey),
    limits.loginSlowdown.reset(pairKey),
  ]);
}
