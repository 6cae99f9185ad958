import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, envelope, errorBodySchema, onboardingInputSchema, onboardingResultSchema } from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { actorOf } from '../../platform/access/caller';
import type { HiringDeps } from './hiring-deps';
import { submitOnboarding } from './submit-onboarding';

export const onboardingRoutes: FastifyPluginAsyncZod<{ deps: HiringDeps }> = async (app, { deps }) => {
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
    async (request, reply) =>
      reply.code(201).send({ data: await submitOnboarding(deps, { actor: actorOf(request), input: request.body }) }),
  );
};
