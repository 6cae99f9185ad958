import { and, asc, count, countDistinct, eq, min, ne } from 'drizzle-orm';
import type { ActionSource } from '../../platform/dashboard';
import type { HiringDeps } from './hiring-deps';
import { proposals, rfps } from './tables';

/**
 * New proposals on the company's requests that are still open: counted one by one, listed one
 * line per request (its proposals page), the request waiting longest first.
 */
export function proposalsToReview(deps: Pick<HiringDeps, 'db'>): ActionSource {
  return {
    kind: 'proposal_to_review',
    role: 'proposals',
    async collect({ actor, limit }) {
      const where = and(
        eq(proposals.companyId, actor.companyId),
        eq(rfps.companyId, actor.companyId),
        eq(proposals.status, 'new'),
        ne(rfps.status, 'closed'),
      );
      const waitingSince = min(proposals.submittedAt);
      const [[counted], rows] = await Promise.all([
        deps.db
          .select({ total: count(), requests: countDistinct(rfps.id) })
          .from(proposals)
          .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
          .where(where),
        deps.db
          .select({ id: rfps.id, title: rfps.title, proposals: count(), waitingSince })
          .from(proposals)
          .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
          .where(where)
          .groupBy(rfps.id, rfps.title)
          .orderBy(asc(waitingSince), asc(rfps.id))
          .limit(limit),
      ]);
      return {
        label: 'Proposals to review',
        count: Number(counted?.total ?? 0),
        lines: Number(counted?.requests ?? 0),
        items: rows.map((row) => {
          const n = Number(row.proposals);
          return {
            id: row.id,
            title: row.title,
            detail: n === 1 ? '1 new proposal' : `${n} new proposals`,
            href: `/hiring/rfp/${encodeURIComponent(row.id)}`,
            due_on: null,
            overdue: false,
            amount: null,
          };
        }),
        list_href: '/hiring/rfp',
      };
    },
  };
}
