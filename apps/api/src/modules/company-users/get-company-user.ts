import type { CompanyUser } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { companyUserView, findCompanyUser } from './company-user-queries';
import type { UsersDeps } from './users-deps';

/** A user of the actor's company; another company's user is as unknown as a missing one (404). */
export async function getCompanyUser(deps: Pick<UsersDeps, 'db'>, input: { actor: CompanyActor; userId: string }): Promise<CompanyUser> {
  const user = await findCompanyUser(deps.db, input.actor.companyId, input.userId);
  if (!user) throw notFound();
  return companyUserView(deps.db, user);
}
