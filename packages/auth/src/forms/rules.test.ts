import { describe, expect, test } from '@jest/globals';
import { forgotPasswordRequestSchema, loginRequestSchema, resetPasswordRequestSchema } from '@portal/api-schema';
import { checkConfirmation, checkEmail, checkLoginPassword, checkNewPassword, isWellFormedResetToken, normaliseEmail } from './rules';

// The forms check without zod; the server checks with the API schema's schemas. Both must agree.
function schemaVerdict(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === field);
  return issue ? issue.message : true;
}

const emails = [
  '',
  '   ',
  'ada@acme.test',
  ' Ada@Acme.TEST ',
  'ada@acme',
  'ada.acme.test',
  'a@b.co',
  'x@y.z',
  `${'a'.repeat(250)}@acme.test`,
  'first.last+tag@sub.acme.io',
  '.ada@acme.test',
];
const loginPasswords = ['', ' ', 'x', 'p'.repeat(128), 'p'.repeat(129)];
const newPasswords = ['', 'short', 'exactly10!', 'p'.repeat(128), 'p'.repeat(129)];

describe('the form rules agree with the API schema', () => {
  test.each(emails)('e-mail %j', (email) => {
    expect(checkEmail(email)).toBe(schemaVerdict(forgotPasswordRequestSchema.safeParse({ email }), 'email'));
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (parsed.success) expect(normaliseEmail(email)).toBe(parsed.data.email);
  });

  test.each(loginPasswords)('login password of length %#', (password) => {
    expect(checkLoginPassword(password)).toBe(schemaVerdict(loginRequestSchema.safeParse({ email: 'a@b.co', password }), 'password'));
  });

  test.each(newPasswords)('new password of length %#', (password) => {
    const result = resetPasswordRequestSchema.safeParse({ token: 't', password, password_confirmation: password });
    expect(checkNewPassword(password)).toBe(schemaVerdict(result, 'password'));
  });

  test('the confirmation must repeat the password', () => {
    const result = resetPasswordRequestSchema.safeParse({ token: 't', password: 'long enough 1', password_confirmation: 'long enough 2' });
    expect(checkConfirmation('long enough 2', 'long enough 1')).toBe(schemaVerdict(result, 'password_confirmation'));
    expect(checkConfirmation('same words!', 'same words!')).toBe(true);
  });

  test.each(['', 't', 'x'.repeat(200), 'x'.repeat(201)])('reset token of length %#', (token) => {
    const result = resetPasswordRequestSchema.safeParse({ token, password: 'long enough 1', password_confirmation: 'long enough 1' });
    expect(isWellFormedResetToken(token)).toBe(result.success);
  });
});
