import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  invoiceCountSchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  INVOICE_PDFS_ZIP_MAX,
  invoiceListQuerySchema,
  invoiceReferencesInputSchema,
  invoicePageSchema,
  invoicesWidgetSchema,
  invoiceTimelineSchema,
  spendSchema,
  vendorSchema,
} from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { sendDownload } from '../../platform/http/downloads';
import { namedPlugin } from '../../platform/http/named-plugin';
import { acceptDelivery } from './accept-delivery';
import type { BillingDeps } from './billing-deps';
import { countInvoices } from './count-invoices';
import { exportInvoicePdfs } from './export-invoice-pdfs';
import { exportInvoicesCsv } from './export-invoices-csv';
import { getInvoice } from './get-invoice';
import { getInvoicePdf } from './get-invoice-pdf';
import { getInvoiceTimeline } from './get-invoice-timeline';
import { getInvoicesWidget } from './get-invoices-widget';
import { getSpend } from './get-spend';
import { INVOICE_CSV_MAX_ROWS } from './invoice-csv';
import { listInvoiceVendors } from './list-invoice-vendors';
import { listInvoices } from './list-invoices';
import { updateInvoiceReferences } from './update-invoice-references';

const tags = ['invoices'];
const invoicesRole = { access: access.role('invoices') };
/**
 * What an invoice is booked to is finance's to say: every role of the finance group (invoices,
 * contracts and my_company, as for legal and admin, who hold them too). Reading it needs invoices alone.
 */
const financeGroup = { access: access.group('finance') };
const failures = { 422: errorBodySchema };

export const invoicesRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = namedPlugin('invoicesRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.invoices,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: "The company's invoices, filtered, sorted and one keyset page at a time",
        description: '`status` may repeat. `next_cursor` is opaque: pass it back as `cursor` with the same filters and sort.',
        querystring: invoiceListQuerySchema,
        response: { 200: envelope(invoicePageSchema), ...failures },
      },
    },
    async (request) => ({ data: await listInvoices(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.invoicesCount,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'How many invoices the filters match',
        description: 'The same query as the list; `sort`, `limit` and `cursor` are ignored.',
        querystring: invoiceListQuerySchema,
        response: { 200: envelope(invoiceCountSchema), ...failures },
      },
    },
    async (request) => ({ data: await countInvoices(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.get(
    API_PATHS.invoicesCsv,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'The filtered invoice list as CSV',
        description: `Every page of the list (at most ${INVOICE_CSV_MAX_ROWS} rows); \`limit\` and \`cursor\` are ignored.`,
        produces: ['text/csv'],
        querystring: invoiceListQuerySchema,
        response: failures,
      },
    },
    async (request, reply) => sendDownload(reply, exportInvoicesCsv(deps, { actor: companyActorOf(request), query: request.query })),
  );

  app.get(
    API_PATHS.invoicesPdfZip,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'The PDFs of the filtered invoices as one ZIP file',
        description: `The same filters as the list, in its order; \`limit\` and \`cursor\` are ignored. More than ${INVOICE_PDFS_ZIP_MAX} matching invoices is a 422 asking for narrower filters. Each file is named by its invoice's number.`,
        produces: ['application/zip'],
        querystring: invoiceListQuerySchema,
        response: failures,
      },
    },
    async (request, reply) => sendDownload(reply, await exportInvoicePdfs(deps, { actor: companyActorOf(request), query: request.query })),
  );

  app.get(
    API_PATHS.invoiceVendors,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: "The vendors on the company's invoices, by name",
        response: { 200: envelope(z.array(vendorSchema)), ...failures },
      },
    },
    async (request) => ({ data: await listInvoiceVendors(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.invoicesWidget,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Outstanding amounts, overdue count and the next invoice due',
        response: { 200: envelope(invoicesWidgetSchema), ...failures },
      },
    },
    async (request) => ({ data: await getInvoicesWidget(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.invoicesSpend,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Paid and outstanding per month of issue over the last 12 months, per currency',
        response: { 200: envelope(spendSchema), ...failures },
      },
    },
    async (request) => ({ data: await getSpend(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.invoice,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'One invoice of the company, with the actions allowed now',
        params: invoiceIdParamsSchema,
        response: { 200: envelope(invoiceDetailSchema), ...failures },
      },
    },
    async (request) => ({ data: await getInvoice(deps, { actor: companyActorOf(request), invoiceId: request.params.id }) }),
  );

  app.get(
    API_PATHS.invoiceTimeline,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: "One invoice's timeline: issued, each payment and its status changes, ACH verification, delivery accepted, paid",
        description: 'Oldest first. `at` is a date-time in UTC, or the calendar date for `issued`.',
        params: invoiceIdParamsSchema,
        response: { 200: envelope(invoiceTimelineSchema), ...failures },
      },
    },
    async (request) => ({ data: await getInvoiceTimeline(deps, { actor: companyActorOf(request), invoiceId: request.params.id }) }),
  );

  app.get(
    API_PATHS.invoicePdf,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'One invoice as a PDF',
        produces: ['application/pdf'],
        params: invoiceIdParamsSchema,
        response: failures,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await getInvoicePdf(deps, { actor: companyActorOf(request), invoiceId: request.params.id })),
  );

  app.post(
    API_PATHS.acceptDelivery,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Accept the delivery of an invoice in escrow',
        description: 'Repeating it after it succeeded answers the accepted invoice again and changes nothing.',
        params: invoiceIdParamsSchema,
        response: { 200: envelope(invoiceDetailSchema), 409: errorBodySchema, ...failures },
      },
    },
    async (request) => ({ data: await acceptDelivery(deps, { actor: companyActorOf(request), invoiceId: request.params.id }) }),
  );

  app.put(
    API_PATHS.invoiceReferences,
    {
      config: financeGroup,
      schema: {
        tags,
        summary: "Set an invoice's own PO number and cost centre",
        description:
          "An empty value lets the company's default apply. Sending the values the invoice has already answers it as it is, changing nothing.",
        params: invoiceIdParamsSchema,
        body: invoiceReferencesInputSchema,
        response: { 200: envelope(invoiceDetailSchema), ...failures },
      },
    },
    async (request) => ({
      data: await updateInvoiceReferences(deps, {
        actor: companyActorOf(request),
        invoiceId: request.params.id,
        references: request.body,
      }),
    }),
  );
});
