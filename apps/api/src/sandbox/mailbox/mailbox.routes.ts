import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, text } from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../../platform/access/access';
import { notFound } from '../../platform/http/errors';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { MailboxDeps } from './mailbox-deps';
import { listMailbox } from './list-mailbox';
import { isFromThisMachine } from './local-request';
import { renderMailboxPage } from './mailbox-page';

const DEV_MAILBOX_PATH = '/dev/mailbox';

const mailboxQuerySchema = z.object({
  to: text().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().min(1).max(500).int().default(100),
});

const mailboxEntrySchema = z.object({
  id: text(),
  to: text(),
  subject: text(),
  text: text({ multiline: true }),
  html: text({ multiline: true }).nullable(),
  links: z.array(text()),
  created_at: text(),
  sent_at: text().nullable(),
});

/** The development mailbox: the outbox as a page and as JSON. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ deps: MailboxDeps }> = namedPlugin('mailboxRoutes', async (app, { deps }) => {
  // The mailbox holds password reset links: whoever reads it can take over any account. Unless the
  // operator opened it (DEV_MAILBOX=open), it answers this machine only, and others see no page.
  if (deps.access === 'local') {
    app.addHook('onRequest', async (request) => {
      if (!isFromThisMachine(request.raw)) throw notFound();
    });
  }

  app.get(
    DEV_MAILBOX_PATH,
    { config: { access: access.public }, schema: { hide: true, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const page = renderMailboxPage(await listMailbox(deps, request.query));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
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
      reply.header('cache-control', 'no-store');
      return { data: await listMailbox(deps, request.query) };
    },
  );
});
