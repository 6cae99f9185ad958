import type { TimesheetDetail } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import type { TimesheetDeps } from './contracts-deps';
import { reviewTimesheet } from './timesheet-decisions';
import { loadTimesheetDetail } from './timesheet-queries';

/**
 * Approves the revision of a timesheet the reviewer saw. Approving an approved timesheet answers it
 * as it is (a repeat, however many at once: one approval, one history event, one audit entry); a
 * queried one, or a revision the vendor has replaced since, is a 409. Another company's is a 404.
 */
export async function approveTimesheet(
  deps: Pick<TimesheetDeps, 'db'>,
  input: { actor: CompanyActor; timesheetId: string; revision: number; now?: Date },
): Promise<TimesheetDetail> {
  const { actor, timesheetId } = input;
  const result = await reviewTimesheet(deps.db, {
    actor,
    timesheetId,
    action: { kind: 'approve', revision: input.revision },
    now: input.now ?? new Date(),
  });
  if (result.outcome === 'not_found') throw notFound();
  if (result.outcome === 'refused') throw new HttpError(409, result.message);
  const detail = await loadTimesheetDetail(deps.db, actor.companyId, timesheetId);
  if (!detail) throw notFound();
  return detail;
}
