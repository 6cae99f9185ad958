import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  companyBusinessInputSchema,
  companyDetailsSchema,
  companyInformationInputSchema,
  companyLogoQuerySchema,
  companyLogoUploadSchema,
  connectionIdParamsSchema,
  connectionListQuerySchema,
  connectionPageSchema,
  connectionSchema,
  envelope,
  errorBodySchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { handleError, HttpError } from '../../platform/http/errors';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { CompanyDeps } from './company-deps';
import { endConnection } from './end-connection';
import { getCompany } from './get-company';
import { getCompanyLogo } from './get-company-logo';
import { listConnections } from './list-connections';
import { removeCompanyLogo } from './remove-company-logo';
import { updateCompanyBusiness } from './update-company-business';
import { updateCompanyInformation } from './update-company-information';
import { uploadCompanyLogo } from './upload-company-logo';

const tags = ['company'];
const myCompany = { access: access.role('my_company') };

/** A year: the versioned logo URL names one image for good. */
const LOGO_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The logo arrives as the request body itself (the image's bytes), whatever type the browser
 * declares for it: the operation decides by the bytes. Other bodies are parsed as everywhere.
 */
const LOGO_BODY_TYPES = /^(?:image\/[\w.+-]+|application\/octet-stream)$/i;

/** An upload over the limit is refused while it is read, with the limit in words. */
function logoUploadErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
  return handleError(
    tooLarge ? new HttpError(413, COMPANY_MESSAGES.logoTooLarge, [{ property: 'logo', message: COMPANY_MESSAGES.logoTooLarge }]) : error,
    request,
    reply,
  );
}

export const companyRoutes: FastifyPluginAsyncZod<{ deps: CompanyDeps }> = namedPlugin('companyRoutes', async (app, { deps }) => {
  // Registered within this plugin only: no other route of the API takes a raw body.
  app.addContentTypeParser(LOGO_BODY_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    API_PATHS.company,
    {
      config: myCompany,
      schema: {
        tags,
        summary: "The caller's company: information, business details and logo",
        response: { 200: envelope(companyDetailsSchema) },
      },
    },
    async (request) => ({ data: await getCompany(deps, { actor: companyActorOf(request) }) }),
  );

  app.put(
    API_PATHS.companyInformation,
    {
      config: myCompany,
      schema: {
        tags,
        summary: "Save the company's information",
        description: 'Legal and display name, website, size, industry and address. Saving the same values again changes nothing.',
        body: companyInformationInputSchema,
        response: { 200: envelope(companyDetailsSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await updateCompanyInformation(deps, { actor: companyActorOf(request), information: request.body }) }),
  );

  app.put(
    API_PATHS.companyBusiness,
    {
      config: myCompany,
      schema: {
        tags,
        summary: "Save the company's business details",
        description:
          'Tax id, billing address (or the company address), billing contacts who receive invoice and receipt e-mails, default PO number and preferred currency.',
        body: companyBusinessInputSchema,
        response: { 200: envelope(companyDetailsSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await updateCompanyBusiness(deps, { actor: companyActorOf(request), business: request.body }) }),
  );

  app.put(
    API_PATHS.companyLogo,
    {
      config: myCompany,
      bodyLimit: COMPANY_LIMITS.logoMaxBytes,
      errorHandler: logoUploadErrors,
      schema: {
        tags,
        summary: "Upload or replace the company's logo",
        description:
          'The body is the image itself: PNG, JPEG or WebP, at most 1 MB, recognised by its content (the declared type is not trusted). SVG is refused.',
        consumes: ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'],
        body: companyLogoUploadSchema,
        response: { 200: envelope(companyDetailsSchema), 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await uploadCompanyLogo(deps, { actor: companyActorOf(request), body: request.body }) }),
  );

  app.delete(
    API_PATHS.companyLogo,
    {
      config: myCompany,
      schema: { tags, summary: "Remove the company's logo", response: { 200: envelope(companyDetailsSchema) } },
    },
    async (request) => ({ data: await removeCompanyLogo(deps, { actor: companyActorOf(request) }) }),
  );

  app.get(
    API_PATHS.companyLogo,
    {
      // Every user of the company may see its logo, whatever their roles.
      config: { access: access.company },
      schema: {
        tags,
        summary: "The company's logo image",
        description:
          'With `?v=` of the version the details name, the answer may be kept for good; without it, it is checked again each time (ETag).',
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        querystring: companyLogoQuerySchema,
      },
    },
    async (request, reply) => {
      const logo = await getCompanyLogo(deps, { actor: companyActorOf(request) });
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${logo.fileName}"`)
        .header('etag', logo.etag)
        .header(
          'cache-control',
          request.query.v === logo.version ? `private, max-age=${LOGO_MAX_AGE_SECONDS}, immutable` : 'private, no-cache',
        );
      if (request.headers['if-none-match'] === logo.etag) return reply.code(304).send();
      return reply.type(logo.contentType).send(logo.image);
    },
  );

  app.get(
    API_PATHS.companyConnections,
    {
      config: myCompany,
      schema: {
        tags,
        summary: 'The vendors the company works with',
        description: 'Keyset pages by vendor name, filtered by status, with counts of active contracts and open invoices.',
        querystring: connectionListQuerySchema,
        response: { 200: envelope(connectionPageSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await listConnections(deps, { actor: companyActorOf(request), query: request.query }) }),
  );

  app.post(
    API_PATHS.endCompanyConnection,
    {
      config: myCompany,
      schema: {
        tags,
        summary: 'End the connection with a vendor',
        description:
          'Refused (409) while a contract with the vendor is signed, active or under notice. Ending an ended connection answers it as it is.',
        params: connectionIdParamsSchema,
        response: { 200: envelope(connectionSchema), 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await endConnection(deps, { actor: companyActorOf(request), connectionId: request.params.id }) }),
  );
});
