import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { enqueueEmail } from '../../platform/outbox/outbox';
import type { TimesheetDeps } from './contracts-deps';
import { applyTimesheetChange, emailFactsOf, SYSTEM_LABEL } from './timesheet-decisions';
import { timesheetLink, timesheetRecipients, timesheetReminderEmail } from './timesheet-emails';
import { timesheetForDecision } from './timesheet-queries';
import { decideTimesheet } from './timesheet-transitions';
import { timesheets } from './tables';

export interface TimesheetScheduleResult {
  /** Timesheets approved because nobody queried them in time. */
  autoApproved: number;
  /** Day-before reminders claimed (one per timesheet and revision). */
  reminders: number;
  /** E-mails queued for those reminders. */
  emails: number;
}

/** At most this many timesheets of each kind per pass; the next pass takes the rest. */
const BATCH = 200;
const DAY_MS = 86_400_000;

/**
 * One pass of the timesheet schedule, safe to run in several API processes at once: the submitted
 * timesheets whose deadline has come are approved automatically, each by a conditional update on
 * the status and revision read (so each once, whichever process gets there first, with one history
 * event and one audit entry); then the day-before reminders of those still waiting go out, each
 * claimed by a conditional update of `reminder_sent_at` in the transaction of its e-mails.
 */
export async function runTimesheetSchedule(deps: TimesheetDeps, input: { now?: Date } = {}): Promise<TimesheetScheduleResult> {
  const now = input.now ?? new Date();
  const autoApproved = await autoApprove(deps, now);
  const reminded = await sendReminders(deps, now);
  return { autoApproved, ...reminded };
}

async function autoApprove(deps: TimesheetDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: timesheets.id, revision: timesheets.revision })
    .from(timesheets)
    .where(and(eq(timesheets.status, 'submitted'), lte(timesheets.autoApprovesAt, now)))
    .orderBy(asc(timesheets.autoApprovesAt), asc(timesheets.id))
    .limit(BATCH);
  let approved = 0;
  for (const candidate of due) {
    const changed = await deps.db.transaction(async (tx) => {
      const found = await timesheetForDecision(tx, candidate.id);
      if (!found) return false;
      const decision = decideTimesheet(found.timesheet, { kind: 'auto_approve', revision: candidate.revision });
      // Revised or decided since the candidates were read, or its deadline moved (a resubmission).
      if (decision.outcome !== 'change' || !found.timesheet.autoApprovesAt || found.timesheet.autoApprovesAt > now) return false;
      return applyTimesheetChange(tx, { found, decision, by: { label: SYSTEM_LABEL }, now });
    });
    if (changed) approved += 1;
  }
  return approved;
}

async function sendReminders(deps: TimesheetDeps, now: Date): Promise<Pick<TimesheetScheduleResult, 'reminders' | 'emails'>> {
  const due = await deps.db
    .select({ id: timesheets.id, revision: timesheets.revision })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.status, 'submitted'),
        isNull(timesheets.reminderSentAt),
        gt(timesheets.autoApprovesAt, now),
        lte(timesheets.autoApprovesAt, new Date(now.getTime() + DAY_MS)),
      ),
    )
    .orderBy(asc(timesheets.autoApprovesAt), asc(timesheets.id))
    .limit(BATCH);
  const result = { reminders: 0, emails: 0 };
  for (const candidate of due) {
    const emails = await deps.db.transaction(async (tx) => {
      const found = await timesheetForDecision(tx, candidate.id);
      if (!found?.timesheet.autoApprovesAt) return 0;
      const recipients = await timesheetRecipients(tx, found.timesheet.companyId);
      // A company with nobody to tell claims nothing: someone given the role before the deadline is still told.
      if (recipients.length === 0) return 0;
      const [claimed] = await tx
        .update(timesheets)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(timesheets.id, candidate.id),
            eq(timesheets.status, 'submitted'),
            eq(timesheets.revision, candidate.revision),
            isNull(timesheets.reminderSentAt),
          ),
        )
        .returning({ totalMinutes: timesheets.totalMinutes, autoApprovesAt: timesheets.autoApprovesAt });
      if (!claimed?.autoApprovesAt) return 0;
      const facts = emailFactsOf(found, { totalMinutes: claimed.totalMinutes, autoApprovesAt: claimed.autoApprovesAt });
      const link = timesheetLink(deps.publicUrl, candidate.id);
      for (const to of recipients) await enqueueEmail(tx, timesheetReminderEmail({ to, facts, link }));
      return recipients.length;
    });
    if (emails > 0) {
      result.reminders += 1;
      result.emails += emails;
    }
  }
  return result;
}
