import type { TimesheetDetail } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { ContractsDeps } from './contracts-deps';
import { loadTimesheetDetail } from './timesheet-queries';

/** One of the company's timesheets: its week day by day (Monday first) and its history, oldest first. */
export async function getTimesheet(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; timesheetId: string },
): Promise<TimesheetDetail> {
  const detail = await loadTimesheetDetail(deps.db, input.actor.companyId, input.timesheetId);
  if (!detail) throw notFound();
  return detail;
}
