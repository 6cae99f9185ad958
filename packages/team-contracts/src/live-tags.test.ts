import { describe, expect, test } from '@jest/globals';
import { liveTags } from './live-tags';

const ID = '0b7d6a4e-5d1f-4c1e-9a43-8e0000000001';

describe("team-contracts' live tags", () => {
  test("a timesheet that arrives or changes refreshes it, the lists and cards of timesheets, and the team members' hours", () => {
    expect(liveTags.timesheet?.({ id: ID, selfId: null })).toEqual([{ type: 'Timesheet', id: ID }, 'TimesheetList', 'TeamMember']);
  });

  test('a change naming no timesheet refreshes every timesheet', () => {
    expect(liveTags.timesheet?.({ selfId: null })).toEqual(['Timesheet', 'TimesheetList', 'TeamMember']);
  });

  test("a contract's change reaches the contract, its requests and the lists built from contracts", () => {
    expect(liveTags.contract?.({ id: ID, selfId: null })).toEqual([
      { type: 'Contract', id: ID },
      'ContractList',
      { type: 'ContractChangeRequests', id: ID },
    ]);
  });
});
