import type { UserPage, userListQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { countFilteredUsers, userPage } from './company-user-queries';
import type { UsersDeps } from './users-deps';

/** One keyset page of the company's users by name, filtered, with how many match. */
export async function listCompanyUsers(
  deps: Pick<UsersDeps, 'db'>,
  input: { actor: CompanyActor; query: z.output<typeof userListQuerySchema> },
): Promise<UserPage> {
  const { companyId } = input.actor;
  const { q, status, group, limit, cursor } = input.query;
  const filters = { q, status, group };
  const [page, total] = await Promise.all([
    userPage(deps.db, companyId, filters, { limit, cursor }),
    countFilteredUsers(deps.db, companyId, filters),
  ]);
  return { ...page, total };
}
