import { describe, expect, test } from '@jest/globals';
import {
  errorBodySchema,
  isLoginChallenge,
  loginRequestSchema,
  loginResponseSchema,
  loginTwoFactorRequestSchema,
  normaliseRecoveryCode,
  recoveryCodeSchema,
  totpCodeSchema,
  twoFactorProofRequestSchema,
  passwordChangeRequestSchema,
  reconfirmConsentRequestSchema,
  resetPasswordRequestSchema,
} from './index';

describe('login request', () => {
  test('normalises the e-mail address', () => {
    expect(loginRequestSchema.parse({ email: ' Admin@Acme.TEST ', password: 'x' }).email).toBe('admin@acme.test');
  });
  test('names each bad field', () => {
    const result = loginRequestSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['email', 'password']);
  });
});

describe('new passwords', () => {
  test('reset needs a long enough password typed twice', () => {
    const short = resetPasswordRequestSchema.safeParse({ token: 't', password: 'short', password_confirmation: 'short' });
    expect(short.error?.issues[0]?.path).toEqual(['password']);
    const mismatch = resetPasswordRequestSchema.safeParse({
      token: 't',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(mismatch.error?.issues[0]?.path).toEqual(['password_confirmation']);
  });
  test('a change must differ from the current password', () => {
    const same = passwordChangeRequestSchema.safeParse({
      current_password: 'long-enough-1',
      new_password: 'long-enough-1',
      new_password_confirmation: 'long-enough-1',
    });
    expect(same.error?.issues[0]?.path).toEqual(['new_password']);
  });
});

test('consent needs the agreement field', () => {
  expect(reconfirmConsentRequestSchema.safeParse({ 'reconfirm_consent[isAgreed]': '1' }).success).toBe(true);
  expect(reconfirmConsentRequestSchema.safeParse({}).success).toBe(false);
});

test('error bodies carry a message or field errors', () => {
  expect(errorBodySchema.parse({ data: { errors: [{ message: 'Required', property: 'email' }] } })).toBeTruthy();
});

describe('two-factor sign-in', () => {
  test('codes are six digits, spaces as typed allowed', () => {
    expect(totpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(totpCodeSchema.safeParse('12345').success).toBe(false);
    expect(totpCodeSchema.safeParse('abcdef').success).toBe(false);
    expect(recoveryCodeSchema.parse('K7M2P X9QTE')).toBe('k7m2p-x9qte');
    expect(recoveryCodeSchema.parse('k7m2px9qte')).toBe('k7m2p-x9qte');
    // Look-alikes are not in the alphabet.
    expect(recoveryCodeSchema.safeParse('o0l1i-abcde').success).toBe(false);
    expect(normaliseRecoveryCode('ab-cd')).toBe('abcd');
  });

  test('the second step takes a code or a recovery code, not both nor neither', () => {
    const paths = (value: object) => loginTwoFactorRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(loginTwoFactorRequestSchema.safeParse({ challenge: 'c', code: '123456' }).success).toBe(true);
    expect(loginTwoFactorRequestSchema.safeParse({ challenge: 'c', recovery_code: 'k7m2p-x9qte' }).success).toBe(true);
    expect(paths({ challenge: 'c' })).toEqual(['code']);
    expect(paths({ challenge: 'c', code: '123456', recovery_code: 'k7m2p-x9qte' })).toEqual(['recovery_code']);
    expect(paths({ challenge: '', code: '123456' })).toEqual(['challenge']);
  });

  test('a change to two-factor sign-in is proven by a code or the password', () => {
    const paths = (value: object) => twoFactorProofRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(twoFactorProofRequestSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(twoFactorProofRequestSchema.safeParse({ password: 'secret' }).success).toBe(true);
    expect(paths({})).toEqual(['code']);
    expect(paths({ password: '' })).toEqual(['password']);
    expect(paths({ code: '123456', password: 'secret' })).toEqual(['password']);
  });

  test('the login answers a session or a challenge, told apart by isLoginChallenge', () => {
    const challenge = loginResponseSchema.parse({ two_factor_required: true, challenge: 'c', expires_at: '2030-01-01T00:00:00.000Z' });
    expect(isLoginChallenge(challenge)).toBe(true);
  });
});
