import { describe, expect, test } from '@jest/globals';
import { GROUP_LABELS, type RoleGroup } from '../roles';
import { userInfoFormSchema, userListQuerySchema, userUpdateRequestSchema } from './users';
import { isKnownTimeZone, isPhoneNumber, ROLE_GROUP_KEYS, USER_MESSAGES } from './users-constants';

describe('time zones', () => {
  test('IANA names this runtime knows, UTC and well-formed aliases it resolves', () => {
    expect(isKnownTimeZone('Europe/Warsaw')).toBe(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Europe/Kyiv')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('europe/warsaw')).toBe(false);
    expect(isKnownTimeZone('<script>')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

test('phone numbers: digits with the usual separators, at least five digits', () => {
  expect(isPhoneNumber('+1 (555) 010-2030')).toBe(true);
  expect(isPhoneNumber('030.1')).toBe(false);
  expect(isPhoneNumber('0301234')).toBe(true);
  expect(isPhoneNumber('call me')).toBe(false);
  expect(isPhoneNumber('+49 30 <b>')).toBe(false);
});

test('the group keys are every group, in order', () => {
  expect([...ROLE_GROUP_KEYS]).toEqual(Object.keys(GROUP_LABELS) as RoleGroup[]);
});

describe('the user data', () => {
  test('trims, lower-cases the e-mail, orders and dedupes roles, and clears blank optional fields', () => {
    expect(
      userUpdateRequestSchema.parse({
        first_name: ' Ada ',
        email: ' Ada@Example.COM ',
        extracted_roles: ['my_company', 'invoices', 'invoices'],
        job_title: '  ',
        phone: null,
        time_zone: 'Europe/Warsaw',
      }),
    ).toEqual({
      first_name: 'Ada',
      email: 'ada@example.com',
      extracted_roles: ['invoices', 'my_company'],
      job_title: null,
      phone: null,
      time_zone: 'Europe/Warsaw',
    });
  });

  test('names each bad field with its own message', () => {
    const result = userUpdateRequestSchema.safeParse({ first_name: '', phone: 'x', time_zone: 'Nowhere/City', enabled: 'yes' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['first_name', USER_MESSAGES.firstNameRequired],
      ['phone', USER_MESSAGES.phoneInvalid],
      ['time_zone', USER_MESSAGES.timeZoneUnknown],
      ['enabled', expect.any(String)],
    ]);
  });

  test('the info form takes empty optional fields', () => {
    expect(
      userInfoFormSchema.safeParse({ first_name: 'A', last_name: 'B', job_title: '', phone: '', time_zone: '', email: 'a@b.test' }).success,
    ).toBe(true);
  });
});

test('the list query: one status and one group', () => {
  expect(userListQuerySchema.parse({ status: 'active', group: 'custom', q: ' ada ' })).toEqual({
    status: 'active',
    group: 'custom',
    q: 'ada',
    limit: 25,
  });
  expect(userListQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
});
