import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationRequestSchema,
  API_PATHS,
  envelope,
  errorBodySchema,
  invitationIdParamsSchema,
  invitationListQuerySchema,
  invitationLookupQuerySchema,
  invitationPageSchema,
  invitationPreviewSchema,
  invitationRequestSchema,
  invitationSchema,
  invitationUpdateSchema,
  okSchema,
  sessionSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import { acceptInvitation } from './accept-invitation';
import { createInvitation } from './create-invitation';
import { getInvitation } from './get-invitation';
import type { InvitationsDeps } from './invitations-deps';
import { listInvitations } from './list-invitations';
import { lookupInvitation } from './lookup-invitation';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { updateInvitation } from './update-invitation';

const tags = ['invitations'];
const editors = access.role('account_editor');
const SENDS_LIMITED = 'Invitation e-mails are limited per company and per client address (429 with Retry-After).';

export const invitationsRoutes: FastifyPluginAsyncZod<{ deps: InvitationsDeps }> = namedPlugin(
  'invitationsRoutes',
  async (app, { deps }) => {
    app.get(
      API_PATHS.invitations,
      {
        config: { access: editors },
        schema: {
          tags,
          summary: "The company's invitations waiting for an answer",
          description: 'Pending and expired invitations (not accepted or withdrawn ones), newest first, in keyset pages.',
          querystring: invitationListQuerySchema,
          response: { 200: envelope(invitationPageSchema), 422: errorBodySchema },
        },
      },
      async (request) => ({ data: await listInvitations(deps, { actor: companyActorOf(request), query: request.query }) }),
    );

    app.post(
      API_PATHS.invitations,
      {
        config: { access: editors },
        schema: {
          tags,
          summary: 'Invite a colleague',
          description: `E-mails a link that works for seven days. The roles must be the caller's own (403); an address with an account, or with an open invitation, is refused (422). ${SENDS_LIMITED}`,
          body: invitationRequestSchema,
          response: { 201: envelope(invitationSchema), 422: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createInvitation(deps, { actor: companyActorOf(request), invitation: request.body }) }),
    );

    app.get(
      API_PATHS.invitation,
      {
        config: { access: editors },
        schema: {
          tags,
          summary: 'One invitation',
          params: invitationIdParamsSchema,
          response: { 200: envelope(invitationSchema), 422: errorBodySchema },
        },
      },
      async (request) => ({ data: await getInvitation(deps, { actor: companyActorOf(request), invitationId: request.params.id }) }),
    );

    app.patch(
      API_PATHS.invitation,
      {
        config: { access: editors },
        schema: {
          tags,
          summary: 'Change an invitation before it is accepted',
          description:
            "Only the fields sent change. A new e-mail address gets a new link, valid for seven days, and the e-mail; the old link stops working. Only an invitation whose roles the caller all holds, and roles added must be the caller's own (403).",
          params: invitationIdParamsSchema,
          body: invitationUpdateSchema,
          response: { 200: envelope(invitationSchema), 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => ({
        data: await updateInvitation(deps, { actor: companyActorOf(request), invitationId: request.params.id, changes: request.body }),
      }),
    );

    app.post(
      API_PATHS.invitationResend,
      {
        config: { access: editors },
        schema: {
          tags,
          summary: 'Send an invitation again',
          description: `A new link, valid for seven days from now, replaces the old one. Only an invitation whose roles the caller all holds (403). ${SENDS_LIMITED}`,
          params: invitationIdParamsSchema,
          response: { 200: envelope(invitationSchema), 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => ({ data: await resendInvitation(deps, { actor: companyActorOf(request), invitationId: request.params.id }) }),
    );

    app.delete(
      API_PATHS.invitation,
      {
        config: { access: editors },
        schema: {
          tags,
          summary: 'Withdraw an invitation',
          description:
            'Its link stops working at once. Only an invitation whose roles the caller all holds (403); an accepted one cannot be withdrawn (409).',
          params: invitationIdParamsSchema,
          response: { 200: envelope(okSchema), 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => {
        await revokeInvitation(deps, { actor: companyActorOf(request), invitationId: request.params.id });
        return { data: { ok: true as const } };
      },
    );

    app.get(
      API_PATHS.invitationLookup,
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: "An invitation link's invitation",
          description:
            'The company, the inviter and the invitee as invited. Unknown, expired, used and withdrawn links answer the same 404. Limited per client address (429 with Retry-After).',
          querystring: invitationLookupQuerySchema,
          response: { 200: envelope(invitationPreviewSchema), 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => ({ data: await lookupInvitation(deps, { token: request.query.token, ip: request.ip }) }),
    );

    app.post(
      API_PATHS.invitationAccept,
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: 'Accept an invitation and sign in',
          description:
            'Makes the invitee a user of the company with the invited roles and the chosen password, and answers a session. A link works once; unknown, expired, used and withdrawn links answer the same 404. Limited per client address (429 with Retry-After).',
          body: acceptInvitationRequestSchema,
          response: {
            201: envelope(sessionSchema),
            404: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { token, first_name, last_name, password } = request.body;
        const session = await acceptInvitation(deps, { token, firstName: first_name, lastName: last_name, password, ip: request.ip });
        return reply.code(201).send({ data: session });
      },
    );
  },
);
