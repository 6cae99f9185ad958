import type { RfpPage, rfpListQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import type { HiringDeps } from './hiring-deps';
import { countFilteredRfps, rfpPage } from './rfp-queries';

/** One keyset page of the company's requests, filtered and sorted, with how many match. */
export async function listRfps(
  deps: Pick<HiringDeps, 'db'>,
  input: { actor: CompanyActor; query: z.output<typeof rfpListQuerySchema> },
): Promise<RfpPage> {
  const { companyId } = input.actor;
  const { status, q, sort, limit, cursor } = input.query;
  const filters = { status, q, sort };
  const [page, total] = await Promise.all([
    rfpPage(deps.db, companyId, filters, { limit, cursor }),
    countFilteredRfps(deps.db, companyId, filters),
  ]);
  return { ...page, total };
}
