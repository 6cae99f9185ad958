import { expect, test } from '@jest/globals';
import { greetingFor } from './greeting';

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute);

test('greets by the local time of day', () => {
  expect(greetingFor(at(5))).toBe('Good morning');
  expect(greetingFor(at(11, 59))).toBe('Good morning');
  expect(greetingFor(at(12))).toBe('Good afternoon');
  expect(greetingFor(at(17, 59))).toBe('Good afternoon');
  expect(greetingFor(at(18))).toBe('Good evening');
  expect(greetingFor(at(0, 30))).toBe('Good evening');
  expect(greetingFor(at(4, 59))).toBe('Good evening');
});
