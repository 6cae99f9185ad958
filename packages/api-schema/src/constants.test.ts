import { expect, jest, test } from '@jest/globals';

test('the constants entry loads without zod, so the first download of the portal can use it', async () => {
  jest.unstable_mockModule('zod', () => {
    throw new Error('zod was imported');
  });
  const constants = await import('./constants');
  expect(constants.API_PATHS.login).toBe('/api/auth/login');
  expect(constants.AUTH_FIELD_MESSAGES.newPasswordTooShort).toBe(`Use at least ${constants.PASSWORD_MIN_LENGTH} characters.`);
});

test('a wait is told in words, rounded up', async () => {
  const { signInRateLimitedMessage, waitInWords } = await import('./constants');
  expect([0, 1, 45, 59.2, 60, 61, 899.4, 900, 5400, 5401, 7200].map(waitInWords)).toEqual([
    '1 second',
    '1 second',
    '45 seconds',
    '1 minute',
    '1 minute',
    '2 minutes',
    '15 minutes',
    '15 minutes',
    '90 minutes',
    '2 hours',
    '2 hours',
  ]);
  expect(signInRateLimitedMessage(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
});
