import type { TimesheetPage, timesheetListQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import type { ContractsDeps } from './contracts-deps';
import { countTimesheets, timesheetPage } from './timesheet-queries';

/**
 * One keyset page of the company's timesheets, waiting for review first (submitted, then queried),
 * then approved, the newest week first within each; filtered by status, developer, vendor, contract
 * and week; with how many the filters match.
 */
export async function listTimesheets(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; query: z.output<typeof timesheetListQuerySchema> },
): Promise<TimesheetPage> {
  const { companyId } = input.actor;
  const { limit, cursor, ...filters } = input.query;
  const [page, total] = await Promise.all([
    timesheetPage(deps.db, companyId, filters, { limit, cursor }),
    countTimesheets(deps.db, companyId, filters),
  ]);
  return { ...page, total };
}
