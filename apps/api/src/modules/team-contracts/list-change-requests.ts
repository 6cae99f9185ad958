import { count, eq } from 'drizzle-orm';
import type { ChangeRequestPage, changeRequestListQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { changeRequestPage, companyContract } from './change-request-queries';
import type { ContractsDeps } from './contracts-deps';
import { contractChangeRequests } from './tables';

/** One keyset page of a contract's end and extension requests, newest first; another company's contract is unknown. */
export async function listChangeRequests(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; contractId: string; query: z.output<typeof changeRequestListQuerySchema> },
): Promise<ChangeRequestPage> {
  const { db } = deps;
  const found = await companyContract(db, input.actor.companyId, input.contractId);
  if (!found) throw notFound();
  const [page, [counted]] = await Promise.all([
    changeRequestPage(db, found.contract.id, input.query),
    db.select({ total: count() }).from(contractChangeRequests).where(eq(contractChangeRequests.contractId, found.contract.id)),
  ]);
  return { ...page, total: Number(counted?.total ?? 0) };
}
