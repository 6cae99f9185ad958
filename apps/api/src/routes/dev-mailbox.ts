import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../platform/access/access';
import type { Database } from '../platform/database/database';
import { renderMailboxPage } from '../mailbox/mailbox-page';
import { findLinks } from '../platform/http/html';
import { listOutbox } from '../platform/outbox/outbox';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

const mailboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const mailboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  links: z.array(z.string()),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

/** Not registered in production. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    DEV_MAILBOX_PATH,
    { config: { access: access.public }, schema: { hide: true, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const emails = await listOutbox(db, request.query);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxPage(emails));
    },
  );

  app.get(
    `${DEV_MAILBOX_PATH}.json`,
    {
      config: { access: access.public },
      schema: {
        tags: ['development'],
        summary: 'The outbox, newest first (not in production)',
        querystring: mailboxQuerySchema,
        response: { 200: envelope(z.array(mailboxEntrySchema)) },
      },
    },
    async (request, reply) => {
      const emails = await listOutbox(db, request.query);
      reply.header('cache-control', 'no-store');
      return {
        data: emails.map((email) => ({
          id: email.id,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          links: findLinks(email.text),
          created_at: email.createdAt.toISOString(),
          sent_at: email.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
