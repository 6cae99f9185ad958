import type { TimesheetDayQuery, TimesheetDetail } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import type { TimesheetDeps } from './contracts-deps';
import { reviewTimesheet } from './timesheet-decisions';
import { loadTimesheetDetail } from './timesheet-queries';

/**
 * Queries the revision of a timesheet the reviewer saw, with a reason for the week and per day
 * (days of that week, else a 422 on `days.N.day`): the vendor answers by revising it. It stops the
 * auto-approval until the revision comes. Querying it again at that revision answers it as it is;
 * an approved one, or a revision replaced since, is a 409. Another company's is a 404.
 */
export async function queryTimesheet(
  deps: Pick<TimesheetDeps, 'db'>,
  input: { actor: CompanyActor; timesheetId: string; revision: number; reason: string; days: TimesheetDayQuery[]; now?: Date },
): Promise<TimesheetDetail> {
  const { actor, timesheetId } = input;
  const result = await reviewTimesheet(deps.db, {
    actor,
    timesheetId,
    action: { kind: 'query', revision: input.revision },
    reason: input.reason,
    days: input.days,
    now: input.now ?? new Date(),
  });
  if (result.outcome === 'not_found') throw notFound();
  if (result.outcome === 'refused') throw new HttpError(409, result.message);
  const detail = await loadTimesheetDetail(deps.db, actor.companyId, timesheetId);
  if (!detail) throw notFound();
  return detail;
}
