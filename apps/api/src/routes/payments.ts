import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
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
import { access } from '../platform/access/access';
import { companyActorOf } from '../platform/access/caller';
import {
  type AchCaller,
  createAchBankAccount,
  findPendingAchPayment,
  listCallerBankAccounts,
  payWithSavedAccount,
  requireAchPayment,
  verifyAchBankAccount,
} from '../billing/payments/ach';
import { sanitizeBillingDetails } from '../billing/payments/billing-details';
import { offeredPaymentMethods, paymentMethodCatalog } from '../billing/payments/catalog';
import {
  applyProviderOutcome,
  assertCheckoutCanStart,
  createOrReusePayment,
  findCompanyInvoice,
  findCompanyPayment,
  formatMoney,
  isPayable,
  NOT_PAYABLE_MESSAGE,
  offeredMethod,
  paymentResult,
  type PaymentDeps,
} from '../billing/payments/payment-service';
import type { PaymentProvider } from '../billing/payments/providers/payment-provider';
import { handlePaymentWebhook } from '../billing/payments/webhook-handler';
import type { Config } from '../config';
import type { Database } from '../platform/database/database';
import { vendors } from '../modules/billing/tables';
import { escapeHtml } from '../platform/http/html';
import { HttpError, invalidField, notFound } from '../platform/http/errors';

const tags = ['payments'];
const clientErrors = {
  409: errorBodySchema,
  422: errorBodySchema,
};
const formBody = ['application/x-www-form-urlencoded', 'application/json'];

function achCaller(request: FastifyRequest): AchCaller {
  const caller = companyActorOf(request);
  return {
    userId: caller.userId,
    companyId: caller.companyId,
    request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? 'unknown' },
  };
}

export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config; provider: PaymentProvider }> = async (
  app,
  { db, config, provider },
) => {
  const deps: PaymentDeps = { db, provider, catalog: paymentMethodCatalog(config.publicRuntime.paymentProductSlug) };
  app.addHook('onClose', async () => provider.close());

  app.get(
    API_PATHS.invoicePaymentMethods,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: 'The ways the invoice can be paid now',
        description: 'Empty when the invoice is not payable (only open and overdue invoices are).',
        params: invoiceIdParamsSchema,
        response: { 200: envelope(z.array(paymentMethodSchema)), ...clientErrors },
      },
    },
    async (request) => {
      const invoice = await findCompanyInvoice(db, companyActorOf(request).companyId, request.params.id);
      return { data: isPayable(invoice.status) ? offeredPaymentMethods(deps.catalog, invoice.paymentMethods) : [] };
    },
  );

  app.post(
    API_PATHS.pay,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: 'Start paying the invoice by card or ACH',
        description:
          'Creates the payment for the invoice and method, with the amount of the invoice. Idempotent: while a pending payment of the invoice and method exists, its reference is answered.',
        params: paymentMethodParamsSchema,
        response: { 200: envelope(paymentCreatedSchema), ...clientErrors },
      },
    },
    async (request) => {
      const caller = companyActorOf(request);
      const invoice = await findCompanyInvoice(db, caller.companyId, request.params.id);
      const payment = await createOrReusePayment(deps, {
        invoice,
        slug: request.params.slug,
        userId: caller.userId,
        ip: request.ip,
      });
      return { data: { reference: payment.reference } };
    },
  );

  app.get(
    API_PATHS.invoicePaymentMetadata,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: 'Wire instructions of the invoice',
        params: paymentMethodParamsSchema,
        response: { 200: envelope(wireMetadataSchema), ...clientErrors },
      },
    },
    async (request) => {
      const invoice = await findCompanyInvoice(db, companyActorOf(request).companyId, request.params.id);
      const method = offeredMethod(deps, invoice, request.params.slug);
      if (method.kind !== 'wire') throw new HttpError(422, 'This payment method needs a payment reference.');
      if (!isPayable(invoice.status)) throw new HttpError(409, NOT_PAYABLE_MESSAGE);
      const [vendor] = await db.select().from(vendors).where(eq(vendors.id, invoice.vendorId));
      if (!vendor) throw notFound();
      const amount = formatMoney(invoice.totalMinor, invoice.currency);
      return {
        data: {
          title: `<strong>${escapeHtml(method.label)}</strong>: pay ${escapeHtml(amount)} to ${escapeHtml(vendor.name)}, quoting invoice ${escapeHtml(invoice.number)}`,
          billing_details: sanitizeBillingDetails(vendor.billingDetails),
        },
      };
    },
  );

  app.get(
    API_PATHS.paymentMetadata,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: 'What the client needs to complete a card or ACH payment',
        params: paymentMetadataParamsSchema,
        response: { 200: envelope(z.union([cardMetadataSchema, achMetadataSchema])), ...clientErrors },
      },
    },
    async (request) => {
      const caller = companyActorOf(request);
      const payment = await findCompanyPayment(db, caller.companyId, request.params.reference);
      if (payment.methodSlug !== request.params.slug) throw notFound();
      const invoice = await findCompanyInvoice(db, caller.companyId, payment.invoiceId);
      const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, invoice.vendorId));
      const vendorName = vendor?.name ?? '';
      const amount = { currency: payment.currency, added_value: payment.amountMinor };
      const method = deps.catalog.get(payment.methodSlug);
      if (method?.kind === 'card') {
        if (payment.status === 'pending') await assertCheckoutCanStart(db, payment);
        const checkout = await provider.cardCheckout(payment);
        return {
          data: {
            configure_options: { provider: provider.name, publishable_key: checkout.publishableKey },
            checkout_options: {
              reference: payment.reference,
              amount,
              vendor_name: vendorName,
              client_secret: checkout.clientSecret,
              checkout_url: checkout.checkoutUrl,
            },
          },
        };
      }
      if (method?.kind !== 'ach') throw notFound();
      const accounts = await listCallerBankAccounts(db, { userId: caller.userId, companyId: caller.companyId }, provider.name);
      return {
        data: {
          public_key: config.payments.stripePublishableKey,
          options: { provider: provider.name, amount, vendor_name: vendorName },
          reference: payment.reference,
          bank_accounts: accounts.map((account) => ({
            id: account.id,
            last4: account.last4,
            bank_name: account.bankName,
            status: account.status,
          })),
        },
      };
    },
  );

  app.post(
    API_PATHS.setPaymentStatus,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: 'Settle a card payment after its checkout',
        description:
          'The posted status is not trusted: the server asks the provider what became of the payment and answers that.',
        consumes: formBody,
        params: paymentReferenceParamsSchema,
        body: setPaymentStatusFormSchema,
        response: { 200: envelope(paymentResultSchema), ...clientErrors },
      },
    },
    async (request) => {
      const caller = companyActorOf(request);
      if (request.body.reference !== request.params.reference) {
        throw invalidField('reference', 'The reference does not match the payment.');
      }
      const payment = await findCompanyPayment(db, caller.companyId, request.params.reference);
      if (deps.catalog.get(payment.methodSlug)?.kind !== 'card') throw notFound();
      const outcome = await provider.cardOutcome(payment);
      const settled = await applyProviderOutcome(db, payment, outcome, { userId: caller.userId, ip: request.ip }, provider);
      return { data: await paymentResult(db, settled) };
    },
  );

  app.get(
    API_PATHS.achPending,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: "The invoice's ACH payment waiting for its micro-deposits",
        params: invoiceIdParamsSchema,
        response: { 200: envelope(achPendingSchema), ...clientErrors },
      },
    },
    async (request) => {
      const invoice = await findCompanyInvoice(db, companyActorOf(request).companyId, request.params.id);
      const pending = await findPendingAchPayment(db, invoice.id);
      if (!pending) throw notFound();
      return { data: pending };
    },
  );

  app.post(
    API_PATHS.achCreate,
    {
      config: { access: access.role('invoices') },
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
    async (request) => {
      const caller = achCaller(request);
      const payment = await findCompanyPayment(db, caller.companyId, request.params.reference);
      const account = await createAchBankAccount(deps, payment, request.body.bank_account_id, caller);
      return { data: { bank_account_id: account.id } };
    },
  );

  app.post(
    API_PATHS.achVerify,
    {
      config: { access: access.role('invoices') },
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
    async (request) => {
      const caller = achCaller(request);
      const payment = await findCompanyPayment(db, caller.companyId, request.params.reference);
      const result = await verifyAchBankAccount(
        deps,
        payment,
        { bankAccountId: request.body.bank_account_id, amounts: [request.body['amounts[0]'], request.body['amounts[1]']] },
        caller,
      );
      return { data: await paymentResult(db, result) };
    },
  );

  app.post(
    API_PATHS.achPay,
    {
      config: { access: access.role('invoices') },
      schema: {
        tags,
        summary: 'Pay with a saved bank account',
        description:
          "A verified account starts the debit (status processing; the invoice is paid when it settles). A new account answers bank_not_verified and waits for its deposits.",
        consumes: formBody,
        params: paymentReferenceParamsSchema,
        body: achPayFormSchema,
        response: { 200: envelope(achPayResultSchema), ...clientErrors },
      },
    },
    async (request) => {
      const caller = achCaller(request);
      const payment = await findCompanyPayment(db, caller.companyId, request.params.reference);
      requireAchPayment(payment);
      const outcome = await payWithSavedAccount(deps, payment, request.body.bank_account_id, caller);
      return { data: { status: outcome.status, reference: payment.reference } };
    },
  );

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes received, so the body is kept as text.
    webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhooks.post(
      provider.webhookPath,
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
        await handlePaymentWebhook(deps, rawBody, request.headers);
        return { data: { received: true as const } };
      },
    );
  });
};
