import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESET_TOKEN_MAX_LENGTH, SIGNUP_CONFIRM_PAGE_PATH, SIGNUP_PAGE_PATH, text } from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../../platform/access/access';
import { sendBrowserScript } from '../sandbox-page';
import { namedPlugin } from '../../platform/http/named-plugin';
import { SIGNUP_CONFIRM_PAGE_SCRIPT_PATH, SIGNUP_PAGE_SCRIPT_PATH, signupConfirmPage, signupPage } from './signup-page';

/** Only the first value of a repeated query parameter, and only a short one, is shown. */
const shownQueryValue = z
  .union([text(), z.array(text())])
  .optional()
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value)?.trim();
    return first ? first.slice(0, 80) : null;
  });

/** The link's token, as the page passes it on: only the first, and only as long as a token can be. */
const linkToken = z
  .union([text(), z.array(text())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value)?.trim().slice(0, RESET_TOKEN_MAX_LENGTH) ?? '');

/**
 * The sign-up page, the page its e-mailed link opens, and their scripts; the auth module's
 * POST /api/auth/signup and /api/auth/signup/confirm do the work.
 */
export const signupPageRoutes: FastifyPluginAsyncZod<{ script: string; confirmScript: string }> = namedPlugin(
  'signupPageRoutes',
  async (app, { script, confirmScript }) => {
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

    app.get(
      SIGNUP_CONFIRM_PAGE_PATH,
      {
        config: { access: access.public },
        schema: {
          tags: ['auth'],
          summary: 'The page the link e-mailed at sign-up opens: the password again, then the account',
          querystring: z.object({ token: linkToken }),
        },
      },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(signupConfirmPage({ token: request.query.token })),
    );

    app.get(SIGNUP_CONFIRM_PAGE_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
      sendBrowserScript(reply, confirmScript),
    );

    app.get(SIGNUP_PAGE_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
      sendBrowserScript(reply, script),
    );
  },
);
