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
import type { SandboxLinks } from '../links/sandbox-links';
import { namedPlugin } from '../../platform/http/named-plugin';
import { SANDBOX_CARD_SETUP_DECISION_PATH, SANDBOX_CARD_SETUP_SCRIPT_PATH } from './card-setup-page';
import { SANDBOX_CHECKOUT_DECISION_PATH, SANDBOX_CHECKOUT_SCRIPT_PATH } from './checkout-page';
import { decideCardSetup } from './decide-card-setup';
import { decideCheckout } from './decide-checkout';
import { SANDBOX_BANK, type SandboxProvider } from './sandbox-payment-provider';
import { showCardSetup } from './show-card-setup';
import { showCheckout } from './show-checkout';
import { tokenizeBankAccount } from './tokenize-bank-account';

const tags = ['sandbox'];

/** A card as the checkout and the card setup page take it. */
const cardEntryFields = {
  card_number: text()
    .trim()
    .regex(/^[\d ]{12,23}$/, 'Enter the card number'),
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Enter the expiry as MM/YY'),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC'),
};

const checkoutDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pay'), ...cardEntryFields }),
  z.object({ action: z.literal('cancel') }),
]);

const cardSetupEntrySchema = z.object(cardEntryFields);

const cardSetupOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), return_url: text() }),
  z.object({ status: z.literal('failed'), message: text() }),
]);

const cardSetupParamsSchema = z.object({ setupId: text().min(1).max(100) });

const checkoutOutcomeSchema = z.object({
  status: z.enum(['succeeded', 'failed', 'canceled']),
  message: text().nullable(),
  paymentIntentId: text(),
});

/** The token of the checkout link billing handed out; a page or decision without a valid one is not found. */
const checkoutTokenQuerySchema = z.object({ token: text().max(200).optional() });

const stripeErrorSchema = z.object({ error: z.object({ message: text(), param: text() }) });

export interface SandboxPaymentsOptions {
  sandbox: SandboxProvider;
  /** Billing's card payments, which the checkout page shows and decides. */
  cardPayments: CardPayments;
  /** Checks the token of the checkout links. */
  links: SandboxLinks;
  checkoutScript: string;
  cardSetupScript: string;
}

/** The sandbox payment provider's own pages: the hosted card checkout and the bank account tokenizer. */
export const sandboxPaymentsRoutes: FastifyPluginAsyncZod<SandboxPaymentsOptions> = namedPlugin(
  'sandboxPaymentsRoutes',
  async (app, options) => {
    const { sandbox, cardPayments, links, checkoutScript, cardSetupScript } = options;

    app.get(
      SANDBOX_PATHS.cardCheckout,
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: "The sandbox's hosted card checkout (shown in a frame of the portal)",
          description:
            'Opened by the `checkout_url` billing hands out, whose `token` it needs: without a valid one the payment is not found.',
          params: paymentReferenceParamsSchema,
          querystring: checkoutTokenQuerySchema,
        },
      },
      async (request, reply) => {
        const page = await showCheckout({ cardPayments, links }, { reference: request.params.reference, token: request.query.token });
        allowFramingBySelf(reply);
        // The URL carries the token: no cache keeps it, and no link on the page passes it on.
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
        if (!page) return reply.code(404).send(`<!doctype html><html lang="en"><body><p>This payment was not found.</p></body></html>`);
        return reply.send(page);
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
          description:
            "Needs the checkout link's `token`, which the checkout page passes on; without a valid one the payment is not found.",
          params: paymentReferenceParamsSchema,
          querystring: checkoutTokenQuerySchema,
          body: checkoutDecisionSchema,
          response: { 200: checkoutOutcomeSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) =>
        decideCheckout(
          { sandbox, cardPayments, links },
          { reference: request.params.reference, token: request.query.token, decision: request.body },
        ),
    );

    app.get(
      SANDBOX_PATHS.cardSetup,
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: "The sandbox's hosted card setup page (Stripe's SetupIntent confirmation)",
          description:
            'Opened by the `setup_url` billing hands out, whose `token` it needs: without a valid one the setup is not found. A saved card sends the browser back to the payment methods page with the setup id.',
          params: cardSetupParamsSchema,
          querystring: checkoutTokenQuerySchema,
        },
      },
      async (request, reply) => {
        const page = await showCardSetup({ sandbox, links }, { setupId: request.params.setupId, token: request.query.token });
        // The URL carries the token: no cache keeps it, and no link on the page passes it on.
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
        if (!page) return reply.code(404).send(`<!doctype html><html lang="en"><body><p>This card setup was not found.</p></body></html>`);
        return reply.send(page);
      },
    );

    app.get(SANDBOX_CARD_SETUP_SCRIPT_PATH, { config: { access: access.public }, schema: { hide: true } }, async (_request, reply) =>
      sendBrowserScript(reply, cardSetupScript),
    );

    app.post(
      SANDBOX_CARD_SETUP_DECISION_PATH,
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: "The sandbox card setup page's card (Stripe's test cards)",
          description:
            "Needs the setup link's `token`, which the page passes on. 4242 4242 4242 4242 saves a card whose payments succeed, 4000 0000 0000 0341 one whose payments are declined, 4000 0000 0000 0002 is declined (the setup stays open).",
          params: cardSetupParamsSchema,
          querystring: checkoutTokenQuerySchema,
          body: cardSetupEntrySchema,
          response: { 200: cardSetupOutcomeSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (request) =>
        decideCardSetup({ sandbox, links }, { setupId: request.params.setupId, token: request.query.token, entry: request.body }),
    );

    app.post(
      SANDBOX_PATHS.bankAccountTokens,
      {
        // Only someone who may pay invoices tokenizes an account (the portal's ACH form, signed in).
        config: { access: access.role('invoices') },
        schema: {
          tags,
          summary: "The sandbox's bank account tokenizer (stands in for Stripe.js)",
          description: `Routing ${SANDBOX_BANK.routingNumber} with account ${SANDBOX_BANK.accountNumber} is verifiable; other valid numbers are refused as Stripe's test mode does.`,
          body: bankAccountInputSchema,
          response: { 200: bankAccountTokenSchema, 400: stripeErrorSchema, 422: errorBodySchema },
        },
      },
      async (request, reply) => {
        const result = await tokenizeBankAccount(
          { sandbox },
          { routingNumber: request.body.routing_number, accountNumber: request.body.account_number },
        );
        return 'error' in result ? reply.code(400).send(result) : result.token;
      },
    );
  },
);
