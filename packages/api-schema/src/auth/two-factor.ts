import { z } from 'zod';
import { AUTH_FIELD_MESSAGES, PASSWORD_MAX_LENGTH } from './sign-in-constants';
import { existingPassword, sessionSchema } from './sign-in';
import { text } from '../text';
import {
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  TWO_FACTOR_MESSAGES as MESSAGES,
} from './two-factor-constants';
import { idSchema } from '../user';

/** A code of the authenticator app: six digits, spaces allowed as typed. */
export const totpCodeSchema = text()
  .max(20, MESSAGES.codeInvalid)
  .transform(normaliseTotpCode)
  .pipe(text().min(1, MESSAGES.codeRequired).regex(TOTP_CODE_PATTERN, MESSAGES.codeInvalid));

/** A one-time recovery code, in any case, with or without its dash. */
export const recoveryCodeSchema = text()
  .max(40, MESSAGES.recoveryCodeInvalid)
  .transform(normaliseRecoveryCode)
  .pipe(text().min(1, MESSAGES.recoveryCodeRequired).regex(RECOVERY_CODE_PATTERN, MESSAGES.recoveryCodeInvalid));

/**
 * POST /api/auth/login answers this instead of a session when the account has two-factor sign-in:
 * no session yet, only a short-lived single-use challenge for the second step.
 */
export const loginChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: text(),
  expires_at: z.iso.datetime(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** POST /api/auth/login: a session, or (with two-factor sign-in) the challenge of the second step. */
export const loginResponseSchema = z.union([sessionSchema, loginChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function isLoginChallenge(response: LoginResponse): response is LoginChallenge {
  return 'two_factor_required' in response && response.two_factor_required === true;
}

/** POST /api/auth/login/two-factor: the challenge and either a code of the app or a recovery code. */
export const loginTwoFactorRequestSchema = z
  .object({
    challenge: text().min(1, MESSAGES.challengeExpired).max(200, MESSAGES.challengeExpired),
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.code === undefined && value.recovery_code === undefined) {
      context.addIssue({ code: 'custom', message: MESSAGES.codeRequired, path: ['code'] });
    }
    if (value.code !== undefined && value.recovery_code !== undefined) {
      context.addIssue({ code: 'custom', message: MESSAGES.oneOfCodes, path: ['recovery_code'] });
    }
  });
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;

/** GET /api/user/two-factor: the caller's own two-factor sign-in. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime().nullable(),
  recovery_codes_left: z.number().int().nonnegative(),
  /** The caller's company requires it of them (an admin): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/user/two-factor/setup: a new key to add to the authenticator app; nothing is on yet. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: text(),
  /** otpauth://totp/... : what the QR code holds. */
  otpauth_uri: text(),
  /** The QR code of `otpauth_uri` as an SVG data URL, for an <img>. */
  qr_code: text(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/user/two-factor/confirm: a code from the app proves it holds the key; then it is on. */
export const twoFactorConfirmRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequestSchema>;

/** The ten one-time recovery codes, shown once: after confirming, and after regenerating. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(text()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The two ways of proving it is the account holder, as the forms ask for them one at a time. */
export const twoFactorCodeProofSchema = z.object({ code: totpCodeSchema });
export const twoFactorPasswordProofSchema = z.object({
  password: existingPassword().min(1, AUTH_FIELD_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, AUTH_FIELD_MESSAGES.passwordTooLong),
});

/**
 * What regenerating the recovery codes and turning two-factor sign-in off ask for: a current code
 * of the app, or the password (a phone left at home).
 */
export const twoFactorProofRequestSchema = z
  .object({
    code: totpCodeSchema.optional(),
    password: existingPassword().max(PASSWORD_MAX_LENGTH, MESSAGES.proofRequired).optional(),
  })
  .superRefine((value, context) => {
    if (value.code === undefined && value.password === undefined) {
      context.addIssue({ code: 'custom', message: MESSAGES.proofRequired, path: ['code'] });
    }
    if (value.code === undefined && value.password === '') {
      context.addIssue({ code: 'custom', message: AUTH_FIELD_MESSAGES.passwordRequired, path: ['password'] });
    }
    if (value.code !== undefined && value.password !== undefined) {
      context.addIssue({ code: 'custom', message: MESSAGES.oneOfProofs, path: ['password'] });
    }
  });
export type TwoFactorProofRequest = z.input<typeof twoFactorProofRequestSchema>;

/** GET /api/client-cabinet/users/{id}/two-factor: whether a colleague has two-factor sign-in (account_editor). */
export const userTwoFactorSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime().nullable(),
});
export type UserTwoFactor = z.infer<typeof userTwoFactorSchema>;

/** An admin of the company (all five roles) and whether they have set two-factor sign-in up. */
const twoFactorAdminSchema = z.object({
  id: idSchema,
  first_name: text(),
  last_name: text(),
  email: z.email(),
  two_factor_enabled: z.boolean(),
});
export type TwoFactorAdmin = z.infer<typeof twoFactorAdminSchema>;

/** GET and PUT /api/client-cabinet/two-factor-policy (account_editor). */
export const twoFactorPolicySchema = z.object({
  require_for_admins: z.boolean(),
  /** The company's enabled admins, those without two-factor sign-in first. */
  admins: z.array(twoFactorAdminSchema),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const twoFactorPolicyRequestSchema = z.object({
  require_for_admins: z.boolean({ message: MESSAGES.requirementRequired }),
});
export type TwoFactorPolicyRequest = z.input<typeof twoFactorPolicyRequestSchema>;
