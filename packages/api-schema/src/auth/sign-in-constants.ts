/** Limits and texts of the auth requests: the schemas in ./auth and the sign-in forms share them. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const RESET_TOKEN_MAX_LENGTH = 200;

/** The e-mail check of the API schema (zod's default e-mail pattern, named so forms can use it without zod). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The field messages of the auth requests (422 answers and client-side checks). */
export const AUTH_FIELD_MESSAGES = {
  emailRequired: 'Enter your e-mail address.',
  emailTooLong: `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters.`,
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Enter your password.',
  passwordTooLong: 'Password is too long.',
  newPasswordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  newPasswordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDiffer: 'The passwords do not match.',
  currentPasswordRequired: 'Enter your current password.',
  passwordReused: 'Choose a password you have not used here.',
  resetLinkIncomplete: 'The reset link is incomplete.',
  resetLinkInvalid: 'The reset link is not valid.',
  termsRequired: 'You must agree to the terms to continue.',
  signupLinkIncomplete: 'The sign-up link is incomplete.',
  signupLinkInvalid: 'The sign-up link is not valid.',
} as const;

/** POST /api/user/reconfirm-consent, form field `reconfirm_consent[isAgreed]`. */
export const RECONFIRM_CONSENT_FIELD = 'reconfirm_consent[isAgreed]';

/** The same answer whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that address, we have sent it a link to choose a new password.';
export const LOGIN_FAILED_MESSAGE = 'The e-mail address or password is incorrect.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Contact an administrator of your company to enable it again.';
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** A wait in words, rounded up to what a person would say: "45 seconds", "15 minutes", "2 hours". */
export function waitInWords(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return plural(wait, 'second');
  if (wait <= 90 * 60) return plural(Math.ceil(wait / 60), 'minute');
  return plural(Math.ceil(wait / 3600), 'hour');
}

/** The 429 of sign-in (and of a wrong current password, which counts the same): when to try again. */
export function signInRateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Try again in ${waitInWords(retryAfterSeconds)}.`;
}

/** The 429 of the other limited requests (forgotten password, sign-up): when to try again. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${waitInWords(retryAfterSeconds)}.`;
}
export const RESET_TOKEN_INVALID_MESSAGE = 'This reset link is invalid or has expired. Ask for a new one.';
/** Every sign-up link that no longer works (unknown, expired, used, or an address taken meanwhile) answers this. */
export const SIGNUP_LINK_GONE_MESSAGE =
  'This sign-up link has expired or was already used. Sign up again, or sign in if you already have an account.';
export const SIGNUP_PASSWORD_WRONG_MESSAGE = 'This is not the password you chose when you signed up.';
/** What the sign-up page says once the form is sent, whatever the address. */
export const SIGNUP_CONFIRMATION_SENT_MESSAGE =
  'Check your e-mail: we sent a link to confirm your address. Open it within 24 hours to finish signing up.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is incorrect.';
