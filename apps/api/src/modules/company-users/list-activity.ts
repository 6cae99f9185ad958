import type { ActivityPage, activityQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { activityFilters, activityPage } from './activity-queries';
import type { ActivityDeps } from './company-activity-deps';

/** One page of the company's activity log, newest first, filtered by person, category or action, and period. */
export async function listActivity(
  deps: ActivityDeps,
  input: { actor: CompanyActor; query: z.output<typeof activityQuerySchema> },
): Promise<ActivityPage> {
  const { limit, cursor, ...filterQuery } = input.query;
  return activityPage(deps, input.actor.companyId, activityFilters(filterQuery), { limit, cursor });
}
