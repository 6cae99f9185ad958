import { z } from 'zod';
import { text } from '../text';
import {
  AUTH_FIELD_MESSAGES as MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECONFIRM_CONSENT_FIELD,
  RESET_TOKEN_MAX_LENGTH,
} from './sign-in-constants';
import { currentUserSchema } from '../user';

const email = text()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

/**
 * A password checked against the one stored: it may have been set when tabs and line breaks were
 * still allowed, and refusing them would lock its owner out. It never reaches a header or a page.
 */
export const existingPassword = () => text({ multiline: true });

const newPassword = text().min(PASSWORD_MIN_LENGTH, MESSAGES.newPasswordTooShort).max(PASSWORD_MAX_LENGTH, MESSAGES.newPasswordTooLong);

export const loginRequestSchema = z.object({
  email,
  password: existingPassword().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionSchema = z.object({
  token: text(),
  expires_at: z.iso.datetime(),
  user: currentUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * POST /api/auth/signup, from the sign-up page `/register` leads to. The account is made only once
 * the link e-mailed to the address is opened (POST /api/auth/signup/confirm).
 */
export const signupRequestSchema = z.object({
  first_name: text().trim().min(1, 'Enter your first name').max(80),
  last_name: text().trim().min(1, 'Enter your last name').max(80),
  email,
  password: newPassword,
  developer_interest: text().trim().max(80).optional(),
  source: text().trim().max(80).optional(),
});

/** The answer to every sign-up, whether or not the address has an account: a link went to it. */
export const signupAcceptedSchema = z.object({ status: z.literal('confirmation_sent') });

/** POST /api/auth/signup/confirm: the token of the e-mailed link and the password chosen at sign-up. */
export const signupConfirmRequestSchema = z.object({
  token: text().min(1, MESSAGES.signupLinkIncomplete).max(RESET_TOKEN_MAX_LENGTH, MESSAGES.signupLinkInvalid),
  password: existingPassword().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

const resetToken = text().min(1, MESSAGES.resetLinkIncomplete).max(RESET_TOKEN_MAX_LENGTH, MESSAGES.resetLinkInvalid);

export const resetPasswordRequestSchema = z
  .object({
    token: resetToken,
    password: newPassword,
    password_confirmation: text(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: MESSAGES.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * POST /api/auth/reset-password/check: whether a reset link still works, asked when its page opens
 * (the token in the body, which stays out of addresses and logs).
 */
export const resetTokenCheckRequestSchema = z.object({ token: resetToken });

/** POST /api/user/password */
export const passwordChangeRequestSchema = z
  .object({
    current_password: existingPassword().min(1, MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
    new_password: newPassword,
    new_password_confirmation: text(),
  })
  .refine((value) => value.new_password === value.new_password_confirmation, {
    message: MESSAGES.passwordsDiffer,
    path: ['new_password_confirmation'],
  })
  .refine((value) => value.new_password !== value.current_password, {
    message: MESSAGES.passwordReused,
    path: ['new_password'],
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

export const reconfirmConsentRequestSchema = z.object({
  [RECONFIRM_CONSENT_FIELD]: z.enum(['1', 'true'], { message: MESSAGES.termsRequired }),
});
