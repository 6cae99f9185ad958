import {
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  TWO_FACTOR_MESSAGES as MESSAGES,
} from '@portal/api-schema/constants';

// The API schema's checks of the second sign-in step, as react-hook-form `validate` functions.

export { normaliseRecoveryCode, normaliseTotpCode };

export function checkTotpCode(value: string): true | string {
  const code = normaliseTotpCode(value);
  if (code === '') return MESSAGES.codeRequired;
  return TOTP_CODE_PATTERN.test(code) || MESSAGES.codeInvalid;
}

export function checkRecoveryCode(value: string): true | string {
  const code = normaliseRecoveryCode(value);
  if (code === '') return MESSAGES.recoveryCodeRequired;
  return RECOVERY_CODE_PATTERN.test(code) || MESSAGES.recoveryCodeInvalid;
}
