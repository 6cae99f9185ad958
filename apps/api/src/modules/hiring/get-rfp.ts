import type { RfpDetail } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { HiringDeps } from './hiring-deps';
import { findRfp, rfpDetail } from './rfp-queries';

/** One request of the company with all its proposals (newest first, declined last) and what can be done with each. */
export async function getRfp(deps: Pick<HiringDeps, 'db'>, input: { actor: CompanyActor; rfpId: string }): Promise<RfpDetail> {
  const rfp = await findRfp(deps.db, input.actor.companyId, input.rfpId);
  if (!rfp) throw notFound();
  return rfpDetail(deps.db, rfp);
}
