import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoicesWidgetSchema,
  invoiceCountSchema,
  invoicePageSchema,
  vendorSchema,
} from '@portal/api-schema';
import { z } from 'zod';
import { access } from '../platform/access/access';
import { companyActorOf } from '../platform/access/caller';
import type { Database } from '../platform/database/database';
import { acceptDelivery } from '../billing/invoices/accept-delivery';
import { INVOICE_CSV_MAX_ROWS, invoicesCsvFileName, invoicesCsvStream } from '../billing/invoices/invoice-csv';
import { renderInvoicePdf } from '../billing/invoices/invoice-pdf';
import {
  allInvoices,
  findInvoice,
  type InvoiceFilters,
  invoiceDetail,
  invoicesWidget,
  countInvoices,
  listInvoices,
  listInvoiceVendors,
} from '../billing/invoices/invoice-queries';
import { invalidField, notFound } from '../platform/http/errors';


const failures = { 422: errorBodySchema };

type ListQuery = z.output<typeof invoiceListQuerySchema>;

function filtersOf(query: ListQuery): InvoiceFilters {
  if (query.from && query.to && query.from > query.to) {
    throw invalidField('to', 'The end date must not be before the start date.');
  }
  return { status: query.status, vendor: query.vendor, from: query.from, to: query.to, sort: query.sort };
}

/** A file name for Content-Disposition: quoted ASCII plus the RFC 5987 form for anything else. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file download; its body is not JSON, so no response schema (and no typed `send`) applies. */
function sendDownload(reply: FastifyReply, contentType: string, fileName: string, body: Readable | Buffer) {
  return reply
    .type(contentType)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    API_PATHS.invoices,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: "The company's invoices, filtered, sorted and one keyset page at a time",
        description: '`status` may repeat. `next_cursor` is opaque: pass it back as `cursor` with the same filters and sort.',
        querystring: invoiceListQuerySchema,
        response: { 200: envelope(invoicePageSchema), ...failures },
      },
    },
    async (request) => {
      const { companyId } = companyActorOf(request);
      const filters = filtersOf(request.query);
      return { data: await listInvoices(db, companyId, filters, { limit: request.query.limit, cursor: request.query.cursor }) };
    },
  );

  app.get(
    API_PATHS.invoicesCount,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: 'How many invoices the filters match',
        description: 'The same query as the list; `sort`, `limit` and `cursor` are ignored.',
        querystring: invoiceListQuerySchema,
        response: { 200: envelope(invoiceCountSchema), ...failures },
      },
    },
    async (request) => {
      const { companyId } = companyActorOf(request);
      return { data: { total: await countInvoices(db, companyId, filtersOf(request.query)) } };
    },
  );

  app.get(
    API_PATHS.invoicesCsv,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: 'The filtered invoice list as CSV',
        description: `Every page of the list (at most ${INVOICE_CSV_MAX_ROWS} rows); \`limit\` and \`cursor\` are ignored.`,
        produces: ['text/csv'],
        querystring: invoiceListQuerySchema,
        response: failures,
      },
    },
    async (request, reply) => {
      const { companyId } = companyActorOf(request);
      const filters = filtersOf(request.query);
      const csv = invoicesCsvStream(allInvoices(db, companyId, filters, INVOICE_CSV_MAX_ROWS));
      return sendDownload(reply, 'text/csv; charset=utf-8', invoicesCsvFileName(new Date()), csv);
    },
  );

  app.get(
    API_PATHS.invoiceVendors,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: "The vendors on the company's invoices, by name",
        response: { 200: envelope(z.array(vendorSchema)), ...failures },
      },
    },
    async (request) => ({ data: await listInvoiceVendors(db, companyActorOf(request).companyId) }),
  );

  app.get(
    API_PATHS.invoicesWidget,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: 'Outstanding amounts, overdue count and the next invoice due',
        response: { 200: envelope(invoicesWidgetSchema), ...failures },
      },
    },
    async (request) => ({ data: await invoicesWidget(db, companyActorOf(request).companyId) }),
  );

  app.get(
    API_PATHS.invoice,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: 'One invoice of the company, with the actions allowed now',
        params: invoiceIdParamsSchema,
        response: { 200: envelope(invoiceDetailSchema), ...failures },
      },
    },
    async (request) => {
      const found = await findInvoice(db, companyActorOf(request).companyId, request.params.id);
      if (!found) throw notFound();
      return { data: await invoiceDetail(db, found.invoice, found.vendorName) };
    },
  );

  app.get(
    API_PATHS.invoicePdf,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: 'One invoice as a PDF',
        produces: ['application/pdf'],
        params: invoiceIdParamsSchema,
        response: failures,
      },
    },
    async (request, reply) => {
      const found = await findInvoice(db, companyActorOf(request).companyId, request.params.id);
      if (!found) throw notFound();
      const pdf = await renderInvoicePdf(found);
      return sendDownload(reply, 'application/pdf', `${found.invoice.number}.pdf`, Buffer.from(pdf));
    },
  );

  app.post(
    API_PATHS.acceptDelivery,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags: ['invoices'],
        summary: 'Accept the delivery of an invoice in escrow',
        description: 'Repeating it after it succeeded answers the accepted invoice again and changes nothing.',
        params: invoiceIdParamsSchema,
        response: { 200: envelope(invoiceDetailSchema), 409: errorBodySchema, ...failures },
      },
    },
    async (request) => {
      const caller = companyActorOf(request);
      await acceptDelivery(db, {
        companyId: caller.companyId,
        invoiceId: request.params.id,
        actorUserId: caller.userId,
        ip: request.ip,
      });
      const found = await findInvoice(db, caller.companyId, request.params.id);
      if (!found) throw notFound();
      return { data: await invoiceDetail(db, found.invoice, found.vendorName) };
    },
  );
};
