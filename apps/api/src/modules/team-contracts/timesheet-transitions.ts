import type { TimesheetEventKind, TimesheetStatus } from '@portal/api-schema';

/** The 409s of reviewing a timesheet: what the reviewer is told when its state forbids the decision. */
export const TIMESHEET_CONFLICT_MESSAGES = {
  revised: 'The vendor revised this timesheet since you opened it. Review the new hours.',
  approvedNoQuery: 'This timesheet is approved and can no longer be queried.',
  queriedNoApproval: "This timesheet is queried: wait for the vendor's revision.",
} as const;

/** A timesheet's state as a decision reads it. */
export interface TimesheetState {
  status: TimesheetStatus;
  revision: number;
}

/**
 * What is asked of a timesheet: the vendor submits it (it has none for the week yet) or resubmits
 * the queried revision; a reviewer approves or queries the revision they saw; the schedule approves
 * the revision that waited five business days.
 */
export type TimesheetAction =
  | { kind: 'submit' }
  | { kind: 'resubmit'; revision: number }
  | { kind: 'approve'; revision: number }
  | { kind: 'query'; revision: number }
  | { kind: 'auto_approve'; revision: number };

/**
 * The decision: `change` moves it (the status and revision to write, conditionally on those read,
 * and the history event); `unchanged` answers it as it is (a repeat of what is done already); `none`
 * is the vendor's or the schedule's no-op (someone got there first); `refused` is a 409 with its message.
 */
export type TimesheetDecision =
  | { outcome: 'change'; to: TimesheetState; event: TimesheetEventKind }
  | { outcome: 'unchanged' }
  | { outcome: 'none' }
  | { outcome: 'refused'; message: string };

/**
 * The timesheet's status machine. Approved is final. Approving or querying names the revision
 * reviewed: a repeat of the decision already taken answers the timesheet as it is (approving an
 * approved one, querying a queried one at that revision), any other revision is the vendor's newer
 * one and is refused. Resubmitting is the vendor's answer to a query and raises the revision; the
 * schedule approves only a submitted timesheet still at the revision it found.
 */
export function decideTimesheet(current: TimesheetState | null, action: TimesheetAction): TimesheetDecision {
  if (action.kind === 'submit') {
    return current === null ? { outcome: 'change', to: { status: 'submitted', revision: 1 }, event: 'submitted' } : { outcome: 'none' };
  }
  if (current === null) return { outcome: 'none' };
  const sameRevision = current.revision === action.revision;

  switch (action.kind) {
    case 'resubmit':
      return current.status === 'queried' && sameRevision
        ? { outcome: 'change', to: { status: 'submitted', revision: current.revision + 1 }, event: 'resubmitted' }
        : { outcome: 'none' };
    case 'auto_approve':
      return current.status === 'submitted' && sameRevision
        ? { outcome: 'change', to: { status: 'approved', revision: current.revision }, event: 'auto_approved' }
        : { outcome: 'none' };
    case 'approve':
      if (current.status === 'approved') return { outcome: 'unchanged' };
      if (!sameRevision) return { outcome: 'refused', message: TIMESHEET_CONFLICT_MESSAGES.revised };
      if (current.status === 'queried') return { outcome: 'refused', message: TIMESHEET_CONFLICT_MESSAGES.queriedNoApproval };
      return { outcome: 'change', to: { status: 'approved', revision: current.revision }, event: 'approved' };
    case 'query':
      if (current.status === 'approved') return { outcome: 'refused', message: TIMESHEET_CONFLICT_MESSAGES.approvedNoQuery };
      if (!sameRevision) return { outcome: 'refused', message: TIMESHEET_CONFLICT_MESSAGES.revised };
      if (current.status === 'queried') return { outcome: 'unchanged' };
      return { outcome: 'change', to: { status: 'queried', revision: current.revision }, event: 'queried' };
  }
}
