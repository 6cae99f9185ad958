import { describe, expect, test } from '@jest/globals';
import { distinctSkills, engagementForHours } from './create-rfp';
import { earliestStartDate } from './request-talent';

describe('a new request', () => {
  test.each([
    [60, 'full_time'],
    [35, 'full_time'],
    [34, 'part_time'],
    [20, 'part_time'],
    [19, 'hourly'],
    [5, 'hourly'],
  ])('%i hours a week is %s', (hours, engagement) => {
    expect(engagementForHours(hours)).toBe(engagement);
  });

  test('keeps each skill once, as first spelled, without blanks', () => {
    expect(distinctSkills(['React', ' react ', 'Node.js', '', 'REACT', 'Go '])).toEqual(['React', 'Node.js', 'Go']);
  });

  test('may start today wherever the customer is, not before', () => {
    expect(earliestStartDate(new Date('2026-11-23T13:00:00Z'))).toBe('2026-11-23');
    // Still the 22nd at UTC-12 until noon UTC on the 23rd.
    expect(earliestStartDate(new Date('2026-11-23T11:59:00Z'))).toBe('2026-11-22');
  });
});
