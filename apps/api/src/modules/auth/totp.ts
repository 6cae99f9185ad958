import { Secret, TOTP } from 'otpauth';
import { TOTP_ALGORITHM, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TWO_FACTOR_ISSUER } from '@portal/api-schema';

/**
 * TOTP (RFC 6238) as authenticator apps compute it: HMAC-SHA-1, 6 digits, 30-second steps. A code is
 * accepted for its own step and one step either side (a phone's clock a little off, a code typed as
 * it changed), and only once: its step must be newer than the last step accepted for the account.
 */

/** Codes of this many steps before and after the current one are accepted too. */
const TOTP_WINDOW = 1;

const settings = { algorithm: TOTP_ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** A new random key of 160 bits (RFC 4226's recommended length for HMAC-SHA-1), in base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(secret: string, accountName: string): string {
  return new TOTP({ ...settings, issuer: TWO_FACTOR_ISSUER, label: accountName, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step of a moment: whole periods since the Unix epoch. */
export function timeStep(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a time step (for tests, and to show what the app shows). */
export function totpCode(secret: string, step: number): string {
  return TOTP.generate({ ...settings, secret: Secret.fromBase32(secret), timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/** The time step whose code `code` is, within TOTP_WINDOW steps of `timestampMs`; null when none. */
export function matchTotpStep(secret: string, code: string, timestampMs: number = Date.now()): number | null {
  const delta = TOTP.validate({ ...settings, token: code, secret: Secret.fromBase32(secret), timestamp: timestampMs, window: TOTP_WINDOW });
  return delta === null ? null : timeStep(timestampMs) + delta;
}

/** A code's step can be accepted once, and never after a later one was: replays are refused. */
export function isUnusedStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}
