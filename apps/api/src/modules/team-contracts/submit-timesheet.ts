import { eq } from 'drizzle-orm';
import type { TimesheetSubmission } from '@portal/api-schema';
import { HttpError, notFound } from '../../platform/http/errors';
import { companies } from '../company-users/tables';
import { autoApprovalDeadline, weekStartOf } from './company-week';
import type { TimesheetDeps } from './contracts-deps';
import { emailFactsOf, recordTimesheetHistory, sendTimesheetToApprove, totalOf, vendorLabel } from './timesheet-decisions';
import { timesheetForDecision } from './timesheet-queries';
import { checkSubmission, isHourly, parseSubmission, TIMESHEET_CONTRACT_STATUSES } from './timesheet-submission';
import { decideTimesheet } from './timesheet-transitions';
import { contracts, timesheetEntries, timesheets } from './tables';

/**
 * The vendor submits a week's hours under an hourly contract (through VendorTimesheets: vendors
 * have no portal of their own). One transaction: the timesheet, submitted at revision 1 with its
 * auto-approval deadline (five business days in the company's zone), its days, the history event,
 * the audit entry, the e-mails to the company's contracts users, and the live event once it
 * commits. A week has one timesheet (a unique index): submitting it again, or twice at once,
 * writes it once and answers null to the others.
 */
export async function submitTimesheet(
  deps: TimesheetDeps,
  input: { contractId: string; submission: TimesheetSubmission; now?: Date },
): Promise<{ id: string; revision: number } | null> {
  const now = input.now ?? new Date();
  const submission = parseSubmission(input.submission);
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ contract: contracts, timeZone: companies.timeZone })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .where(eq(contracts.id, input.contractId));
    if (!found) throw notFound();
    const { contract, timeZone } = found;
    if (!isHourly(contract)) throw new HttpError(409, 'This contract is not billed by the hour: it has no timesheets.');
    if (!TIMESHEET_CONTRACT_STATUSES.includes(contract.status)) {
      throw new HttpError(409, 'Hours are submitted only under a contract that is running or has ended.');
    }
    checkSubmission({
      weekStart: submission.week_start,
      entries: submission.entries,
      contract,
      currentWeekStart: weekStartOf(now, timeZone),
    });

    const decision = decideTimesheet(null, { kind: 'submit' });
    if (decision.outcome !== 'change') return null;
    const totalMinutes = totalOf(submission.entries);
    const autoApprovesAt = autoApprovalDeadline(now, timeZone);
    const [row] = await tx
      .insert(timesheets)
      .values({
        companyId: contract.companyId,
        contractId: contract.id,
        weekStart: submission.week_start,
        status: decision.to.status,
        revision: decision.to.revision,
        totalMinutes,
        submittedAt: now,
        autoApprovesAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [timesheets.contractId, timesheets.weekStart] })
      .returning({ id: timesheets.id });
    if (!row) return null;
    await tx.insert(timesheetEntries).values(submission.entries.map((entry) => ({ timesheetId: row.id, ...entry })));

    const written = await timesheetForDecision(tx, row.id);
    if (!written) throw new Error('The timesheet was not written');
    await recordTimesheetHistory(tx, {
      found: written,
      event: decision.event,
      by: { label: vendorLabel(written.vendorName) },
      revision: decision.to.revision,
      totalMinutes,
      now,
    });
    await sendTimesheetToApprove(tx, {
      publicUrl: deps.publicUrl,
      companyId: contract.companyId,
      facts: emailFactsOf(written, { totalMinutes, autoApprovesAt }),
      revised: false,
    });
    return { id: row.id, revision: decision.to.revision };
  });
}
