import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, envelope, errorBodySchema, onboardingInputSchema, onboardingResultSchema } from '@portal/api-schema';
import { access } from '../platform/access/access';
import { callerOf } from '../platform/access/caller';
import type { SessionCache } from '../platform/access/session-cache';
import type { Database } from '../platform/database/database';
import { submitOnboarding } from '../hiring/onboarding/submit-onboarding';

export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Database; sessionCache: SessionCache }> = async (
  app,
  { db, sessionCache },
) => {
  app.post(
    API_PATHS.onboarding,
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['onboarding'],
        summary: "The wizard's answers: sets up the new customer's company and first request",
        description: "Only once per account: 409 'Your company is already set up.' afterwards.",
        body: onboardingInputSchema,
        response: {
          201: envelope(onboardingResultSchema),
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const result = await submitOnboarding(db, { userId: caller.user.id, input: request.body, ip: request.ip });
      // The cached session still says the user has no company.
      sessionCache.forgetUser(caller.user.id);
      return reply.code(201).send({ data: result });
    },
  );
};
