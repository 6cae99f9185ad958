import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityExportQuerySchema,
  activityPageSchema,
  activityPeopleSchema,
  activityQuerySchema,
  API_PATHS,
  envelope,
  errorBodySchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { sendDownload } from '../../platform/http/downloads';
import { namedPlugin } from '../../platform/http/named-plugin';
import { ACTIVITY_CSV_MAX_ROWS } from './activity-csv';
import type { ActivityDeps } from './company-activity-deps';
import { exportActivityCsv } from './export-activity-csv';
import { listActivity } from './list-activity';
import { listActivityPeople } from './list-activity-people';

const tags = ['activity'];

/** The log shows what everyone of the company did: for its administrators only (users with all five roles). */
const admins = { access: access.group('admin') };

const PERIOD_DESCRIPTION =
  '`from` and `to` are calendar days (both included) in the time zone `tz`, an IANA name such as Europe/Berlin; UTC when `tz` is absent.';

export const activityRoutes: FastifyPluginAsyncZod<{ deps: ActivityDeps }> = namedPlugin('activityRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.companyActivity,
    {
      config: admins,
      schema: {
        tags,
        summary: "The company's activity log, newest first",
        description: `Keyset pages of the company's audit entries, filtered by person (a user id, or \`system\`), category or action, and period. ${PERIOD_DESCRIPTION}`,
        querystring: activityQuerySchema,
        response: { 200: envelope(activityPageSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await listActivity(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.companyActivityPeople,
    {
      config: admins,
      schema: {
        tags,
        summary: "Everyone who appears in the company's activity log, for its person filter",
        response: { 200: envelope(activityPeopleSchema) },
      },
    },
    async (request) => ({ data: await listActivityPeople(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.companyActivityCsv,
    {
      config: admins,
      schema: {
        tags,
        summary: 'The filtered activity log as CSV',
        description: `The list's entries for the same filters, newest first (at most ${ACTIVITY_CSV_MAX_ROWS}). ${PERIOD_DESCRIPTION}`,
        produces: ['text/csv'],
        querystring: activityExportQuerySchema,
        response: { 422: errorBodySchema },
      },
    },
    async (request, reply) => sendDownload(reply, exportActivityCsv(deps, { actor: companyActorOf(request), query: request.query })),
  );
});
