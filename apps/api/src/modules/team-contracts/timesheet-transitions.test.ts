import { describe, expect, test } from '@jest/globals';
import { TIMESHEET_STATUSES, type TimesheetStatus } from '@portal/api-schema';
import { decideTimesheet, TIMESHEET_CONFLICT_MESSAGES, type TimesheetAction, type TimesheetDecision } from './timesheet-transitions';

const REVISION = 2;
const state = (status: TimesheetStatus) => ({ status, revision: REVISION });
const refused = (message: string): TimesheetDecision => ({ outcome: 'refused', message });
const change = (status: TimesheetStatus, revision: number, event: string): TimesheetDecision =>
  ({ outcome: 'change', to: { status, revision }, event }) as TimesheetDecision;
const unchanged: TimesheetDecision = { outcome: 'unchanged' };
const none: TimesheetDecision = { outcome: 'none' };

type Case = [TimesheetStatus, TimesheetAction['kind'], 'current' | 'older' | 'newer', TimesheetDecision];

// Every status × every action × the revision the request names: the current one, an older one
// (the vendor revised since) and one that does not exist yet.
const CASES: Case[] = [
  ['submitted', 'approve', 'current', change('approved', REVISION, 'approved')],
  ['submitted', 'approve', 'older', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['submitted', 'approve', 'newer', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['submitted', 'query', 'current', change('queried', REVISION, 'queried')],
  ['submitted', 'query', 'older', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['submitted', 'query', 'newer', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['submitted', 'resubmit', 'current', none],
  ['submitted', 'resubmit', 'older', none],
  ['submitted', 'resubmit', 'newer', none],
  ['submitted', 'auto_approve', 'current', change('approved', REVISION, 'auto_approved')],
  ['submitted', 'auto_approve', 'older', none],
  ['submitted', 'auto_approve', 'newer', none],

  ['queried', 'approve', 'current', refused(TIMESHEET_CONFLICT_MESSAGES.queriedNoApproval)],
  ['queried', 'approve', 'older', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['queried', 'approve', 'newer', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['queried', 'query', 'current', unchanged],
  ['queried', 'query', 'older', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['queried', 'query', 'newer', refused(TIMESHEET_CONFLICT_MESSAGES.revised)],
  ['queried', 'resubmit', 'current', change('submitted', REVISION + 1, 'resubmitted')],
  ['queried', 'resubmit', 'older', none],
  ['queried', 'resubmit', 'newer', none],
  ['queried', 'auto_approve', 'current', none],
  ['queried', 'auto_approve', 'older', none],
  ['queried', 'auto_approve', 'newer', none],

  ['approved', 'approve', 'current', unchanged],
  ['approved', 'approve', 'older', unchanged],
  ['approved', 'approve', 'newer', unchanged],
  ['approved', 'query', 'current', refused(TIMESHEET_CONFLICT_MESSAGES.approvedNoQuery)],
  ['approved', 'query', 'older', refused(TIMESHEET_CONFLICT_MESSAGES.approvedNoQuery)],
  ['approved', 'query', 'newer', refused(TIMESHEET_CONFLICT_MESSAGES.approvedNoQuery)],
  ['approved', 'resubmit', 'current', none],
  ['approved', 'resubmit', 'older', none],
  ['approved', 'resubmit', 'newer', none],
  ['approved', 'auto_approve', 'current', none],
  ['approved', 'auto_approve', 'older', none],
  ['approved', 'auto_approve', 'newer', none],
];

const revisionOf = (which: Case[2]) => (which === 'current' ? REVISION : which === 'older' ? REVISION - 1 : REVISION + 1);

describe('the timesheet status machine', () => {
  test('the table covers every status, action and revision', () => {
    const kinds: Array<Exclude<TimesheetAction['kind'], 'submit'>> = ['approve', 'query', 'resubmit', 'auto_approve'];
    const expected = TIMESHEET_STATUSES.flatMap((status) =>
      kinds.flatMap((kind) => (['current', 'older', 'newer'] as const).map((which) => `${status} ${kind} ${which}`)),
    );
    expect(CASES.map(([status, kind, which]) => `${status} ${kind} ${which}`).sort()).toEqual(expected.sort());
  });

  test.each(CASES)('%s, %s naming the %s revision', (status, kind, which, expected) => {
    const action = { kind, revision: revisionOf(which) } as TimesheetAction;
    expect(decideTimesheet(state(status), action)).toEqual(expected);
  });

  test('a week without a timesheet is submitted as revision 1', () => {
    expect(decideTimesheet(null, { kind: 'submit' })).toEqual(change('submitted', 1, 'submitted'));
  });

  test.each(TIMESHEET_STATUSES)('a week with a %s timesheet is not submitted again', (status) => {
    expect(decideTimesheet(state(status), { kind: 'submit' })).toEqual(none);
  });

  test.each(['approve', 'query', 'resubmit', 'auto_approve'] as const)('%s of no timesheet does nothing', (kind) => {
    expect(decideTimesheet(null, { kind, revision: 1 })).toEqual(none);
  });

  test('a query, a revision and an approval: the revision rises once, with the resubmission', () => {
    let current = { status: 'submitted' as TimesheetStatus, revision: 1 };
    const steps: TimesheetAction[] = [
      { kind: 'query', revision: 1 },
      { kind: 'resubmit', revision: 1 },
      { kind: 'query', revision: 2 },
      { kind: 'resubmit', revision: 2 },
      { kind: 'approve', revision: 3 },
    ];
    for (const step of steps) {
      const decision = decideTimesheet(current, step);
      if (decision.outcome !== 'change') throw new Error(`${step.kind} did not change it`);
      current = decision.to;
    }
    expect(current).toEqual({ status: 'approved', revision: 3 });
  });
});
