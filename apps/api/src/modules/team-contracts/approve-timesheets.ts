import { and, count, eq, inArray } from 'drizzle-orm';
import type { ApproveTimesheetsBody, ApproveTimesheetsResult } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { TimesheetDeps } from './contracts-deps';
import { reviewTimesheet } from './timesheet-decisions';
import { timesheets } from './tables';

const NOT_FOUND_ITEM = 'This timesheet was not found.';

/**
 * Approves several timesheets, each at the revision the list showed, each in a transaction of its
 * own (approveTimesheet's rules, one at a time): the answer says of each whether it was approved
 * now, was approved already, or was skipped and why (queried, revised since). A timesheet that is
 * not the company's makes the whole request a 404 before anything is approved, as a single one would.
 */
export async function approveTimesheets(
  deps: Pick<TimesheetDeps, 'db'>,
  input: { actor: CompanyActor; body: ApproveTimesheetsBody; now?: Date },
): Promise<ApproveTimesheetsResult> {
  const { actor } = input;
  const ids = input.body.timesheets.map((item) => item.id);
  const [owned] = await deps.db
    .select({ total: count() })
    .from(timesheets)
    .where(and(eq(timesheets.companyId, actor.companyId), inArray(timesheets.id, ids)));
  if (Number(owned?.total ?? 0) !== ids.length) throw notFound();

  const now = input.now ?? new Date();
  const results: ApproveTimesheetsResult['timesheets'] = [];
  for (const item of input.body.timesheets) {
    const result = await reviewTimesheet(deps.db, {
      actor,
      timesheetId: item.id,
      action: { kind: 'approve', revision: item.revision },
      now,
    });
    if (result.outcome === 'changed') results.push({ id: item.id, outcome: 'approved', message: null });
    else if (result.outcome === 'unchanged') results.push({ id: item.id, outcome: 'already_approved', message: null });
    else results.push({ id: item.id, outcome: 'skipped', message: result.outcome === 'refused' ? result.message : NOT_FOUND_ITEM });
  }
  return { timesheets: results };
}
