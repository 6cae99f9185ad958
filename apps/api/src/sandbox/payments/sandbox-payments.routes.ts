import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountInputSchema,
  bankAccountTokenSchema,
  errorBodySchema,
  paymentReferenceParamsSchema,
  SANDBOX_PATHS,
  text,
} from '@portal/api-schema';
import type { CardPayments } from '../../modules/billing/payment-provider';
import { access } from '../../platform/access/access';
import { allowFramingBySelf } from '../../platform/http/framing';
import { sendBrowserScript } from '../sandbox-page';
import { checkoutPage, SANDBOX_CHECKOUT_DECISION_PATH, SANDBOX_CHECKOUT_SCRIPT_PATH } from './checkout-page';
import { decideCheckout } from './decide-checkout';
import { SANDBOX_BANK, type SandboxProvider } from './sandbox-payment-provider';
import { tokenizeBankAccount } from './tokenize-bank-account';

const tags = ['sandbox'];

const checkoutDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('pay'),
    card_number: text().trim().regex(/^[\d ]{12,23}$/, 'Enter the card number'),
    expiry: text()
      .trim()
      .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Enter the expiry as MM/YY'),
    cvc: text().trim().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC'),
  }),
  z.object({ action: z.literal('cancel') }),
]);

const checkoutOutcomeSchema = z.object({
  status: z.enum(['succeeded', 'failed', 'canceled']),
  message: text().nullable(),
  paymentIntentId: text(),
});

const stripeErrorSchema = z.object({ error: z.object({ message: text(), param: text() }) });

export interface SandboxPaymentsOptions {
  sandbox: SandboxProvider;
  /** Billing's card payments, which the checkout page shows and decides. */
  cardPayments: CardPayments;
  checkoutScript: string;
}

/** The sandbox payment provider's own pages: the hosted card checkout and the bank account tokenizer. */
export const sandboxPaymentsRoutes: FastifyPluginAsyncZod<SandboxPaymentsOptions> = async (app, options) => {
  const { sandbox, cardPayments, checkoutScript } = options;

  app.get(
    SANDBOX_PATHS.cardCheckout,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The sandbox's hosted card checkout (shown in a frame of the portal)",
        params: paymentReferenceParamsSchema,
      },
    },
    async (request, reply) => {
      const payment = await cardPayments.find(request.params.reference);
      allowFramingBySelf(reply);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(`<!doctype html><html lang="en"><body><p>This payment was not found.</p></body></html>`);
      return reply.send(
        checkoutPage({
          reference: payment.reference,
          amount: payment.amount,
          vendorName: payment.vendorName,
          open: payment.status === 'pending',
        }),
      );
    },
  );

  app.get(SANDBOX_CHECKOUT_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
    sendBrowserScript(reply, checkoutScript),
  );

  app.post(
    SANDBOX_CHECKOUT_DECISION_PATH,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The sandbox checkout's decision on a test card (Stripe's test cards)",
        params: paymentReferenceParamsSchema,
        body: checkoutDecisionSchema,
        response: { 200: checkoutOutcomeSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => decideCheckout({ sandbox, cardPayments }, { reference: request.params.reference, decision: request.body }),
  );

  app.post(
    SANDBOX_PATHS.bankAccountTokens,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The sandbox's bank account tokenizer (stands in for Stripe.js)",
        description: `Routing ${SANDBOX_BANK.routingNumber} with account ${SANDBOX_BANK.accountNumber} is verifiable; other valid numbers are refused as Stripe's test mode does.`,
        body: bankAccountInputSchema,
        response: { 200: bankAccountTokenSchema, 400: stripeErrorSchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = tokenizeBankAccount(
        { sandbox },
        { routingNumber: request.body.routing_number, accountNumber: request.body.account_number },
      );
      return 'error' in result ? reply.code(400).send(result) : result.token;
    },
  );
};
