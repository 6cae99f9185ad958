import { describe, expect, test } from '@jest/globals';
import { experiencePeriod, localTimeIn, locationText, skillYearsText, timeZoneText } from './talent-profile-format';

describe('talent profile formats', () => {
  test('skills with years, in singular and plural', () => {
    expect(skillYearsText({ name: 'Go', years: 1 })).toBe('Go · 1 year');
    expect(skillYearsText({ name: 'Go', years: 7 })).toBe('Go · 7 years');
  });

  test('an experience as months, the current one up to the present', () => {
    expect(experiencePeriod({ start_date: '2022-03-01', end_date: null })).toBe('Mar 2022 – Present');
    expect(experiencePeriod({ start_date: '2018-01-31', end_date: '2022-12-01' })).toBe('Jan 2018 – Dec 2022');
    expect(experiencePeriod({ start_date: '2020-12-01', end_date: '2021-01-31' })).toBe('Dec 2020 – Jan 2021');
  });

  test('the local time in a zone; an unknown zone is named without one', () => {
    const noonUtc = new Date('2026-11-24T12:00:00Z');
    expect(localTimeIn('Europe/Berlin', noonUtc)).toBe('1:00 PM');
    expect(localTimeIn('Not/AZone')).toBe('');
    expect(timeZoneText('America/New_York', noonUtc)).toBe('America/New York (local time 7:00 AM)');
    expect(timeZoneText('Mars/Olympus_Mons', noonUtc)).toBe('Mars/Olympus Mons');
  });

  test('the location leaves out a blank part', () => {
    expect(locationText({ city: 'Warsaw', country: 'Poland' })).toBe('Warsaw, Poland');
    expect(locationText({ city: '', country: 'Poland' })).toBe('Poland');
  });
});
