/**
 * Two-factor sign-in (TOTP, RFC 6238) without zod: the sign-in screen of a visitor's first download
 * uses these, the schemas in ./two-factor the same.
 */

/** What authenticator apps expect by default (Google Authenticator ignores anything else). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ALGORITHM = 'SHA1';
/** The name authenticator apps show beside the account. */
export const TWO_FACTOR_ISSUER = 'Client Portal';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Two groups of five, e.g. `k7m2p-x9qte`. */
export const RECOVERY_CODE_PATTERN = /^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A recovery code as typed or pasted: any case, spaces, with or without its dash. */
export function normaliseRecoveryCode(value: string): string {
  const compact = value.toLowerCase().replace(/[\s-]+/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

/** A code as typed: `123 456` is `123456`. */
export function normaliseTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** How long the second step of a sign-in may wait for its code. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Wrong codes one sign-in may send before its e-mail and password are asked for again. */
export const TWO_FACTOR_CHALLENGE_MAX_FAILURES = 5;

/**
 * The refusal of a call by an admin whose company requires two-factor sign-in and who has not set it
 * up yet: 403 with this `code`, so the portal takes them to the setup instead of showing an error.
 */
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'two_factor_setup_required';
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Your company requires two-factor sign-in for admins. Set it up on your Password page to continue.';

/** The second step of a sign-in has expired or was used: 401 with this `code`, back to the password. */
export const TWO_FACTOR_CHALLENGE_EXPIRED_CODE = 'two_factor_challenge_expired';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'Enter the 6 digits your authenticator app shows.',
  codeWrong: 'That code is not right or has already been used. Wait for the next code and try again.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  recoveryCodeInvalid: 'A recovery code has 10 letters and digits, like k7m2p-x9qte.',
  recoveryCodeWrong: 'That recovery code is not right or has already been used.',
  oneOfCodes: 'Enter either a code from your authenticator app or a recovery code, not both.',
  proofRequired: 'Enter a code from your authenticator app or your password.',
  oneOfProofs: 'Enter either a code from your authenticator app or your password, not both.',
  challengeExpired: 'This sign-in has expired. Enter your e-mail and password again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  notStarted: 'Start the setup again: no authenticator key is waiting for confirmation.',
  requiredByCompany: 'Your company requires two-factor sign-in for admins, so you cannot turn it off.',
  resetOwn: 'You cannot reset your own two-factor sign-in here: turn it off on your Password page.',
  resetNotOn: 'This user has not set up two-factor sign-in.',
  codesReplaced: 'Your recovery codes were replaced a moment ago. Reload the page and try again.',
  requirementRequired: 'Choose whether admins must use two-factor sign-in.',
  requireOwnFirst: 'Turn on two-factor sign-in for yourself first, on your Password page: then you can require it of the admins.',
} as const;
