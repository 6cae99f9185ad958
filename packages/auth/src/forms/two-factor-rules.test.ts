import { describe, expect, test } from '@jest/globals';
import { loginTwoFactorRequestSchema } from '@portal/api-schema';
import { checkRecoveryCode, checkTotpCode, normaliseRecoveryCode, normaliseTotpCode } from './two-factor-rules';

// The code step checks without zod; the server checks with the API schema. Both must agree.
function schemaVerdict(value: object, field: string): true | string {
  const issue = loginTwoFactorRequestSchema
    .safeParse({ challenge: 'c', ...value })
    .error?.issues.find((candidate) => candidate.path.join('.') === field);
  return issue ? issue.message : true;
}

const codes = ['', ' ', '123456', '123 456', ' 123456 ', '12345', '1234567', 'abcdef', '12345a', '１２３４５６'];
const recoveryCodes = [
  '',
  'k7m2p-x9qte',
  'K7M2P-X9QTE',
  'k7m2px9qte',
  ' k7m2p x9qte ',
  'k7m2p-x9qt',
  'o0l1i-abcde',
  'k7m2p--x9qte',
  'k7m2p-x9qte-',
];

describe('the code step agrees with the API schema', () => {
  test.each(codes)('code %j', (code) => {
    expect(checkTotpCode(code)).toBe(schemaVerdict({ code }, 'code'));
    const parsed = loginTwoFactorRequestSchema.safeParse({ challenge: 'c', code });
    if (parsed.success) expect(normaliseTotpCode(code)).toBe(parsed.data.code);
  });

  test.each(recoveryCodes)('recovery code %j', (code) => {
    expect(checkRecoveryCode(code)).toBe(schemaVerdict({ recovery_code: code }, 'recovery_code'));
    const parsed = loginTwoFactorRequestSchema.safeParse({ challenge: 'c', recovery_code: code });
    if (parsed.success) expect(normaliseRecoveryCode(code)).toBe(parsed.data.recovery_code);
  });
});
