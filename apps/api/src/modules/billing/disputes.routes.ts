import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  DISPUTE_ATTACHMENT_MAX_BASE64_LENGTH,
  DISPUTE_LIMITS,
  DISPUTE_TEXTS,
  disputeAttachmentParamsSchema,
  disputeMessageInputSchema,
  envelope,
  errorBodySchema,
  invoiceDisputeSchema,
  invoiceIdParamsSchema,
  raiseDisputeInputSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { sendDownload } from '../../platform/http/downloads';
import { handleError, HttpError } from '../../platform/http/errors';
import { namedPlugin } from '../../platform/http/named-plugin';
import { addDisputeMessage } from './add-dispute-message';
import type { BillingDeps } from './billing-deps';
import { getDisputeAttachment } from './get-dispute-attachment';
import { getInvoiceDispute } from './get-invoice-dispute';
import { raiseDispute } from './raise-dispute';

const tags = ['invoices'];
const invoicesRole = { access: access.role('invoices') };

/** The attachment travels base64-encoded in the JSON body, beside a message of bounded length. */
const MESSAGE_BODY_LIMIT = DISPUTE_ATTACHMENT_MAX_BASE64_LENGTH + 64 * 1024;

/** A body over the limit is refused while it is read, with the attachment's limit in words on its field. */
function tooLargeOnAttachment(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
  return handleError(
    tooLarge
      ? new HttpError(413, DISPUTE_TEXTS.attachmentTooLarge, [{ property: 'attachment', message: DISPUTE_TEXTS.attachmentTooLarge }])
      : error,
    request,
    reply,
  );
}

const ATTACHMENT_RULE = `An attachment is a PDF, PNG or JPEG of at most ${DISPUTE_LIMITS.attachmentMaxBytes / (1024 * 1024)} MB, base64-encoded, recognised by its content (the name proves nothing).`;

export const disputesRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = namedPlugin('disputesRoutes', async (app, { deps }) => {
  app.post(
    API_PATHS.invoiceDisputes,
    {
      config: invoicesRole,
      bodyLimit: MESSAGE_BODY_LIMIT,
      errorHandler: tooLargeOnAttachment,
      schema: {
        tags,
        summary: 'Dispute an open, overdue or in-escrow invoice',
        description: `The invoice turns Disputed until the vendor answers; it cannot be paid meanwhile. ${ATTACHMENT_RULE} The same dispute sent again while it is open answers the open one.`,
        params: invoiceIdParamsSchema,
        body: raiseDisputeInputSchema,
        response: { 200: envelope(invoiceDisputeSchema), 409: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await raiseDispute(deps, { actor: companyActorOf(request), invoiceId: request.params.id, dispute: request.body }),
    }),
  );

  app.get(
    API_PATHS.invoiceDispute,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: "The invoice's latest dispute with its thread, and whether one may be raised now",
        params: invoiceIdParamsSchema,
        response: { 200: envelope(invoiceDisputeSchema), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getInvoiceDispute(deps, { actor: companyActorOf(request), invoiceId: request.params.id }) }),
  );

  app.post(
    API_PATHS.invoiceDisputeMessages,
    {
      config: invoicesRole,
      bodyLimit: MESSAGE_BODY_LIMIT,
      errorHandler: tooLargeOnAttachment,
      schema: {
        tags,
        summary: "Add a message to the invoice's open dispute",
        description: `${ATTACHMENT_RULE} The thread's latest message sent again adds nothing.`,
        params: invoiceIdParamsSchema,
        body: disputeMessageInputSchema,
        response: { 200: envelope(invoiceDisputeSchema), 409: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await addDisputeMessage(deps, { actor: companyActorOf(request), invoiceId: request.params.id, message: request.body }),
    }),
  );

  app.get(
    API_PATHS.invoiceDisputeAttachment,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'The file attached to a message of the invoice’s dispute',
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
        params: disputeAttachmentParamsSchema,
        response: { 422: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await getDisputeAttachment(deps, {
          actor: companyActorOf(request),
          invoiceId: request.params.id,
          messageId: request.params.messageId,
        }),
      ),
  );
});
