import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  talentIdParamsSchema,
  talentProfileSchema,
  teamMemberSchema,
  teamQuerySchema,
  teamSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { ContractsDeps } from './contracts-deps';
import { getTalent } from './get-talent';
import { getTeamMember } from './get-team-member';
import { listTeam } from './list-team';

const tags = ['contracts'];

/** My team, a team member and a talent's profile: for users with the contracts role. */
export const teamRoutes: FastifyPluginAsyncZod<{ deps: ContractsDeps }> = namedPlugin('teamRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.team,
    {
      config: { access: access.role('contracts') },
      schema: {
        tags,
        summary: 'The developers working for the company now',
        description:
          'One entry per talent with a contract active or under notice, led by the contract that ends first; searched by name or role (`q`), ' +
          'filtered by `vendor` and `ending=soon`, sorted by `name`, `ends_on` (soonest first) or `started_on` (newest first). ' +
          'One bounded answer (at most 500 members), with the whole team’s head count and monthly cost per currency.',
        querystring: teamQuerySchema,
        response: { 200: envelope(teamSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await listTeam(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.teamMember,
    {
      config: { access: access.role('contracts') },
      schema: {
        tags,
        summary: 'A team member: profile, contracts, hours billed and invoices',
        description: 'By talent id; a talent the company has no contract with answers as an unknown one (404).',
        params: talentIdParamsSchema,
        response: { 200: envelope(teamMemberSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getTeamMember(deps, { actor: companyActorOf(request), talentId: request.params.id }) }),
  );

  app.get(
    API_PATHS.talent,
    {
      config: { access: access.role('contracts') },
      schema: {
        tags,
        summary: 'A developer’s profile',
        description: 'Visible to a company with a contract with them in any status; any other talent answers as an unknown one (404).',
        params: talentIdParamsSchema,
        response: { 200: envelope(talentProfileSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getTalent(deps, { actor: companyActorOf(request), talentId: request.params.id }) }),
  );
});
