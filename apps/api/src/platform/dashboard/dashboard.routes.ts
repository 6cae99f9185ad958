import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionItemsSchema, API_PATHS, envelope } from '@portal/api-schema';
import { access } from '../access/access';
import { callerOf, companyActorOf } from '../access/caller';
import { namedPlugin } from '../http/named-plugin';
import type { ActionSourceRegistry } from './action-sources';
import { getActionItems } from './get-action-items';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: { sources: ActionSourceRegistry } }> = namedPlugin(
  'dashboardRoutes',
  async (app, { deps }) => {
    app.get(
      API_PATHS.dashboardActions,
      {
        config: { access: access.company },
        schema: {
          tags: ['dashboard'],
          summary: 'What waits for the caller: each kind their roles reach, with its count and first items',
          response: { 200: envelope(actionItemsSchema) },
        },
      },
      async (request) => ({
        data: await getActionItems(deps, { actor: companyActorOf(request), roles: callerOf(request).user.roles }),
      }),
    );
  },
);
