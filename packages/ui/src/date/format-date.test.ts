import { describe, expect, test } from '@jest/globals';
import { dateTimeFormat, formatDate, formatDateTime, formatMonth } from './format-date';

// ICU puts a narrow no-break space before AM/PM.
const normaliseSpaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  test('formats en-US with a short month name', () => {
    expect(formatDate('2026-01-05T15:04:00Z', 'UTC')).toBe('Jan 5, 2026');
  });

  test('shows a calendar date as written in any time zone', () => {
    expect(formatDate('2026-01-05', 'America/Los_Angeles')).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
  });

  test('gives an empty string for empty or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  test('formats date and time in the given time zone', () => {
    expect(normaliseSpaces(formatDateTime('2026-01-05T15:04:00Z', 'UTC'))).toBe('Jan 5, 2026, 3:04 PM');
    expect(normaliseSpaces(formatDateTime('2026-01-05T15:04:00Z', 'America/New_York'))).toBe('Jan 5, 2026, 10:04 AM');
  });

  test('gives an empty string for invalid input', () => {
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatMonth', () => {
  test('shows a month or a day as its month, in any time zone', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-01-31')).toBe('Jan 2026');
  });
});

describe('dateTimeFormat', () => {
  test('makes one format per set of options and keeps it', () => {
    const first = dateTimeFormat({ dateStyle: 'medium', timeZone: 'Europe/Warsaw' });
    expect(dateTimeFormat({ dateStyle: 'medium', timeZone: 'Europe/Warsaw' })).toBe(first);
    expect(dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
  });

  test('a zone the browser does not know throws, as a new format would, and is not kept', () => {
    expect(() => dateTimeFormat({ timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat({ timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
