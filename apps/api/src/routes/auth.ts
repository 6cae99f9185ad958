import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  okSchema,
  resetPasswordRequestSchema,
  sessionSchema,
} from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../platform/access/access';
import type { AuthService } from '../auth/auth-service';
import { callerOf } from '../platform/access/caller';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    API_PATHS.login,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description: 'Failed attempts are limited per account and per client address (429 with Retry-After).',
        body: loginRequestSchema,
        response: {
          200: envelope(sessionSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await auth.login(request.body.email, request.body.password, request.ip) }),
  );

  app.post(
    API_PATHS.logout,
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'End the current session',
        response: { 200: envelope(okSchema) },
      },
    },
    async (request) => {
      await auth.logout(callerOf(request), request.ip);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    API_PATHS.forgotPassword,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'E-mail a link to choose a new password',
        description: 'Answers the same whether or not the account exists.',
        body: forgotPasswordRequestSchema,
        response: {
          200: envelope(z.object({ message: z.string() })),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, request.ip);
      return { data: { message: FORGOT_PASSWORD_MESSAGE } };
    },
  );

  app.post(
    API_PATHS.resetPassword,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Choose a new password with the token from the e-mail',
        description: 'Ends every session of the account.',
        body: resetPasswordRequestSchema,
        response: { 200: envelope(okSchema), 422: errorBodySchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password, request.ip);
      return { data: { ok: true as const } };
    },
  );
};
