import type { Team, teamQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import { talentContracts } from './team-queries';
import { teamOf } from './team-view';

/**
 * My team: the developers working for the company now (a contract active or under notice), one
 * entry per talent, filtered and sorted; with the whole team's head count and monthly cost. A team
 * is small, so it is one bounded answer rather than keyset pages.
 */
export async function listTeam(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; query: z.output<typeof teamQuerySchema>; now?: Date },
): Promise<Team> {
  const rows = await talentContracts(deps.db, input.actor.companyId, { working: true });
  return teamOf(rows, input.query, isoDay(input.now ?? new Date()));
}
