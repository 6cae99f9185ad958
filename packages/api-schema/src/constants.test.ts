import { expect, jest, test } from '@jest/globals';

test('the constants entry loads without zod, so the first download of the portal can use it', async () => {
  jest.unstable_mockModule('zod', () => {
    throw new Error('zod was imported');
  });
  const constants = await import('./constants');
  expect(constants.API_PATHS.login).toBe('/api/auth/login');
  expect(constants.AUTH_FIELD_MESSAGES.newPasswordTooShort).toBe(`Use at least ${constants.PASSWORD_MIN_LENGTH} characters.`);
});
