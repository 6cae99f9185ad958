import { expect, jest, test } from '@jest/globals';

test('the light entry loads without MUI, emotion and notistack', async () => {
  for (const heavy of ['@mui/material', '@mui/material/styles', '@emotion/react', '@emotion/styled', 'notistack']) {
    jest.unstable_mockModule(heavy, () => {
      throw new Error(`${heavy} was imported`);
    });
  }
  const light = await import('./light');
  expect(typeof light.Field).toBe('function');
});
