import { revisedWeek, type VendorTimesheets, weekSubmission } from '../../modules/team-contracts';
import { createPoller } from '../common/poller';

const POLL_INTERVAL_MS = 1000;
/** Weeks submitted, or timesheets revised, in one pass; the next pass takes the rest. */
const BATCH = 20;
/** How far back the vendor still submits a week it missed (a process that was down, a contract signed late). */
export const LOOKBACK_WEEKS = 2;
/**
 * How old a query the vendor still answers. Older ones (the demo's history holds one) stay queried,
 * as with a vendor who has not answered yet, so that the demo keeps a timesheet in that state.
 */
export const QUERY_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/**
 * How often the poller looks for ended weeks: a week ends once in seven days, so asking every
 * second, as for the revisions a reviewer waits on, would only query the database for nothing.
 */
const SUBMIT_INTERVAL_MS = 60_000;

export interface SandboxTimesheetVendor {
  /** Submits each ended week due (at most LOOKBACK_WEEKS back); how many this call submitted. */
  submitDue(now?: Date): Promise<number>;
  /** Revises and resubmits each timesheet queried at least the delay ago (and within QUERY_LOOKBACK_MS); how many this call resubmitted. */
  reviseQueried(now?: Date): Promise<number>;
  start(): void;
  close(): void;
}

/**
 * The vendors' side of timesheets, offline: each process looks every minute for ended weeks of
 * hourly contracts without a timesheet and submits the week's hours (`weekOfHours` of the
 * contracts module, the same days the demo's history holds), and every second for timesheets queried at least
 * `revisionDelayMs` ago (but within the last day), which it revises as `revisedWeek` says and resubmits. The module writes
 * each once (the unique week of a contract, the conditional update of a revision), so with several
 * processes every week is submitted and every query answered once.
 */
export function createSandboxTimesheetVendor(
  timesheets: VendorTimesheets,
  options: { revisionDelayMs: number; pollIntervalMs?: number; onError?: (error: unknown) => void },
): SandboxTimesheetVendor {
  async function submitDue(now = new Date()): Promise<number> {
    const due = await timesheets.weeksDue(now, { lookbackWeeks: LOOKBACK_WEEKS, limit: BATCH });
    let submitted = 0;
    for (const week of due) {
      if (poller.closed) break;
      const submission = weekSubmission(week);
      // A week the contract covers none of has nothing to submit.
      if (submission.entries.length === 0) continue;
      if (await timesheets.submit(week.contractId, submission, now)) submitted += 1;
    }
    return submitted;
  }

  async function reviseQueried(now = new Date()): Promise<number> {
    const window = { from: new Date(now.getTime() - QUERY_LOOKBACK_MS), to: new Date(now.getTime() - options.revisionDelayMs) };
    const queried = await timesheets.queriedBetween(window, BATCH);
    let revised = 0;
    for (const timesheet of queried) {
      if (poller.closed) break;
      const entries = revisedWeek(timesheet.entries, { hoursPerWeek: timesheet.hoursPerWeek, days: timesheet.days });
      if (await timesheets.resubmit(timesheet.id, timesheet.revision, entries, now)) revised += 1;
    }
    return revised;
  }

  let lastSubmitPass = Number.NEGATIVE_INFINITY;
  const poller = createPoller(
    async () => {
      if (Date.now() - lastSubmitPass >= SUBMIT_INTERVAL_MS) {
        lastSubmitPass = Date.now();
        await submitDue();
      }
      await reviseQueried();
    },
    { intervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS, onError: options.onError },
  );
  return { submitDue, reviseQueried, start: poller.start, close: poller.close };
}
