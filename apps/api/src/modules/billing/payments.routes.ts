import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achCreatedSchema,
  achCreateFormSchema,
  achMetadataSchema,
  achPayFormSchema,
  achPayResultSchema,
  achPendingSchema,
  achVerifyFormSchema,
  API_PATHS,
  cardMetadataSchema,
  envelope,
  errorBodySchema,
  invoiceIdParamsSchema,
  paymentCreatedSchema,
  paymentMetadataParamsSchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
  paymentReferenceParamsSchema,
  paymentResultSchema,
  setPaymentStatusFormSchema,
  wireMetadataSchema,
} from '@portal/api-schema';
import { access } from '../../platform/access/access';
import { companyActorOf } from '../../platform/access/caller';
import { namedPlugin } from '../../platform/http/named-plugin';
import type { BillingDeps } from './billing-deps';
import { announceWire } from './announce-wire';
import { cancelAchPayment } from './cancel-ach-payment';
import { createAchBankAccount } from './create-ach-bank-account';
import { getPaymentCheckout } from './get-payment-checkout';
import { getPendingAchPayment } from './get-pending-ach-payment';
import { getWireInstructions } from './get-wire-instructions';
import { handlePaymentWebhook } from './handle-payment-webhook';
import { listPaymentMethods } from './list-payment-methods';
import { payWithSavedBankAccount } from './pay-with-saved-bank-account';
import { settleCardPayment } from './settle-card-payment';
import { startPayment } from './start-payment';
import { verifyAchBankAccount } from './verify-ach-bank-account';

const tags = ['payments'];
const invoicesRole = { access: access.role('invoices') };
const clientErrors = {
  409: errorBodySchema,
  422: errorBodySchema,
};
const formBody = ['application/x-www-form-urlencoded', 'application/json'];

export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = namedPlugin('paymentsRoutes', async (app, { deps }) => {
  app.get(
    API_PATHS.invoicePaymentMethods,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'The ways the invoice can be paid now',
        description: 'Empty when the invoice is not payable (only open and overdue invoices are).',
        params: invoiceIdParamsSchema,
        response: { 200: envelope(z.array(paymentMethodSchema)), ...clientErrors },
      },
    },
    async (request) => ({ data: await listPaymentMethods(deps, { actor: companyActorOf(request), invoiceId: request.params.id }) }),
  );

  app.post(
    API_PATHS.pay,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Start paying the invoice by card or ACH',
        description:
          'Creates the payment for the invoice and method, with the amount of the invoice. Idempotent: while a pending payment of the invoice and method exists, its reference is answered.',
        params: paymentMethodParamsSchema,
        response: { 200: envelope(paymentCreatedSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await startPayment(deps, { actor: companyActorOf(request), invoiceId: request.params.id, slug: request.params.slug }),
    }),
  );

  app.post(
    API_PATHS.announceWire,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Say that the wire of the invoice was sent',
        description:
          'Records a payment of the wire method, processing until the vendor confirms the receipt, with the amount of the invoice; its timeline says "Wire announced". No other payment of the invoice can start meanwhile. Idempotent: while the wire of this method is on its way, it is answered again. 422 for a method the invoice does not offer or that is not a wire; 409 when the invoice cannot be paid or another payment of it is on its way.',
        params: paymentMethodParamsSchema,
        response: { 200: envelope(paymentResultSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await announceWire(deps, { actor: companyActorOf(request), invoiceId: request.params.id, slug: request.params.slug }),
    }),
  );

  app.get(
    API_PATHS.invoicePaymentMetadata,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Wire instructions of the invoice',
        params: paymentMethodParamsSchema,
        response: { 200: envelope(wireMetadataSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await getWireInstructions(deps, { actor: companyActorOf(request), invoiceId: request.params.id, slug: request.params.slug }),
    }),
  );

  app.get(
    API_PATHS.paymentMetadata,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'What the client needs to complete a card or ACH payment',
        params: paymentMetadataParamsSchema,
        response: { 200: envelope(z.union([cardMetadataSchema, achMetadataSchema])), ...clientErrors },
      },
    },
    async (request) => ({
      data: await getPaymentCheckout(deps, {
        actor: companyActorOf(request),
        reference: request.params.reference,
        slug: request.params.slug,
      }),
    }),
  );

  app.post(
    API_PATHS.setPaymentStatus,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Settle a card payment after its checkout',
        description: 'The posted status is not trusted: the server asks the provider what became of the payment and answers that.',
        consumes: formBody,
        params: paymentReferenceParamsSchema,
        body: setPaymentStatusFormSchema,
        response: { 200: envelope(paymentResultSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await settleCardPayment(deps, {
        actor: companyActorOf(request),
        reference: request.params.reference,
        postedReference: request.body.reference,
      }),
    }),
  );

  app.get(
    API_PATHS.achPending,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: "The invoice's ACH payment waiting for its micro-deposits",
        params: invoiceIdParamsSchema,
        response: { 200: envelope(achPendingSchema), ...clientErrors },
      },
    },
    async (request) => ({ data: await getPendingAchPayment(deps, { actor: companyActorOf(request), invoiceId: request.params.id }) }),
  );

  app.post(
    API_PATHS.achCreate,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Save a tokenized bank account and send its two micro-deposits',
        description: 'Idempotent for the same token. The invoice waits for the deposits (ach_verification_pending).',
        consumes: formBody,
        params: paymentReferenceParamsSchema,
        body: achCreateFormSchema,
        response: { 200: envelope(achCreatedSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await createAchBankAccount(deps, {
        actor: companyActorOf(request),
        reference: request.params.reference,
        token: request.body.bank_account_id,
      }),
    }),
  );

  app.post(
    API_PATHS.achVerify,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Verify the micro-deposits and pay',
        description:
          'Amounts in cents, in either order. After three wrong tries the account is locked. Idempotent once verified; the payment then settles by webhook.',
        consumes: formBody,
        params: paymentReferenceParamsSchema,
        body: achVerifyFormSchema,
        response: { 200: envelope(paymentResultSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await verifyAchBankAccount(deps, {
        actor: companyActorOf(request),
        reference: request.params.reference,
        bankAccountId: request.body.bank_account_id,
        amounts: [request.body['amounts[0]'], request.body['amounts[1]']],
      }),
    }),
  );

  app.post(
    API_PATHS.achPay,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Pay with a saved bank account',
        description:
          'A verified account starts the debit (status processing; the invoice is paid when it settles). A new account answers bank_not_verified and waits for its deposits.',
        consumes: formBody,
        params: paymentReferenceParamsSchema,
        body: achPayFormSchema,
        response: { 200: envelope(achPayResultSchema), ...clientErrors },
      },
    },
    async (request) => ({
      data: await payWithSavedBankAccount(deps, {
        actor: companyActorOf(request),
        reference: request.params.reference,
        bankAccountId: request.body.bank_account_id,
      }),
    }),
  );

  app.post(
    API_PATHS.achCancel,
    {
      config: invoicesRole,
      schema: {
        tags,
        summary: 'Cancel an ACH payment left before it moved money',
        description:
          'For the ACH dialog closed before paying: a pending payment is cancelled (its invoice, if it waited for the deposits, is payable again). Idempotent: a cancelled or failed payment is answered as it is. A payment whose debit has started is never cancelled (409).',
        params: paymentReferenceParamsSchema,
        response: { 200: envelope(paymentResultSchema), ...clientErrors },
      },
    },
    async (request) => ({ data: await cancelAchPayment(deps, { actor: companyActorOf(request), reference: request.params.reference }) }),
  );

  await app.register(
    namedPlugin('paymentWebhooks', async (webhooks) => {
      // The signature covers the exact bytes received, so the body is kept as text.
      webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      webhooks.post(
        deps.provider.webhookPath,
        {
          config: { access: access.public },
          schema: {
            tags,
            summary: 'Payment provider events',
            description:
              'Signed events (Portal-Signature: t=...,v1=HMAC-SHA256 of "t.body" for the sandbox; Stripe-Signature for Stripe). Replayed events are acknowledged and ignored.',
            response: { 200: envelope(z.object({ received: z.literal(true) })), 400: errorBodySchema },
          },
        },
        async (request) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          await handlePaymentWebhook(deps, { rawBody, headers: request.headers });
          return { data: { received: true as const } };
        },
      );
    }),
  );
});
