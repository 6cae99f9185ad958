import { and, eq } from 'drizzle-orm';
import type { CompanyUser } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { users } from './tables';
import { knownRoles } from './user-queries';
import type { UsersDeps } from './users-deps';

/** A user of the actor's company; another company's user is as unknown as a missing one (404). */
export async function getCompanyUser(
  deps: Pick<UsersDeps, 'db'>,
  input: { actor: CompanyActor; userId: string },
): Promise<CompanyUser> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.companyId, input.actor.companyId)))
    .limit(1);
  if (!user) throw notFound();
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    type: user.type,
    extracted_roles: knownRoles(user.roles),
    photo: user.photo,
    enabled: user.enabled,
  };
}
