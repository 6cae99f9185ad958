import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  companyUserSchema,
  currentUserSchema,
  emailConfirmationRequestSchema,
  emailConfirmationSchema,
  envelope,
  errorBodySchema,
  passwordResetLinkSchema,
  reconfirmConsentRequestSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPageSchema,
  userUpdateRequestSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { actorOf, callerOf, companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import { confirmEmailChange } from './confirm-email-change';
import { getCompanyUser } from './get-company-user';
import { listCompanyUsers } from './list-company-users';
import { reconfirmConsent } from './reconfirm-consent';
import { sendPasswordResetLink } from './send-password-reset-link';
import { updateCompanyUser } from './update-company-user';
import type { UsersDeps } from './users-deps';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = namedPlugin('usersRoutes', async (app, { deps }) => {
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

  app.get(
    API_PATHS.companyUsers,
    {
      config: { access: access.company },
      schema: {
        tags,
        summary: "The users of the caller's company",
        description:
          'Keyset pages by name (`limit`, `cursor`), searched by name or e-mail (`q`), filtered by `status` and role `group` (`custom`: roles that match no group).',
        querystring: userListQuerySchema,
        response: { 200: envelope(userPageSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await listCompanyUsers(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.put(
    API_PATHS.companyUser,
    {
      config: { access: access.company },
      schema: {
        tags,
        summary: "Change a user of the caller's company",
        description:
          'The user data, partial by section: info (names, job title, phone, time zone, e-mail), `extracted_roles`, `enabled`. ' +
          'A user changes their own info; an account editor changes the info, roles and state of colleagues whose roles they all hold, grants only roles they hold, ' +
          'never raises their own access nor disables themselves (403), and the last enabled account editor keeps the role and stays enabled (409). ' +
          'A new e-mail address is kept aside until the link sent to it is opened.',
        params: userIdParamsSchema,
        body: userUpdateRequestSchema,
        response: {
          200: envelope(companyUserSchema),
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await updateCompanyUser(deps, { actor: companyActorOf(request), userId: request.params.id, changes: request.body }),
    }),
  );

  app.post(
    API_PATHS.companyUserPasswordReset,
    {
      config: { access: access.role('account_editor') },
      schema: {
        tags,
        summary: 'E-mail a colleague a link to choose a new password',
        description:
          'The e-mail of the forgotten-password form. Only for a colleague whose roles the caller all holds (403); not for yourself nor a disabled user (409); limited per user and per editor (429).',
        params: userIdParamsSchema,
        response: { 200: envelope(passwordResetLinkSchema), 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => ({ data: await sendPasswordResetLink(deps, { actor: companyActorOf(request), userId: request.params.id }) }),
  );

  app.post(
    API_PATHS.emailConfirmation,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Confirm a new e-mail address',
        description: 'The token of the link sent to the new address; it works once, for 24 hours.',
        body: emailConfirmationRequestSchema,
        response: { 200: envelope(emailConfirmationSchema), 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await confirmEmailChange(deps, { token: request.body.token, ip: request.ip }) }),
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
});
