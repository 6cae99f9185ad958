import type { RfpDetail, TalentRequestInput } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { invalidField } from '../../platform/http/errors';
import { createRfp } from './create-rfp';
import type { HiringDeps } from './hiring-deps';
import { rfpDetail } from './rfp-queries';

const START_DATE_IN_PAST_MESSAGE = 'The start date must not be in the past';

/** The furthest-behind time zone (UTC-12) decides what "today" still is somewhere. */
const EARLIEST_OFFSET_HOURS = 12;

/** The earliest start date to accept: today for the customer, wherever they are. */
export function earliestStartDate(now: Date): string {
  return new Date(now.getTime() - EARLIEST_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Asks for more talent (the talent request form, any user of a company): a new request for
 * proposals, matching candidates. It may start today wherever the customer is, not earlier.
 */
export async function requestTalent(
  deps: Pick<HiringDeps, 'db'>,
  input: { actor: CompanyActor; request: TalentRequestInput; idempotencyKey?: string; now?: Date },
): Promise<RfpDetail> {
  const { actor, request } = input;
  if (request.start_date < earliestStartDate(input.now ?? new Date())) throw invalidField('start_date', START_DATE_IN_PAST_MESSAGE);
  const rfp = await createRfp(deps, {
    companyId: actor.companyId,
    createdBy: actor.userId,
    source: 'talent_request',
    title: request.title,
    skills: request.skills,
    seniority: request.seniority,
    hoursPerWeek: request.hours_per_week,
    hourlyBudget: request.hourly_budget,
    startDate: request.start_date,
    notes: request.notes ?? null,
    status: 'matching',
    idempotencyKey: input.idempotencyKey ?? null,
  });
  return rfpDetail(deps.db, rfp);
}
