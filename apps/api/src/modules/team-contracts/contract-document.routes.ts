import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptContractInputSchema,
  acceptContractResultSchema,
  API_PATHS,
  CONTRACT_DOCUMENT_MESSAGES,
  CONTRACT_PDF_CHECK_MAX_BYTES,
  contractDocumentParamsSchema,
  contractDocumentSchema,
  contractPdfCheckResultSchema,
  contractPdfCheckUploadSchema,
  envelope,
  errorBodySchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { sendDownload } from '../../platform/http/downloads';
import { handleError, HttpError } from '../../platform/http/errors';
import { namedPlugin } from '../../platform/http/named-plugin';
import { acceptContract } from './accept-contract';
import { checkContractPdf } from './check-contract-pdf';
import type { ContractDocumentDeps } from './contract-document-deps';
import { getContractDocument } from './get-contract-document';
import { getContractPdf } from './get-contract-pdf';

const tags = ['contracts'];
const contractsRole = { access: access.role('contracts') };

/** A file over the limit is refused while it is read, with the limit in words. */
function pdfCheckErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
  const message = CONTRACT_DOCUMENT_MESSAGES.pdfTooLarge;
  return handleError(tooLarge ? new HttpError(413, message, [{ property: 'file', message }]) : error, request, reply);
}

/**
 * The PDF check takes the file itself as the body, whatever type the browser declares for it: the
 * operation decides by the bytes. Its own plugin, so no other route reads a raw body.
 */
const pdfCheckRoute: FastifyPluginAsyncZod<{ deps: ContractDocumentDeps }> = namedPlugin('pdfCheckRoute', async (app, { deps }) => {
  // Every body but JSON and forms arrives as bytes (those are parsed as everywhere, and refused as not a file).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CONTRACT_PDF_CHECK_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    API_PATHS.contractPdfCheck,
    {
      config: contractsRole,
      bodyLimit: CONTRACT_PDF_CHECK_MAX_BYTES,
      errorHandler: pdfCheckErrors,
      schema: {
        tags,
        summary: "Check a PDF against the contract's signed PDF and its document",
        description:
          "The body is the PDF file itself (at most 5 MB, recognised by its first bytes). The answer says whether its SHA-256 is the signed PDF's, the document's, or neither. Changes nothing; limited per user.",
        consumes: ['application/pdf', 'application/octet-stream'],
        params: contractDocumentParamsSchema,
        body: contractPdfCheckUploadSchema,
        response: { 200: envelope(contractPdfCheckResultSchema), 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await checkContractPdf(deps, { actor: companyActorOf(request), contractId: request.params.id, body: request.body }),
    }),
  );
});

/** Signing a contract, its document and PDF download, and checking a PDF against them. */
export const contractDocumentRoutes: FastifyPluginAsyncZod<{ deps: ContractDocumentDeps }> = namedPlugin(
  'contractDocumentRoutes',
  async (app, { deps }) => {
    app.post(
      API_PATHS.acceptContract,
      {
        config: contractsRole,
        schema: {
          tags,
          summary: 'Sign a contract awaiting the company’s signature',
          description:
            'Send the contract’s `version` as the page showed it. Records the signer, time, client address, user agent, terms version and the SHA-256 of the contract document, makes the signed PDF with its signature certificate page, and starts the contract when its start day has come. Repeating it after it succeeded answers the same signature and changes nothing; 409 names the contract’s state, or says it changed since the page showed it.',
          params: contractDocumentParamsSchema,
          body: acceptContractInputSchema,
          response: { 200: envelope(acceptContractResultSchema), 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) => ({
        data: await acceptContract(deps, { actor: companyActorOf(request), contractId: request.params.id, version: request.body.version }),
      }),
    );

    app.get(
      API_PATHS.contractDocument,
      {
        config: contractsRole,
        schema: {
          tags,
          summary: "The contract's PDF: its file name, whether it is signed, and its SHA-256 fingerprints",
          params: contractDocumentParamsSchema,
          response: { 200: envelope(contractDocumentSchema), 422: errorBodySchema },
        },
      },
      async (request) => ({ data: await getContractDocument(deps, { actor: companyActorOf(request), contractId: request.params.id }) }),
    );

    app.get(
      API_PATHS.contractPdf,
      {
        config: contractsRole,
        schema: {
          tags,
          summary: 'The contract as a PDF',
          description:
            'Once signed, the signed PDF (the document with its signature certificate page); before, the document as it would be signed now.',
          produces: ['application/pdf'],
          params: contractDocumentParamsSchema,
          response: { 422: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendDownload(reply, await getContractPdf(deps, { actor: companyActorOf(request), contractId: request.params.id })),
    );

    await app.register(pdfCheckRoute, { deps });
  },
);
