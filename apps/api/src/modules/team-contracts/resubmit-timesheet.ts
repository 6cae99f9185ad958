import { eq } from 'drizzle-orm';
import type { TimesheetEntry } from '@portal/api-schema';
import { autoApprovalDeadline, weekStartOf } from './company-week';
import type { TimesheetDeps } from './contracts-deps';
import { applyTimesheetChange, emailFactsOf, sendTimesheetToApprove, totalOf, vendorLabel } from './timesheet-decisions';
import { timesheetForDecision } from './timesheet-queries';
import { checkSubmission, parseSubmission } from './timesheet-submission';
import { decideTimesheet } from './timesheet-transitions';
import { timesheetEntries } from './tables';

/**
 * The vendor's answer to a query: the week's days replaced by the revised ones and submitted again
 * as the next revision, with a new auto-approval deadline (five business days from now, in the
 * company's zone) and a new day-before reminder to come. Once: null when the timesheet is no
 * longer queried at the revision named (revised already, by anyone).
 */
export async function resubmitTimesheet(
  deps: TimesheetDeps,
  input: { timesheetId: string; revision: number; entries: TimesheetEntry[]; now?: Date },
): Promise<{ id: string; revision: number } | null> {
  const now = input.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const found = await timesheetForDecision(tx, input.timesheetId, { lock: true });
    if (!found) return null;
    const decision = decideTimesheet(found.timesheet, { kind: 'resubmit', revision: input.revision });
    if (decision.outcome !== 'change') return null;
    const { timesheet } = found;
    const { entries } = parseSubmission({ week_start: timesheet.weekStart, entries: input.entries });
    checkSubmission({
      weekStart: timesheet.weekStart,
      entries,
      contract: { startsOn: found.contractStartsOn, endsOn: found.contractEndsOn },
      currentWeekStart: weekStartOf(now, found.timeZone),
    });

    const totalMinutes = totalOf(entries);
    const autoApprovesAt = autoApprovalDeadline(now, found.timeZone);
    const changed = await applyTimesheetChange(tx, {
      found,
      decision,
      by: { label: vendorLabel(found.vendorName) },
      now,
      set: { totalMinutes, submittedAt: now, autoApprovesAt, reminderSentAt: null },
    });
    if (!changed) return null;
    await tx.delete(timesheetEntries).where(eq(timesheetEntries.timesheetId, timesheet.id));
    await tx.insert(timesheetEntries).values(entries.map((entry) => ({ timesheetId: timesheet.id, ...entry })));
    await sendTimesheetToApprove(tx, {
      publicUrl: deps.publicUrl,
      companyId: timesheet.companyId,
      facts: emailFactsOf(found, { totalMinutes, autoApprovesAt }),
      revised: true,
    });
    return { id: timesheet.id, revision: decision.to.revision };
  });
}
