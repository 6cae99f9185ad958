import { describe, expect, test } from '@jest/globals';
import {
  errorBodySchema,
  loginRequestSchema,
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
