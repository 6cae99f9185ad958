import {
  AUTH_FIELD_MESSAGES as MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
} from '@portal/api-schema/constants';

// The API schema's request rules as react-hook-form `validate` functions (true or the message), so
// the sign-in screens check what the server checks without loading zod.

/** What the server does with an address before checking it. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkEmail(value: string): true | string {
  const email = value.trim();
  if (email === '') return MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return MESSAGES.emailTooLong;
  return EMAIL_PATTERN.test(email) || MESSAGES.emailInvalid;
}

/** The password of a login: anything typed, up to the maximum length. */
export function checkLoginPassword(value: string): true | string {
  if (value === '') return MESSAGES.passwordRequired;
  return value.length <= PASSWORD_MAX_LENGTH || MESSAGES.passwordTooLong;
}

export function checkNewPassword(value: string): true | string {
  if (value.length < PASSWORD_MIN_LENGTH) return MESSAGES.newPasswordTooShort;
  return value.length <= PASSWORD_MAX_LENGTH || MESSAGES.newPasswordTooLong;
}

export function checkConfirmation(confirmation: string, password: string): true | string {
  return confirmation === password || MESSAGES.passwordsDiffer;
}

/** A reset token from a link: a malformed one means a broken link. */
export function isWellFormedResetToken(token: string): boolean {
  return token.length > 0 && token.length <= RESET_TOKEN_MAX_LENGTH;
}
