import { eq } from 'drizzle-orm';
import type { TalentProfile } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { talentDetailsOf } from '../hiring';
import { talents } from '../hiring/tables';
import type { ContractsDeps } from './contracts-deps';
import { talentContracts } from './team-queries';
import { isWorking } from './team-view';

/**
 * A developer's full profile, shown to a company that has (or had) a contract with them in any
 * status; any other talent, of the marketplace or unknown, is a 404.
 */
export async function getTalent(deps: Pick<ContractsDeps, 'db'>, input: { actor: CompanyActor; talentId: string }): Promise<TalentProfile> {
  const rows = await talentContracts(deps.db, input.actor.companyId, { talentId: input.talentId });
  if (rows.length === 0) throw notFound();
  const [talent] = await deps.db.select().from(talents).where(eq(talents.id, input.talentId));
  if (!talent) throw notFound();
  return {
    ...talentDetailsOf(talent),
    on_team: rows.some((row) => isWorking(row.status)),
  };
}
