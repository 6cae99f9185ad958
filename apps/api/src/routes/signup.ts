import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, envelope, errorBodySchema, sessionSchema, SIGNUP_PAGE_PATH, signupRequestSchema } from '@portal/api-schema';
import { access } from '../platform/access/access';
import { SIGNUP_PAGE_SCRIPT, SIGNUP_PAGE_SCRIPT_PATH, signupPage } from '../hiring/onboarding/signup-page';
import type { SignupService } from '../hiring/onboarding/signup';

const tags = ['auth'];

export interface SignupRouteOptions {
  signup: SignupService;
  /** Serve the sign-up page itself (when `/register` leads to it, the default). */
  servePage: boolean;
}

/** Only the first value of a repeated query parameter, and only a short one, is shown. */
const shownQueryValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value)?.trim();
    return first ? first.slice(0, 80) : null;
  });

export const signupRoutes: FastifyPluginAsyncZod<SignupRouteOptions> = async (app, { signup, servePage }) => {
  app.post(
    API_PATHS.signup,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Create a new customer account (a SandboxUser) and sign in',
        description:
          'The account has no company or roles until the onboarding wizard and call. Attempts are limited per client address (429 with Retry-After).',
        body: signupRequestSchema,
        response: { 201: envelope(sessionSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await signup.signup(request.body, request.ip) }),
  );

  if (!servePage) return;

  app.get(
    SIGNUP_PAGE_PATH,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The sign-up page that /register leads to',
        querystring: z.object({ developer_interest: shownQueryValue, source: shownQueryValue }),
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(signupPage({ developerInterest: request.query.developer_interest, source: request.query.source })),
  );

  app.get(SIGNUP_PAGE_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SIGNUP_PAGE_SCRIPT),
  );
};
