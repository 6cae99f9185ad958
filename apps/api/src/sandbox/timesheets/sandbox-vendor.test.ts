import { describe, expect, test } from '@jest/globals';
import type { TimesheetEntry, TimesheetSubmission } from '@portal/api-schema';
import {
  CORRECTED_NOTE,
  type ContractWeekDue,
  type QueriedTimesheet,
  revisedWeek,
  type VendorTimesheets,
  weekOfHours,
} from '../../modules/team-contracts';
import { createSandboxTimesheetVendor, QUERY_LOOKBACK_MS, LOOKBACK_WEEKS } from './sandbox-vendor';

const DELAY_MS = 60_000;
const NOW = new Date('2026-12-09T15:00:00Z');

const contract = { contractId: 'c1', companyId: 'acme', hoursPerWeek: 40, startsOn: '2026-01-05', endsOn: null };
const weeks: ContractWeekDue[] = [
  { ...contract, weekStart: '2026-11-23' },
  { ...contract, weekStart: '2026-11-30' },
];

interface Stored {
  id: string;
  contractId: string;
  weekStart: string;
  status: 'submitted' | 'queried';
  revision: number;
  entries: TimesheetEntry[];
  query?: { reason: string | null; days: QueriedTimesheet['days']; at: Date };
}

/**
 * The module's side as the interface promises it: a contract's week is submitted once, a revision
 * is resubmitted only while it is queried at that revision. Every call yields first, so that two
 * vendors' passes interleave as two processes' would.
 */
function fakeTimesheets() {
  const stored: Stored[] = [];
  const calls = { submit: 0, resubmit: 0 };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const timesheets: VendorTimesheets = {
    async weeksDue(_now, options) {
      await tick();
      expect(options.lookbackWeeks).toBe(LOOKBACK_WEEKS);
      return weeks.filter((week) => !stored.some((row) => row.contractId === week.contractId && row.weekStart === week.weekStart));
    },
    async submit(contractId, submission: TimesheetSubmission) {
      calls.submit += 1;
      await tick();
      if (stored.some((row) => row.contractId === contractId && row.weekStart === submission.week_start)) return null;
      const row: Stored = {
        id: `t${stored.length + 1}`,
        contractId,
        weekStart: submission.week_start,
        status: 'submitted',
        revision: 1,
        entries: submission.entries,
      };
      stored.push(row);
      return { id: row.id, revision: 1 };
    },
    async queriedBetween(window) {
      await tick();
      return stored
        .filter((row) => row.status === 'queried' && row.query && row.query.at > window.from && row.query.at <= window.to)
        .map((row) => ({
          id: row.id,
          contractId: row.contractId,
          weekStart: row.weekStart,
          hoursPerWeek: 40,
          revision: row.revision,
          entries: row.entries,
          reason: row.query!.reason,
          days: row.query!.days,
          queriedAt: row.query!.at,
        }));
    },
    async resubmit(timesheetId, revision, entries) {
      calls.resubmit += 1;
      await tick();
      const row = stored.find((candidate) => candidate.id === timesheetId);
      if (!row || row.status !== 'queried' || row.revision !== revision) return null;
      Object.assign(row, { status: 'submitted', revision: revision + 1, entries, query: undefined });
      return { id: row.id, revision: row.revision };
    },
  };
  const query = (id: string, query: { reason: string | null; days: QueriedTimesheet['days'] }, at: Date) => {
    const row = stored.find((candidate) => candidate.id === id)!;
    Object.assign(row, { status: 'queried', query: { ...query, at } });
  };
  return { timesheets, stored, calls, query };
}

describe('the sandbox vendor of timesheets', () => {
  test("submits each ended week due with the demo's hours for it", async () => {
    const fake = fakeTimesheets();
    const vendor = createSandboxTimesheetVendor(fake.timesheets, { revisionDelayMs: DELAY_MS });
    expect(await vendor.submitDue(NOW)).toBe(2);
    expect(fake.stored.map((row) => [row.weekStart, row.revision])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-30', 1],
    ]);
    expect(fake.stored[0]?.entries).toEqual(weekOfHours({ ...contract, weekStart: '2026-11-23' }));
    // Nothing is due any more.
    expect(await vendor.submitDue(NOW)).toBe(0);
    vendor.close();
  });

  test('leaves a query older than a day unanswered, as a vendor who has not answered yet', async () => {
    const fake = fakeTimesheets();
    const vendor = createSandboxTimesheetVendor(fake.timesheets, { revisionDelayMs: DELAY_MS });
    await vendor.submitDue(NOW);
    const [first] = fake.stored;
    fake.query(first!.id, { reason: 'Too much', days: [] }, NOW);
    expect(await vendor.reviseQueried(new Date(NOW.getTime() + QUERY_LOOKBACK_MS + 1))).toBe(0);
    expect(first?.status).toBe('queried');
    vendor.close();
  });

  test('revises a queried timesheet only after the delay: the queried days cut to the daily share', async () => {
    const fake = fakeTimesheets();
    const vendor = createSandboxTimesheetVendor(fake.timesheets, { revisionDelayMs: DELAY_MS });
    await vendor.submitDue(NOW);
    const [first] = fake.stored;
    const day = first!.entries[0]!.day;
    fake.query(first!.id, { reason: null, days: [{ day, reason: 'Too long' }] }, NOW);
    expect(await vendor.reviseQueried(new Date(NOW.getTime() + DELAY_MS - 1000))).toBe(0);
    expect(first?.status).toBe('queried');

    const before = first!.entries;
    expect(await vendor.reviseQueried(new Date(NOW.getTime() + DELAY_MS))).toBe(1);
    expect(first).toMatchObject({ status: 'submitted', revision: 2 });
    expect(first?.entries).toEqual(revisedWeek(before, { hoursPerWeek: 40, days: [{ day, reason: 'Too long' }] }));
    expect(first?.entries[0]).toMatchObject({ day, note: CORRECTED_NOTE });
    expect(first!.entries[0]!.minutes).toBeLessThanOrEqual(480);
    vendor.close();
  });

  test('two vendors (two API processes) at once submit each week once and revise each query once', async () => {
    const fake = fakeTimesheets();
    const one = createSandboxTimesheetVendor(fake.timesheets, { revisionDelayMs: DELAY_MS });
    const two = createSandboxTimesheetVendor(fake.timesheets, { revisionDelayMs: DELAY_MS });
    const submitted = await Promise.all([one.submitDue(NOW), two.submitDue(NOW), one.submitDue(NOW)]);
    expect(submitted.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(fake.stored).toHaveLength(2);

    fake.query(fake.stored[1]!.id, { reason: 'The week is over the contract.', days: [] }, NOW);
    const later = new Date(NOW.getTime() + DELAY_MS);
    const revised = await Promise.all([one.reviseQueried(later), two.reviseQueried(later)]);
    expect(revised.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(fake.calls.resubmit).toBe(2);
    expect(fake.stored[1]).toMatchObject({ status: 'submitted', revision: 2 });
    one.close();
    two.close();
  });
});

describe('revisedWeek: the revision the sandbox vendor sends', () => {
  const entries: TimesheetEntry[] = [
    { day: '2026-11-23', minutes: 540, note: 'Release' },
    { day: '2026-11-24', minutes: 510, note: 'Fixes' },
    { day: '2026-11-25', minutes: 450, note: 'Review' },
    { day: '2026-11-28', minutes: 240, note: 'Weekend release support' },
    { day: '2026-11-29', minutes: 0, note: '' },
  ];

  test('each queried day is cut to the daily share with the note; the others stay', () => {
    expect(revisedWeek(entries, { hoursPerWeek: 30, days: [{ day: '2026-11-23', reason: 'Why nine hours?' }] })).toEqual([
      { day: '2026-11-23', minutes: 360, note: CORRECTED_NOTE },
      ...entries.slice(1),
    ]);
  });

  test('a reason for the whole week scales every day down to the weekly hours, in quarter hours', () => {
    const revised = revisedWeek(entries, { hoursPerWeek: 24, days: [] });
    const total = revised.reduce((sum, entry) => sum + entry.minutes, 0);
    expect(total).toBeLessThanOrEqual(24 * 60);
    expect(revised.every((entry) => entry.minutes % 15 === 0)).toBe(true);
    expect(revised.map((entry) => entry.minutes)).toEqual([435, 420, 360, 195, 0]);
    // A week within its hours is sent again as it was.
    expect(revisedWeek(entries, { hoursPerWeek: 40, days: [] })).toEqual(entries);
  });
});
