import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, contractsWidgetSchema, envelope } from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { ContractsDeps } from './contracts-deps';
import { getContractsWidget } from './get-contracts-widget';

/** The dashboard's contracts card. */
export const contractsWidgetRoutes: FastifyPluginAsyncZod<{ deps: ContractsDeps }> = namedPlugin(
  'contractsWidgetRoutes',
  async (app, { deps }) => {
    app.get(
      API_PATHS.contractsWidget,
      {
        config: { access: access.role('contracts') },
        schema: {
          tags: ['contracts'],
          summary: 'The contracts awaiting signature and those ending within 30 days, at most 5 of each, with their totals',
          response: { 200: envelope(contractsWidgetSchema) },
        },
      },
      async (request) => ({ data: await getContractsWidget(deps, { actor: companyActorOf(request) }) }),
    );
  },
);
