import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  okSchema,
  onboardingInputSchema,
  onboardingResultSchema,
  WIZARD_DRAFT_LIMITS,
  wizardDraftInputSchema,
  wizardDraftSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { actorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { HiringDeps } from './hiring-deps';
import { handleError, HttpError } from '../../platform/http/errors';
import { submitOnboarding } from './submit-onboarding';
import { deleteWizardDraft, getWizardDraft, saveWizardDraft } from './wizard-draft';

const ok = { ok: true as const };

export const WIZARD_DRAFT_TOO_LARGE_MESSAGE = 'The draft is too large to keep.';

/** A draft over the limit is refused while it is read, with the reason in words. */
function draftBodyErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
  return handleError(tooLarge ? new HttpError(413, WIZARD_DRAFT_TOO_LARGE_MESSAGE) : error, request, reply);
}

export const onboardingRoutes: FastifyPluginAsyncZod<{ deps: HiringDeps }> = namedPlugin('onboardingRoutes', async (app, { deps }) => {
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

  app.get(
    API_PATHS.onboardingDraft,
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['onboarding'],
        summary: "The caller's draft of the wizard (step and answers so far), or null",
        response: { 200: envelope(wizardDraftSchema.nullable()) },
      },
    },
    async (request) => ({ data: await getWizardDraft(deps, { actor: actorOf(request) }) }),
  );

  app.put(
    API_PATHS.onboardingDraft,
    {
      config: { access: access.signedIn },
      bodyLimit: WIZARD_DRAFT_LIMITS.maxBytes,
      errorHandler: draftBodyErrors,
      schema: {
        tags: ['onboarding'],
        summary: "Keeps the caller's draft of the wizard, so that another browser continues it",
        description: `At most ${WIZARD_DRAFT_LIMITS.maxBytes} bytes (413 past that); 409 once the company is set up.`,
        body: wizardDraftInputSchema,
        response: { 200: envelope(wizardDraftSchema), 409: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await saveWizardDraft(deps, { actor: actorOf(request), draft: request.body }) }),
  );

  app.delete(
    API_PATHS.onboardingDraft,
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['onboarding'],
        summary: "Forgets the caller's draft of the wizard (starting over)",
        response: { 200: envelope(okSchema) },
      },
    },
    async (request) => {
      await deleteWizardDraft(deps, { userId: actorOf(request).userId });
      return { data: ok };
    },
  );
});
