import type { InterviewPage, interviewListQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import type { HiringDeps } from './hiring-deps';
import { countFilteredInterviews, interviewPage } from './interview-queries';

/** One keyset page of the company's interviews (upcoming soonest first, or past latest first), with how many match. */
export async function listInterviews(
  deps: Pick<HiringDeps, 'db'>,
  input: { actor: CompanyActor; query: z.output<typeof interviewListQuerySchema>; now?: Date },
): Promise<InterviewPage> {
  const { companyId } = input.actor;
  const { when, rfp, limit, cursor } = input.query;
  const filters = { when, rfp, now: input.now ?? new Date() };
  const [page, total] = await Promise.all([
    interviewPage(deps.db, companyId, filters, { limit, cursor }),
    countFilteredInterviews(deps.db, companyId, filters),
  ]);
  return { ...page, total };
}
