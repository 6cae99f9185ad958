import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNUP_PAGE_PATH, text } from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../../platform/access/access';
import { sendBrowserScript } from '../sandbox-page';
import { SIGNUP_PAGE_SCRIPT_PATH, signupPage } from './signup-page';

/** Only the first value of a repeated query parameter, and only a short one, is shown. */
const shownQueryValue = z
  .union([text(), z.array(text())])
  .optional()
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value)?.trim();
    return first ? first.slice(0, 80) : null;
  });

/** The sign-up page and its script; the account itself is made by POST /api/auth/signup (auth module). */
export const signupPageRoutes: FastifyPluginAsyncZod<{ script: string }> = async (app, { script }) => {
  app.get(
    SIGNUP_PAGE_PATH,
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
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
    sendBrowserScript(reply, script),
  );
};
