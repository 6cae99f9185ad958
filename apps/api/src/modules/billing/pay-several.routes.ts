import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  envelope,
  errorBodySchema,
  PAY_SEVERAL_MAX_INVOICES,
  payInvoicesBodySchema,
  payInvoicesResultSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { BillingDeps } from './billing-deps';
import { payInvoicesWithSavedMethod } from './pay-invoices';

const tags = ['payments'];
// Paying several invoices is paying: the invoices role's, as Pay on one invoice is. Not rate
// limited, as no payment endpoint is: a repeated request is answered with the payments under way.
const invoicesRole = { access: access.role('invoices') };
const clientErrors = { 422: errorBodySchema };

export const paySeveralRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = namedPlugin('paySeveralRoutes', async (app, { deps }) => {
  app.post(
    API_PATHS.payInvoices,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Pay several invoices at once with a saved bank account or card',
        description: `At most ${PAY_SEVERAL_MAX_INVOICES} invoices. One charge per vendor and currency, one payment (with its receipt and timeline entries) per invoice. An invoice that cannot be paid now is answered \`skipped\` with the reason; a refused charge \`failed\` with the provider's message, to be retried; an ACH debit \`processing\` until it settles. Idempotent: identical concurrent requests make one charge, the others answer the payments under way. 404 for an invoice or method that is not the company's; 422 for a method that cannot pay (an unverified or removed account, an expired or removed card).`,
        body: payInvoicesBodySchema,
        response: { 200: envelope(payInvoicesResultSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await payInvoicesWithSavedMethod(deps, {
        actor: companyActorOf(request),
        invoiceIds: request.body.invoice_ids,
        method: request.body.method,
        origin: 'pay_several',
      }),
    }),
  );
});
