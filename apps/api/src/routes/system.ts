import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBodySchema, RUNTIME_CONFIG_PATH, type RuntimeConfig, runtimeConfigSchema } from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../platform/access/access';
import type { Config } from '../config';
import { type Database, pingDatabase } from '../platform/database/database';
import { HttpError } from '../platform/http/errors';

export const HEALTH_PATH = '/api/health';

/** The portal's public settings; apiUrl '' means the API is on the portal's own origin. */
export function runtimeConfigFor(config: Pick<Config, 'nodeEnv' | 'publicRuntime'>): RuntimeConfig {
  const settings = config.publicRuntime;
  return {
    apiUrl: '',
    environment: config.nodeEnv,
    sentryDsn: settings.sentryDsn,
    helpCenterUrl: settings.helpCenterUrl,
    termsOfServiceUrl: settings.termsOfServiceUrl,
    privacyPolicyUrl: settings.privacyPolicyUrl,
    signupUrl: settings.signupUrl,
    chatProvider: settings.chatProvider,
    hubspotPortalId: settings.hubspotPortalId,
    paymentProductSlug: settings.paymentProductSlug,
    schedulerProvider: settings.schedulerProvider,
  };
}

export const systemRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
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
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'Database ping failed');
        throw new HttpError(503, 'The service is not available right now.');
      }
      return { data: { status: 'ok' as const } };
    },
  );

  const publicSettings = runtimeConfigFor(config);
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
};
