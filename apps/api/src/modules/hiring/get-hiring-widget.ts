import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { type HiringWidget, OPEN_RFP_STATUSES, UPCOMING_INTERVIEWS_LIMIT } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { HiringDeps } from './hiring-deps';
import { interviewPage } from './interview-queries';
import { proposals, rfps } from './tables';

/** The dashboard's hiring card: open requests, new proposals on them, the next
 * interviews, and whether the company has posted any request yet. */
export async function getHiringWidget(deps: Pick<HiringDeps, 'db'>, input: { actor: CompanyActor; now?: Date }): Promise<HiringWidget> {
  const { db } = deps;
  const { companyId } = input.actor;
  const now = input.now ?? new Date();
  const [[openRequests], [anyRequest], [newProposals], upcoming] = await Promise.all([
    db
      .select({ total: count() })
      .from(rfps)
      .where(and(eq(rfps.companyId, companyId), inArray(rfps.status, [...OPEN_RFP_STATUSES]))),
    db.select({ id: rfps.id }).from(rfps).where(eq(rfps.companyId, companyId)).limit(1),
    db
      .select({ total: count() })
      .from(proposals)
      .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
      .where(
        and(eq(proposals.companyId, companyId), eq(rfps.companyId, companyId), eq(proposals.status, 'new'), ne(rfps.status, 'closed')),
      ),
    interviewPage(db, companyId, { when: 'upcoming', now }, { limit: UPCOMING_INTERVIEWS_LIMIT }),
  ]);
  return {
    open_requests: Number(openRequests?.total ?? 0),
    new_proposals: Number(newProposals?.total ?? 0),
    next_interview: upcoming.items[0] ?? null,
    upcoming_interviews: upcoming.items,
    has_requests: anyRequest !== undefined,
  };
}
