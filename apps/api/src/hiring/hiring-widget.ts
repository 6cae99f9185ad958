import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { type HiringWidget, OPEN_RFP_STATUSES } from '@portal/api-schema';
import type { Database } from '../platform/database/database';
import { proposals, rfps } from '../modules/hiring/tables';
import { nextInterview } from './interviews/interview-queries';

/** The dashboard's hiring card: open requests, new proposals on them and the next interview. */
export async function hiringWidget(db: Database, companyId: string, now = new Date()): Promise<HiringWidget> {
  const [[openRequests], [newProposals], next] = await Promise.all([
    db
      .select({ total: count() })
      .from(rfps)
      .where(and(eq(rfps.companyId, companyId), inArray(rfps.status, [...OPEN_RFP_STATUSES]))),
    db
      .select({ total: count() })
      .from(proposals)
      .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
      .where(and(eq(proposals.companyId, companyId), eq(rfps.companyId, companyId), eq(proposals.status, 'new'), ne(rfps.status, 'closed'))),
    nextInterview(db, companyId, now),
  ]);
  return {
    open_requests: Number(openRequests?.total ?? 0),
    new_proposals: Number(newProposals?.total ?? 0),
    next_interview: next,
  };
}
