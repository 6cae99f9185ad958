import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBodySchema, RUNTIME_CONFIG_PATH, runtimeConfigSchema } from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../access/access';
import { namedPlugin } from '../http/named-plugin';
import { checkHealth } from './check-health';
import type { SystemDeps } from './system-deps';
import { runtimeConfigFor } from './runtime-config';

const HEALTH_PATH = '/api/health';

export const systemRoutes: FastifyPluginAsyncZod<{ deps: SystemDeps }> = namedPlugin('systemRoutes', async (app, { deps }) => {
  app.get(
    HEALTH_PATH,
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(z.object({ status: z.literal('ok') })), 503: errorBodySchema },
      },
    },
    async (request) => ({ data: await checkHealth(deps, { log: request.log }) }),
  );

  const publicSettings = runtimeConfigFor(deps.config);
  app.get(
    RUNTIME_CONFIG_PATH,
    {
      config: { access: access.public },
      schema: {
        tags: ['system'],
        summary: "The portal's public run-time settings (plain JSON, no envelope)",
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return publicSettings;
    },
  );
});
