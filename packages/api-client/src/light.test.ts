import { expect, jest, test } from '@jest/globals';

test('the light entry loads without the HTTP client (axios) and RTK, so the first download of the portal can use it', async () => {
  for (const heavy of [
    './http-client',
    'axios',
    '@reduxjs/toolkit',
    '@reduxjs/toolkit/query',
    '@reduxjs/toolkit/query/react',
    'react-redux',
    'zod',
  ]) {
    jest.unstable_mockModule(heavy, () => {
      throw new Error(`${heavy} was imported`);
    });
  }
  const light = await import('./light');
  expect(light.tokenStorage.get()).toBeNull();
  expect(light.errorToastText({ status: 409, data: { message: 'Already paid.' } })).toBe('Already paid.');
});
