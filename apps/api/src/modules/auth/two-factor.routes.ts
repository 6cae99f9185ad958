import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  loginTwoFactorRequestSchema,
  okSchema,
  recoveryCodesSchema,
  sessionSchema,
  twoFactorConfirmRequestSchema,
  twoFactorPolicyRequestSchema,
  twoFactorPolicySchema,
  twoFactorProofRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userIdParamsSchema,
  userTwoFactorSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { actorOf, callerOf, companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { AuthDeps } from './auth-deps';
import { completeLogin } from './complete-login';
import { confirmTwoFactor } from './confirm-two-factor';
import { disableTwoFactor } from './disable-two-factor';
import { getTwoFactorPolicy } from './get-two-factor-policy';
import { getTwoFactorStatus } from './get-two-factor-status';
import { getUserTwoFactor } from './get-user-two-factor';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import { resetUserTwoFactor } from './reset-user-two-factor';
import { setTwoFactorPolicy } from './set-two-factor-policy';
import { startTwoFactorSetup } from './start-two-factor-setup';

const tags = ['two-factor'];
const ok = { ok: true as const };

/** Two-factor sign-in: the second step of a sign-in, the caller's own setup, a colleague's reset, the company's requirement. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = namedPlugin('twoFactorRoutes', async (app, { deps }) => {
  app.post(
    API_PATHS.loginTwoFactor,
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Sign in, second step: the challenge of the first step and a code of the app or a recovery code',
        description:
          'A code is accepted once; a recovery code works once. Wrong codes count under the sign-in limits like wrong passwords (429 with Retry-After). 401 with code two_factor_challenge_expired: sign in with the password again.',
        body: loginTwoFactorRequestSchema,
        response: { 200: envelope(sessionSchema), 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => ({
      data: await completeLogin(deps, {
        challenge: request.body.challenge,
        code: request.body.code,
        recoveryCode: request.body.recovery_code,
        ip: request.ip,
      }),
    }),
  );

  app.get(
    API_PATHS.twoFactor,
    {
      config: { access: access.twoFactorSetup },
      schema: { tags, summary: "The caller's two-factor sign-in", response: { 200: envelope(twoFactorStatusSchema) } },
    },
    async (request) => ({ data: await getTwoFactorStatus(deps, { user: callerOf(request).user }) }),
  );

  app.post(
    API_PATHS.twoFactorSetup,
    {
      config: { access: access.twoFactorSetup },
      schema: {
        tags,
        summary: 'Start turning two-factor sign-in on: a new key for the authenticator app, with its QR code',
        description: 'Nothing is on until a code is confirmed. Starting again within a few minutes shows the same key.',
        response: { 200: envelope(twoFactorSetupSchema), 409: errorBodySchema },
      },
    },
    async (request) => ({ data: await startTwoFactorSetup(deps, { user: callerOf(request).user }) }),
  );

  app.post(
    API_PATHS.twoFactorConfirm,
    {
      config: { access: access.twoFactorSetup },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code of the new key; answers the ten recovery codes once',
        body: twoFactorConfirmRequestSchema,
        response: { 200: envelope(recoveryCodesSchema), 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await confirmTwoFactor(deps, { actor: actorOf(request), code: request.body.code }) }),
  );

  app.post(
    API_PATHS.twoFactorRecoveryCodes,
    {
      config: { access: access.twoFactorSetup },
      schema: {
        tags,
        summary: 'Replace the recovery codes (with a current code or the password); answers the new ones once',
        description: 'Wrong codes and passwords count under the sign-in limits.',
        body: twoFactorProofRequestSchema,
        response: { 200: envelope(recoveryCodesSchema), 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => ({
      data: await regenerateRecoveryCodes(deps, { actor: actorOf(request), user: callerOf(request).user, proof: request.body }),
    }),
  );

  app.post(
    API_PATHS.twoFactorDisable,
    {
      config: { access: access.twoFactorSetup },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (with a current code or the password)',
        description:
          "Refused (409) while the caller's company requires it of them. Wrong codes and passwords count under the sign-in limits.",
        body: twoFactorProofRequestSchema,
        response: { 200: envelope(okSchema), 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, { actor: actorOf(request), user: callerOf(request).user, proof: request.body });
      return { data: ok };
    },
  );

  app.get(
    API_PATHS.userTwoFactor,
    {
      config: { access: access.role('account_editor') },
      schema: {
        tags,
        summary: 'Whether a colleague has two-factor sign-in on',
        params: userIdParamsSchema,
        response: { 200: envelope(userTwoFactorSchema) },
      },
    },
    async (request) => ({ data: await getUserTwoFactor(deps, { actor: companyActorOf(request), userId: request.params.id }) }),
  );

  app.delete(
    API_PATHS.userTwoFactor,
    {
      config: { access: access.role('account_editor') },
      schema: {
        tags,
        summary: "Reset a colleague's two-factor sign-in (a lost phone): they sign in with the password until they set it up again",
        description: 'Only for a colleague whose roles the caller all holds (403); not for yourself, nor a colleague without it (409).',
        params: userIdParamsSchema,
        response: { 200: envelope(okSchema), 409: errorBodySchema },
      },
    },
    async (request) => {
      await resetUserTwoFactor(deps, { actor: companyActorOf(request), userId: request.params.id });
      return { data: ok };
    },
  );

  app.get(
    API_PATHS.twoFactorPolicy,
    {
      config: { access: access.role('account_editor') },
      schema: {
        tags,
        summary: 'Whether the company requires two-factor sign-in of its admins, and which admins have not set it up',
        response: { 200: envelope(twoFactorPolicySchema) },
      },
    },
    async (request) => ({ data: await getTwoFactorPolicy(deps, { actor: companyActorOf(request) }) }),
  );

  app.put(
    API_PATHS.twoFactorPolicy,
    {
      config: { access: access.role('account_editor') },
      schema: {
        tags,
        summary: 'Require two-factor sign-in of the admins (users with all five roles), or no longer',
        description:
          'While required, an admin without it is refused everything but its setup (403 with code two_factor_setup_required). Only a caller who has it on may require it (409).',
        body: twoFactorPolicyRequestSchema,
        response: { 200: envelope(twoFactorPolicySchema), 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await setTwoFactorPolicy(deps, { actor: companyActorOf(request), requireForAdmins: request.body.require_for_admins }),
    }),
  );
});
