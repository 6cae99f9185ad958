import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, envelope, errorBodySchema, statementQuerySchema, statementSchema, STATEMENT_MAX_YEARS } from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { sendDownload } from '../../platform/http/downloads';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { BillingDeps } from './billing-deps';
import { exportStatementCsv } from './export-statement-csv';
import { exportStatementPdf } from './export-statement-pdf';
import { getStatement } from './get-statement';

const tags = ['statements'];
const invoicesRole = { access: access.role('invoices') };
const failures = { 422: errorBodySchema };
const periodRules =
  `\`currency\` defaults to the company's currency of most invoices; \`to\` to today and \`from\` to the first day of its quarter. ` +
  `A period that ends before it starts, or longer than ${STATEMENT_MAX_YEARS} years, is a 422 on \`to\`.`;

export const statementsRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = namedPlugin('statementsRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.statement,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: "The company's statement of account in one currency over a period",
        description: `Opening balance, the invoices issued (charges) and the payments that settled invoices (credits) with the running balance, the closing balance, and the aging of what is outstanding at the period's end. ${periodRules}`,
        querystring: statementQuerySchema,
        response: { 200: envelope(statementSchema), ...failures },
      },
    },
    async (request) => ({ data: await getStatement(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.statementPdf,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'The statement of account as a PDF',
        description: periodRules,
        produces: ['application/pdf'],
        querystring: statementQuerySchema,
        response: failures,
      },
    },
    async (request, reply) => sendDownload(reply, await exportStatementPdf(deps, { actor: companyActorOf(request), query: request.query })),
  );

  app.get(
    API_PATHS.statementCsv,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'The statement of account as CSV',
        description: periodRules,
        produces: ['text/csv'],
        querystring: statementQuerySchema,
        response: failures,
      },
    },
    async (request, reply) => sendDownload(reply, await exportStatementCsv(deps, { actor: companyActorOf(request), query: request.query })),
  );
});
