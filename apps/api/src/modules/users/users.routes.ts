import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  companyUserSchema,
  currentUserSchema,
  envelope,
  errorBodySchema,
  reconfirmConsentRequestSchema,
  userIdParamsSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { actorOf, callerOf, companyActorOf } from '../../platform/access/caller';
import { getCompanyUser } from './get-company-user';
import { reconfirmConsent } from './reconfirm-consent';
import type { UsersDeps } from './users-deps';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  app.get(
    API_PATHS.currentUser,
    {
      config: { access: access.beforeConsent },
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: envelope(currentUserSchema) },
      },
    },
    // Loaded with the session by the access check: no query of its own.
    async (request) => ({ data: callerOf(request).currentUser }),
  );

  app.get(
    API_PATHS.companyUser,
    {
      config: { access: access.company },
      schema: {
        tags,
        summary: "A user of the caller's company",
        params: userIdParamsSchema,
        response: { 200: envelope(companyUserSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getCompanyUser(deps, { actor: companyActorOf(request), userId: request.params.id }) }),
  );

  app.post(
    API_PATHS.reconfirmConsent,
    {
      config: { access: access.beforeConsent },
      schema: {
        tags,
        summary: 'Agree to the terms',
        description: 'A form (application/x-www-form-urlencoded) or JSON body with `reconfirm_consent[isAgreed]` = 1 or true.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: reconfirmConsentRequestSchema,
        response: { 200: envelope(currentUserSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await reconfirmConsent(deps, { actor: actorOf(request) }) }),
  );
};
