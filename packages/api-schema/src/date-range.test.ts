import { expect, test } from '@jest/globals';
import { endsBeforeStart } from './date-range';

test('a period ends before it starts only when both ends are set and the end is the earlier day', () => {
  expect(endsBeforeStart({ from: '2026-11-05', to: '2026-11-01' })).toBe(true);
  expect(endsBeforeStart({ from: '2026-11-05', to: '2026-11-05' })).toBe(false);
  expect(endsBeforeStart({ from: '2026-11-01', to: '2026-11-05' })).toBe(false);
  expect(endsBeforeStart({ from: '2026-11-05', to: null })).toBe(false);
  expect(endsBeforeStart({ from: null, to: '2026-11-01' })).toBe(false);
  expect(endsBeforeStart({})).toBe(false);
});
