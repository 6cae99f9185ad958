import { z } from 'zod';
import { currentUserSchema } from './user';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'An e-mail address has at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH, 'Password is too long.'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  expires_at: z.iso.datetime(),
  user: currentUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that address, we have sent it a link to choose a new password.';

export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1, 'The reset link is incomplete.').max(200, 'The reset link is not valid.'),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: 'The passwords do not match.',
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /api/user/password */
export const passwordChangeRequestSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
    new_password: newPassword,
    new_password_confirmation: z.string(),
  })
  .refine((value) => value.new_password === value.new_password_confirmation, {
    message: 'The passwords do not match.',
    path: ['new_password_confirmation'],
  })
  .refine((value) => value.new_password !== value.current_password, {
    message: 'Choose a password you have not used here.',
    path: ['new_password'],
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** POST /api/user/reconfirm-consent, form field `reconfirm_consent[isAgreed]`. */
export const RECONFIRM_CONSENT_FIELD = 'reconfirm_consent[isAgreed]';
export const reconfirmConsentRequestSchema = z.object({
  [RECONFIRM_CONSENT_FIELD]: z.enum(['1', 'true'], { message: 'You must agree to the terms to continue.' }),
});

export const LOGIN_FAILED_MESSAGE = 'The e-mail address or password is incorrect.';
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Contact an administrator of your company to enable it again.';
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const RESET_TOKEN_INVALID_MESSAGE =
  'This reset link is invalid or has expired. Ask for a new one.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is incorrect.';
