import { and, eq } from 'drizzle-orm';
import type { TimesheetDayQuery, TimesheetEventKind } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { AuditAction } from '../../platform/audit/audit-log';
import { recordChange } from '../../platform/audit/audited-change';
import type { Database } from '../../platform/database/database';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { actorLabel } from './change-request-queries';
import { type TimesheetEmailFacts, timesheetLink, timesheetRecipients, timesheetToApproveEmail } from './timesheet-emails';
import { talentNameOf, type TimesheetForDecision, timesheetForDecision } from './timesheet-queries';
import { checkQueryDays } from './timesheet-submission';
import { decideTimesheet, TIMESHEET_CONFLICT_MESSAGES, type TimesheetDecision } from './timesheet-transitions';
import { timesheetEvents, timesheets } from './tables';

/** Who the history and the audit log name for what the schedule does. */
export const SYSTEM_LABEL = 'System';

/** The vendor as a timesheet's history names it. */
export const vendorLabel = (vendorName: string) => `${vendorName} (vendor)`;

const AUDIT_ACTIONS = {
  submitted: 'timesheet.submitted',
  resubmitted: 'timesheet.resubmitted',
  queried: 'timesheet.queried',
  approved: 'timesheet.approved',
  auto_approved: 'timesheet.auto_approved',
} as const satisfies Record<TimesheetEventKind, AuditAction>;

/** Who made a change: a user of the company (from where), or nobody (the vendor, the schedule) with the label the history shows. */
export type ChangedBy = { userId: string; ip: string } | { label: string };

/** What the audit entry of a timesheet's change says of it, for the activity log's summary. */
function auditMetadata(found: TimesheetForDecision, revision: number, totalMinutes: number) {
  return {
    contract_number: found.contractNumber,
    talent_name: talentNameOf(found),
    vendor_name: found.vendorName,
    week_start: found.timesheet.weekStart,
    revision,
    total_minutes: totalMinutes,
  };
}

/**
 * Writes a decision of decideTimesheet that changes the timesheet: the update, conditional on the
 * status and revision read (so that of two writers only one moves it), its history event, its
 * audit entry and its live event (sent when the transaction commits). False when the timesheet
 * changed since it was read: nothing is written.
 */
export async function applyTimesheetChange(
  tx: Database,
  input: {
    found: TimesheetForDecision;
    decision: Extract<TimesheetDecision, { outcome: 'change' }>;
    by: ChangedBy;
    now: Date;
    reason?: string | null;
    days?: TimesheetDayQuery[];
    /** Further columns the change sets (a resubmission's total and deadline). */
    set?: Partial<typeof timesheets.$inferInsert>;
  },
): Promise<boolean> {
  const { found, decision, by, now } = input;
  const { timesheet } = found;
  const approved = decision.to.status === 'approved';
  const [updated] = await tx
    .update(timesheets)
    .set({
      status: decision.to.status,
      revision: decision.to.revision,
      updatedAt: now,
      ...(approved
        ? { approvedAt: now, approvedBy: 'userId' in by ? by.userId : null, approvedAutomatically: decision.event === 'auto_approved' }
        : {}),
      ...input.set,
    })
    .where(and(eq(timesheets.id, timesheet.id), eq(timesheets.status, timesheet.status), eq(timesheets.revision, timesheet.revision)))
    .returning({ totalMinutes: timesheets.totalMinutes });
  if (!updated) return false;
  await recordTimesheetHistory(tx, {
    found,
    event: decision.event,
    by,
    revision: decision.to.revision,
    totalMinutes: updated.totalMinutes,
    now,
    reason: input.reason,
    days: input.days,
  });
  return true;
}

/** A timesheet's history event and its audit entry (with the live event, sent when the transaction commits). */
export async function recordTimesheetHistory(
  tx: Database,
  input: {
    found: TimesheetForDecision;
    event: TimesheetEventKind;
    by: ChangedBy;
    revision: number;
    totalMinutes: number;
    now: Date;
    reason?: string | null;
    days?: TimesheetDayQuery[];
  },
): Promise<void> {
  const { found, event, by } = input;
  const { timesheet } = found;
  await tx.insert(timesheetEvents).values({
    timesheetId: timesheet.id,
    kind: event,
    actorUserId: 'userId' in by ? by.userId : null,
    actorLabel: 'userId' in by ? await actorLabel(tx, by.userId) : by.label,
    revision: input.revision,
    totalMinutes: input.totalMinutes,
    // A query with reasons per day only has no reason for the week.
    reason: input.reason || null,
    days: input.days ?? [],
    occurredAt: input.now,
  });
  await recordChange(tx, {
    action: AUDIT_ACTIONS[event],
    companyId: timesheet.companyId,
    subject: { kind: 'timesheet', id: timesheet.id },
    ...('userId' in by ? { by } : {}),
    metadata: {
      ...auditMetadata(found, input.revision, input.totalMinutes),
      ...(event === 'queried' ? { reason: input.reason || null, days: (input.days ?? []).map((day) => day.day) } : {}),
    },
  });
}

/** What the e-mails about a timesheet say, from its row as read for a decision (with the deadline written). */
export function emailFactsOf(found: TimesheetForDecision, current: { totalMinutes: number; autoApprovesAt: Date }): TimesheetEmailFacts {
  return {
    id: found.timesheet.id,
    who: talentNameOf(found) ?? found.contractNumber,
    vendorName: found.vendorName,
    contractNumber: found.contractNumber,
    weekStart: found.timesheet.weekStart,
    totalMinutes: current.totalMinutes,
    hoursPerWeek: found.hoursPerWeek,
    autoApprovesAt: current.autoApprovesAt,
    timeZone: found.timeZone,
    companyName: found.companyName,
  };
}

/** Queues "Timesheet to approve" to each of the company's contracts users, in the transaction of the submission. */
export async function sendTimesheetToApprove(
  tx: Database,
  input: { publicUrl: string; facts: TimesheetEmailFacts; companyId: string; revised: boolean },
): Promise<number> {
  const recipients = await timesheetRecipients(tx, input.companyId);
  const link = timesheetLink(input.publicUrl, input.facts.id);
  for (const to of recipients) await enqueueEmail(tx, timesheetToApproveEmail({ to, facts: input.facts, revised: input.revised, link }));
  return recipients.length;
}

/** The sum of a week's minutes. */
export const totalOf = (entries: ReadonlyArray<{ minutes: number }>) => entries.reduce((sum, entry) => sum + entry.minutes, 0);

/** What became of a reviewer's decision on one timesheet. */
type ReviewOutcome = { outcome: 'changed' } | { outcome: 'unchanged' } | { outcome: 'refused'; message: string } | { outcome: 'not_found' };

/**
 * A reviewer approves or queries the revision of a timesheet they saw, in one transaction: the
 * timesheet is locked and read for the caller's company, decided by decideTimesheet, and a change
 * written by applyTimesheetChange. Concurrent identical requests take turns on the lock: the first
 * changes it, the others find the decision taken and answer it unchanged.
 */
export function reviewTimesheet(
  db: Database,
  input: {
    actor: CompanyActor;
    timesheetId: string;
    action: { kind: 'approve' | 'query'; revision: number };
    reason?: string;
    days?: TimesheetDayQuery[];
    now: Date;
  },
): Promise<ReviewOutcome> {
  const { actor, action } = input;
  return db.transaction(async (tx): Promise<ReviewOutcome> => {
    const found = await timesheetForDecision(tx, input.timesheetId, { companyId: actor.companyId, lock: true });
    if (!found) return { outcome: 'not_found' };
    if (action.kind === 'query') checkQueryDays(found.timesheet.weekStart, input.days ?? []);
    const decision = decideTimesheet(found.timesheet, action);
    if (decision.outcome === 'refused') return { outcome: 'refused', message: decision.message };
    if (decision.outcome !== 'change') return { outcome: 'unchanged' };
    const changed = await applyTimesheetChange(tx, {
      found,
      decision,
      by: { userId: actor.userId, ip: actor.ip },
      now: input.now,
      reason: action.kind === 'query' ? input.reason : null,
      days: action.kind === 'query' ? input.days : [],
    });
    // Locked since it was read: only a writer that ignored the lock could have moved it.
    return changed ? { outcome: 'changed' } : { outcome: 'refused', message: TIMESHEET_CONFLICT_MESSAGES.revised };
  });
}
