import type { ConnectionPage, connectionListQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import type { CompanyDeps } from './company-deps';
import { connectionPage, countConnections } from './connection-queries';

/** One keyset page of the vendors the company works with (or did), by name, with how many match. */
export async function listConnections(
  deps: Pick<CompanyDeps, 'db' | 'connectionFigures'>,
  input: { actor: CompanyActor; query: z.output<typeof connectionListQuerySchema> },
): Promise<ConnectionPage> {
  const { companyId } = input.actor;
  const { status, limit, cursor } = input.query;
  const [page, total] = await Promise.all([
    connectionPage(deps, companyId, { status }, { limit, cursor }),
    countConnections(deps.db, companyId, { status }),
  ]);
  return { ...page, total };
}
