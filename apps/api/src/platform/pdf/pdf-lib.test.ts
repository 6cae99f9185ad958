import { expect, test } from '@jest/globals';
import { loadPdfLib, rgbColor } from './pdf-lib';

test("a colour is the one pdf-lib's rgb() makes", async () => {
  const { rgb } = await loadPdfLib();
  expect(rgbColor(0.1, 0.42, 0.8)).toEqual(rgb(0.1, 0.42, 0.8));
});
