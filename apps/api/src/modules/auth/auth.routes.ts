import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  okSchema,
  passwordChangeRequestSchema,
  resetPasswordRequestSchema,
  resetTokenCheckRequestSchema,
  sessionSchema,
  signupAcceptedSchema,
  signupConfirmRequestSchema,
  signupRequestSchema,
  text,
} from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../../platform/access/access';
import { actorOf, callerOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { AuthDeps } from './auth-deps';
import { changePassword } from './change-password';
import { confirmSignUp } from './confirm-sign-up';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { requestPasswordReset } from './request-password-reset';
import { checkResetToken } from './check-reset-token';
import { resetPassword } from './reset-password';
import { signUp } from './sign-up';

const tags = ['auth'];
const ok = { ok: true as const };

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = namedPlugin('authRoutes', async (app, { deps }) => {
  app.post(
    API_PATHS.login,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Failed attempts are limited per account and per client address (429 with Retry-After). With two-factor sign-in the answer is a challenge for the second step (POST /api/auth/login/two-factor) instead of a session.',
        body: loginRequestSchema,
        response: {
          200: envelope(loginResponseSchema),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await logIn(deps, { ...request.body, ip: request.ip }) }),
  );

  app.post(
    API_PATHS.logout,
    {
      config: { access: access.beforeConsent },
      schema: {
        tags,
        summary: 'End the current session',
        response: { 200: envelope(okSchema) },
      },
    },
    async (request) => {
      await logOut(deps, { actor: actorOf(request), tokenHash: callerOf(request).tokenHash });
      return { data: ok };
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
          200: envelope(z.object({ message: text() })),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, { email: request.body.email, ip: request.ip });
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
      await resetPassword(deps, { token: request.body.token, password: request.body.password, ip: request.ip });
      return { data: ok };
    },
  );

  app.post(
    API_PATHS.resetPasswordCheck,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Whether the token from the e-mail still sets a password, without using it',
        description:
          'Asked by the reset page when it opens. A token that is unknown, used, expired, replaced by a newer link or of a disabled account answers the same 422 as the reset would; a live one says nothing of its account. Limited per client address (429 with Retry-After).',
        body: resetTokenCheckRequestSchema,
        response: { 200: envelope(okSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await checkResetToken(deps, { token: request.body.token, ip: request.ip });
      return { data: ok };
    },
  );

  app.post(
    API_PATHS.signup,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Sign up a new customer: e-mails a link that creates the account',
        description:
          'Answers the same 202 whether or not the address has an account: a free address is sent a link to confirm it (POST /api/auth/signup/confirm makes the account), the owner of a taken one is told of the attempt. Attempts are limited per client address (429 with Retry-After).',
        body: signupRequestSchema,
        response: { 202: envelope(signupAcceptedSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await signUp(deps, { signup: request.body, ip: request.ip });
      return reply.code(202).send({ data: { status: 'confirmation_sent' as const } });
    },
  );

  app.post(
    API_PATHS.signupConfirm,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Create the account of a sign-up with the e-mailed link and its password, and sign in',
        description:
          'The account (a SandboxUser without company or roles) is made once per link. A link that is unknown, expired, used, spent by five wrong passwords, or whose address got an account meanwhile answers 410; a wrong password 422.',
        body: signupConfirmRequestSchema,
        response: { 201: envelope(sessionSchema), 410: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await confirmSignUp(deps, { ...request.body, ip: request.ip }) }),
  );

  app.post(
    API_PATHS.passwordChange,
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: "Change the caller's password",
        description: "Ends the caller's other sessions. Wrong current passwords count against the sign-in limit.",
        body: passwordChangeRequestSchema,
        response: { 200: envelope(okSchema), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await changePassword(deps, {
        caller: callerOf(request),
        currentPassword: current_password,
        newPassword: new_password,
        ip: request.ip,
      });
      return { data: ok };
    },
  );
});
