import { describe, expect, test } from '@jest/globals';
import { getContrastRatio } from '@mui/material/styles';
import { portalTheme } from './portal-theme';

const { palette } = portalTheme;
const AA = 4.5;

describe('portal theme', () => {
  test.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)('%s buttons have AA contrast', (color) => {
    expect(getContrastRatio(palette[color].main, palette[color].contrastText)).toBeGreaterThanOrEqual(AA);
  });

  test.each([
    ['primary text', palette.text.primary],
    ['secondary text', palette.text.secondary],
    ['primary links', palette.primary.main],
    ['error text', palette.error.main],
  ])('%s is readable on the page and on paper', (_name, color) => {
    expect(getContrastRatio(color, palette.background.default)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(color, palette.background.paper)).toBeGreaterThanOrEqual(AA);
  });

  test('has 8px corners', () => {
    expect(portalTheme.shape.borderRadius).toBe(8);
  });
});
