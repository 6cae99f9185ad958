import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  approveTimesheetBodySchema,
  approveTimesheetsBodySchema,
  approveTimesheetsResultSchema,
  envelope,
  errorBodySchema,
  queryTimesheetBodySchema,
  TIMESHEETS_APPROVE_MAX,
  timesheetDetailSchema,
  timesheetFilterOptionsSchema,
  timesheetFiltersSchema,
  timesheetIdParamsSchema,
  timesheetListQuerySchema,
  timesheetPageSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { sendDownload } from '../../platform/http/downloads';
import { namedPlugin } from '../../platform/http/named-plugin';
import { approveTimesheet } from './approve-timesheet';
import { approveTimesheets } from './approve-timesheets';
import type { TimesheetDeps } from './contracts-deps';
import { exportTimesheetsCsv } from './export-timesheets-csv';
import { getTimesheet } from './get-timesheet';
import { listTimesheetFilterOptions } from './list-timesheet-filter-options';
import { listTimesheets } from './list-timesheets';
import { queryTimesheet } from './query-timesheet';
import { TIMESHEET_CSV_MAX_TIMESHEETS } from './timesheet-csv';

const contractsRole = { access: access.role('contracts') };
const tags = ['timesheets'];
const REVISION_RULES =
  'Name the `revision` the page showed: approving an approved timesheet answers it as it is, and so does querying a queried one at that revision; ' +
  'a revision the vendor has replaced since is a 409 ("The vendor revised this timesheet since you opened it").';

/** Timesheets: the weekly hours vendors submit under hourly contracts, reviewed by the company's contracts users. */
export const timesheetsRoutes: FastifyPluginAsyncZod<{ deps: TimesheetDeps }> = namedPlugin('timesheetsRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.timesheets,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: "The company's timesheets, waiting for review first, one keyset page at a time",
        description:
          'Submitted first, then queried, then approved; the newest week first within each. `status` may repeat; `week` is any day of the week wanted. ' +
          '`next_cursor` is opaque: pass it back as `cursor` with the same filters. `total` is how many the filters match.',
        querystring: timesheetListQuerySchema,
        response: { 200: envelope(timesheetPageSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await listTimesheets(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.timesheetFilterOptions,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: "The developers and vendors of the company's timesheets, by name",
        response: { 200: envelope(timesheetFilterOptionsSchema) },
      },
    },
    async (request) => ({ data: await listTimesheetFilterOptions(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.timesheetsExport,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: 'The filtered timesheets as CSV, one row per timesheet and day',
        description: `The list's filters and order, every page of it (at most ${TIMESHEET_CSV_MAX_TIMESHEETS} timesheets, seven rows each): the week, the day, the developer, vendor, contract, status, the day's hours and note, and the week's total.`,
        produces: ['text/csv'],
        querystring: timesheetFiltersSchema,
        response: { 422: errorBodySchema },
      },
    },
    async (request, reply) => sendDownload(reply, exportTimesheetsCsv(deps, { actor: companyActorOf(request), query: request.query })),
  );

  app.post(
    API_PATHS.timesheetsApprove,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: 'Approve several timesheets at once',
        description:
          `At most ${TIMESHEETS_APPROVE_MAX}, each with the revision the list showed, each approved as one would be alone: the answer says of each whether it was approved now, ` +
          "approved already, or skipped with the reason (queried, or revised since). A timesheet that is not the company's is a 404 for the whole request, before anything is approved.",
        body: approveTimesheetsBodySchema,
        response: { 200: envelope(approveTimesheetsResultSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await approveTimesheets(deps, { actor: companyActorOf(request), body: request.body }) }),
  );

  app.get(
    API_PATHS.timesheet,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: 'One timesheet: its week day by day and its history',
        params: timesheetIdParamsSchema,
        response: { 200: envelope(timesheetDetailSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getTimesheet(deps, { actor: companyActorOf(request), timesheetId: request.params.id }) }),
  );

  app.post(
    API_PATHS.timesheetApprove,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: 'Approve a timesheet',
        description: `${REVISION_RULES} A queried timesheet is a 409 until the vendor revises it. Approved is final.`,
        params: timesheetIdParamsSchema,
        body: approveTimesheetBodySchema,
        response: { 200: envelope(timesheetDetailSchema), 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await approveTimesheet(deps, {
        actor: companyActorOf(request),
        timesheetId: request.params.id,
        revision: request.body.revision,
      }),
    }),
  );

  app.post(
    API_PATHS.timesheetQuery,
    {
      config: contractsRole,
      schema: {
        tags,
        summary: 'Query a timesheet: a reason for the week, and per day where needed',
        description: `${REVISION_RULES} An approved timesheet is a 409. Each day must be a day of the timesheet's week (422 on \`days.N.day\`). The vendor answers by revising the timesheet; until then it is not approved automatically.`,
        params: timesheetIdParamsSchema,
        body: queryTimesheetBodySchema,
        response: { 200: envelope(timesheetDetailSchema), 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await queryTimesheet(deps, {
        actor: companyActorOf(request),
        timesheetId: request.params.id,
        revision: request.body.revision,
        reason: request.body.reason,
        days: request.body.days,
      }),
    }),
  );
});
