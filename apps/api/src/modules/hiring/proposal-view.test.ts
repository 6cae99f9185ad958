import { describe, expect, test } from '@jest/globals';
import type { ProposalRow } from './tables';
import { canBookIntroCall, canDecline, compareProposalsForList, experienceYears, topSkills } from './proposal-view';

const skill = (name: string, years: number) => ({ name, years });
const job = (start_date: string, end_date: string | null) => ({ company: 'Acme', role: 'Engineer', start_date, end_date, description: '' });

describe('a candidate summary', () => {
  test('shows at most five skills, most years first, ties in the profile order', () => {
    const skills = [
      skill('CSS', 2),
      skill('React', 7),
      skill('Jest', 4),
      skill('Redux', 4),
      skill('Go', 1),
      skill('Node.js', 7),
      skill('SQL', 3),
    ];
    expect(topSkills(skills).map((s) => s.name)).toEqual(['React', 'Node.js', 'Jest', 'Redux', 'SQL']);
    expect(topSkills([skill('Go', 1)])).toEqual([skill('Go', 1)]);
    expect(topSkills([])).toEqual([]);
  });

  test('counts the years of the skill used longest', () => {
    expect(experienceYears([skill('React', 3), skill('JavaScript', 9)], [job('2010-01-01', null)])).toBe(9);
  });

  test('without skills, counts whole years from the first start to the last end', () => {
    const today = new Date('2026-11-23T12:00:00Z');
    expect(experienceYears([], [job('2019-03-01', '2021-02-28'), job('2021-03-01', null)], today)).toBe(7);
    expect(experienceYears([], [job('2020-01-01', '2022-12-31')], today)).toBe(2);
    expect(experienceYears([], [], today)).toBe(0);
  });
});

describe('the actions of a proposal', () => {
  test('new and booked proposals can be declined, declined and hired ones not', () => {
    expect(['new', 'interview_scheduled', 'declined', 'hired'].map((status) => canDecline(status as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  test('an intro call can be booked for a new proposal of a request that is not closed', () => {
    expect(canBookIntroCall('new', 'reviewing')).toBe(true);
    expect(canBookIntroCall('new', 'closed')).toBe(false);
    expect(canBookIntroCall('interview_scheduled', 'interviewing')).toBe(false);
    expect(canBookIntroCall('declined', 'reviewing')).toBe(false);
  });
});

test('proposals list newest first, declined ones last', () => {
  const row = (id: string, status: ProposalRow['status'], submittedAt: string) =>
    ({ id, status, submittedAt: new Date(submittedAt) }) as ProposalRow;
  const rows = [
    row('a', 'declined', '2026-11-20T00:00:00Z'),
    row('b', 'new', '2026-11-01T00:00:00Z'),
    row('c', 'hired', '2026-11-10T00:00:00Z'),
    row('d', 'declined', '2026-11-02T00:00:00Z'),
    row('e', 'new', '2026-11-10T00:00:00Z'),
  ];
  expect(rows.sort(compareProposalsForList).map((r) => r.id)).toEqual(['e', 'c', 'b', 'a', 'd']);
});
