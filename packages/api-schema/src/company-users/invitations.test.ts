import { describe, expect, test } from '@jest/globals';
import { acceptInvitationRequestSchema, INVITATION_MESSAGES, invitationRequestSchema, invitationUpdateSchema } from '../index';

describe('invitation request', () => {
  test('normalises the address and keeps each role once, in the order of ROLES', () => {
    const parsed = invitationRequestSchema.parse({
      email: ' Nora@Acme.TEST ',
      first_name: ' Nora ',
      last_name: 'Newcomer',
      roles: ['my_company', 'proposals', 'my_company'],
    });
    expect(parsed).toEqual({ email: 'nora@acme.test', first_name: 'Nora', last_name: 'Newcomer', roles: ['proposals', 'my_company'] });
  });

  test('needs at least one known role', () => {
    const empty = invitationRequestSchema.safeParse({ email: 'a@b.test', first_name: 'A', last_name: 'B', roles: [] });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['roles', INVITATION_MESSAGES.rolesRequired],
    ]);
    expect(invitationRequestSchema.safeParse({ email: 'a@b.test', first_name: 'A', last_name: 'B', roles: ['root'] }).success).toBe(false);
  });

  test('an edit sends only what changes', () => {
    expect(invitationUpdateSchema.parse({})).toEqual({});
    expect(invitationUpdateSchema.parse({ last_name: ' Lee ' })).toEqual({ last_name: 'Lee' });
  });
});

test('accepting needs the password twice, under the rules of sign-up', () => {
  const base = { token: 't', first_name: 'A', last_name: 'B' };
  expect(
    acceptInvitationRequestSchema.safeParse({ ...base, password: 'long-enough-1', password_confirmation: 'long-enough-1' }).success,
  ).toBe(true);
  const short = acceptInvitationRequestSchema.safeParse({ ...base, password: 'short', password_confirmation: 'short' });
  expect(short.error?.issues[0]?.path).toEqual(['password']);
  const mismatch = acceptInvitationRequestSchema.safeParse({ ...base, password: 'long-enough-1', password_confirmation: 'long-enough-2' });
  expect(mismatch.error?.issues[0]?.path).toEqual(['password_confirmation']);
});
