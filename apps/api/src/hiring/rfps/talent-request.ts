import type { TalentRequestInput } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import type { RfpRow } from '../../modules/hiring/tables';
import { invalidField } from '../../platform/http/errors';
import { createRfp } from './create-rfp';

export const START_DATE_IN_PAST_MESSAGE = 'The start date must not be in the past';

/** The furthest-behind time zone (UTC-12) decides what "today" still is somewhere. */
const EARLIEST_OFFSET_HOURS = 12;

/** The earliest start date to accept: today for the customer, wherever they are. */
export function earliestStartDate(now: Date): string {
  return new Date(now.getTime() - EARLIEST_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A request for more talent from the talent request form: a new request, matching candidates. */
export async function createTalentRequest(
  db: Database,
  request: { companyId: string; userId: string; input: TalentRequestInput; now?: Date },
): Promise<RfpRow> {
  const { input } = request;
  if (input.start_date < earliestStartDate(request.now ?? new Date())) throw invalidField('start_date', START_DATE_IN_PAST_MESSAGE);
  return createRfp(db, {
    companyId: request.companyId,
    createdBy: request.userId,
    source: 'talent_request',
    title: input.title,
    skills: input.skills,
    seniority: input.seniority,
    hoursPerWeek: input.hours_per_week,
    hourlyBudget: input.hourly_budget,
    startDate: input.start_date,
    notes: input.notes ?? null,
    status: 'matching',
  });
}
