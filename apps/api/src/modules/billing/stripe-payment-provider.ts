import { type PaymentProvider, type ProviderOutcome, readEvent, type SetupCard, WebhookSignatureError } from './payment-provider';
import type { PaymentRow } from './tables';

const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

interface PaymentIntentLike {
  id: string;
  status: string;
  client_secret: string | null;
  last_payment_error?: { message?: string | null } | null;
}

interface CardPaymentMethodLike {
  id: string;
  type: string;
  card?: { brand?: string | null; last4?: string | null; exp_month?: number | null; exp_year?: number | null } | null;
}

interface SetupIntentLike {
  id: string;
  status: string;
  client_secret?: string | null;
  metadata?: Record<string, string> | null;
  /** An id, or the PaymentMethod itself when expanded. */
  payment_method?: string | CardPaymentMethodLike | null;
}

/** The part of the Stripe client the provider uses (a test replaces it). */
export interface StripeClient {
  paymentIntents: {
    create(params: Record<string, unknown>, options?: { idempotencyKey?: string }): Promise<PaymentIntentLike>;
    retrieve(id: string): Promise<PaymentIntentLike>;
    cancel(id: string): Promise<PaymentIntentLike>;
    verifyMicrodeposits(id: string, params: { amounts: number[] }): Promise<PaymentIntentLike>;
  };
  setupIntents: {
    create(params: Record<string, unknown>, options?: { idempotencyKey?: string }): Promise<SetupIntentLike>;
    retrieve(id: string, params?: { expand?: string[] }): Promise<SetupIntentLike>;
    list(params: { payment_method: string; limit?: number }): Promise<{ data: Array<{ id: string; status: string }> }>;
    verifyMicrodeposits(id: string, params: { amounts: number[] }): Promise<{ id: string; status: string }>;
  };
  customers: {
    create(params: Record<string, unknown>, options?: { idempotencyKey?: string }): Promise<{ id: string }>;
    search(params: { query: string; limit?: number }): Promise<{ data: Array<{ id: string }> }>;
  };
  refunds: {
    create(params: { payment_intent: string }, options?: { idempotencyKey?: string }): Promise<{ id: string }>;
  };
  paymentMethods: {
    retrieve(id: string): Promise<{
      id: string;
      type: string;
      us_bank_account?: { last4?: string | null; bank_name?: string | null; routing_number?: string | null } | null;
      /** The Customer it is attached to; Stripe charges a saved method off-session only through it. */
      customer?: string | null;
    }>;
  };
  webhooks: {
    constructEvent(payload: string, header: string, secret: string): unknown;
  };
}

/** Stripe's client; its library loads only where Stripe is the provider (never offline, nor in the tests). */
export async function createStripeClient(secretKey: string): Promise<StripeClient> {
  const { default: Stripe } = await import('stripe');
  return new Stripe(secretKey) as unknown as StripeClient;
}

/** Stripe's refusal of a request's parameters, known by the type every Stripe error carries. */
function isInvalidRequest(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === 'StripeInvalidRequestError';
}

/** Stripe's PaymentIntent statuses, as a payment's life on our side. */
export function outcomeOfPaymentIntent(intent: PaymentIntentLike): ProviderOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', message: null };
    case 'canceled':
      return { status: 'canceled', message: null };
    case 'processing':
      return { status: 'processing', message: null };
    case 'requires_payment_method':
      // Back to requiring a method after an attempt means the attempt failed.
      return intent.last_payment_error
        ? { status: 'failed', message: intent.last_payment_error.message ?? null }
        : { status: 'pending', message: null };
    default:
      return { status: 'pending', message: null };
  }
}

/** The Customer's metadata key that names our company: a card is reused only through its Customer. */
const COMPANY_METADATA_KEY = 'company_id';

/** The card a SetupIntent saved, when it succeeded for this company; null otherwise. */
function cardOfSetupIntent(intent: SetupIntentLike, companyId: string): SetupCard | null {
  if (intent.status !== 'succeeded' || intent.metadata?.[COMPANY_METADATA_KEY] !== companyId) return null;
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || method.type !== 'card') return null;
  const card = method.card;
  if (!card?.brand || !card.last4 || !card.exp_month || !card.exp_year) return null;
  return { providerCardId: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

export function createStripeProvider(options: { client: StripeClient; publishableKey: string; webhookSecret: string }): PaymentProvider {
  const { client } = options;

  function intentIdOf(payment: PaymentRow): string {
    if (!payment.providerPaymentId) throw new Error(`Payment ${payment.reference} has no PaymentIntent`);
    return payment.providerPaymentId;
  }

  async function cancelIntent(payment: PaymentRow) {
    try {
      await client.paymentIntents.cancel(intentIdOf(payment));
      return { canceled: true, detail: null };
    } catch (error) {
      // Already canceled or succeeded: nothing left to cancel; the caller records what happened.
      if (error instanceof Error && (error as { code?: string }).code === 'payment_intent_unexpected_state') {
        return { canceled: false, detail: error.message };
      }
      throw error;
    }
  }

  /**
   * The company's Customer, which a SetupIntent attaches the card to so that it can be charged later:
   * found by its metadata, else created. Stripe's search may lag a new Customer by a moment, so the
   * creation is keyed by the company: two setups started together make one Customer.
   */
  async function customerOf(companyId: string): Promise<string> {
    const { data } = await client.customers.search({ query: `metadata['${COMPANY_METADATA_KEY}']:'${companyId}'`, limit: 1 });
    const found = data[0];
    if (found) return found.id;
    const created = await client.customers.create(
      { metadata: { [COMPANY_METADATA_KEY]: companyId } },
      { idempotencyKey: `customer-${companyId}` },
    );
    return created.id;
  }

  return {
    name: 'stripe',
    webhookPath: STRIPE_WEBHOOK_PATH,
    async createCardPayment(payment, description) {
      const intent = await client.paymentIntents.create(
        {
          amount: payment.amountMinor,
          currency: payment.currency.toLowerCase(),
          payment_method_types: ['card'],
          description,
          metadata: { reference: payment.reference, invoice_id: payment.invoiceId },
        },
        { idempotencyKey: `card-${payment.reference}` },
      );
      return { providerPaymentId: intent.id };
    },
    async cardCheckout(payment) {
      const intent = await client.paymentIntents.retrieve(intentIdOf(payment));
      return { publishableKey: options.publishableKey, clientSecret: intent.client_secret, checkoutUrl: null };
    },
    cancelCardPayment: cancelIntent,
    async cancelAchPayment(payment) {
      // Before the deposits were sent there is no PaymentIntent yet: nothing to cancel at Stripe.
      if (!payment.providerPaymentId) return { canceled: true, detail: null };
      return cancelIntent(payment);
    },
    async refundCardPayment(payment) {
      const refund = await client.refunds.create({ payment_intent: intentIdOf(payment) }, { idempotencyKey: `refund-${payment.id}` });
      return { refundId: refund.id };
    },
    async cardOutcome(payment) {
      return outcomeOfPaymentIntent(await client.paymentIntents.retrieve(intentIdOf(payment)));
    },
    async bankAccountFromToken(token) {
      if (!token.startsWith('pm_')) return null;
      try {
        const method = await client.paymentMethods.retrieve(token);
        if (method.type !== 'us_bank_account' || !method.us_bank_account?.last4) return null;
        return {
          providerAccountId: method.id,
          last4: method.us_bank_account.last4,
          bankName: method.us_bank_account.bank_name ?? null,
          routingNumber: method.us_bank_account.routing_number ?? null,
        };
      } catch {
        return null;
      }
    },
    async startMicrodeposits(payment, account, request) {
      // Confirming a us_bank_account PaymentIntent without instant verification sends the deposits.
      const intent = await client.paymentIntents.create(
        {
          amount: payment.amountMinor,
          currency: payment.currency.toLowerCase(),
          payment_method_types: ['us_bank_account'],
          payment_method: account.providerAccountId,
          payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
          confirm: true,
          mandate_data: {
            customer_acceptance: { type: 'online', online: { ip_address: request.ip, user_agent: request.userAgent } },
          },
          metadata: { reference: payment.reference, invoice_id: payment.invoiceId },
        },
        { idempotencyKey: `ach-${payment.reference}-${account.providerAccountId}` },
      );
      return { providerPaymentId: intent.id };
    },
    async verifyMicrodeposits(payment, _account, amounts) {
      try {
        await client.paymentIntents.verifyMicrodeposits(intentIdOf(payment), { amounts });
        return true;
      } catch (error) {
        if (isInvalidRequest(error)) return false;
        throw error;
      }
    },
    async startAccountVerification(account, request) {
      // A SetupIntent confirmed without instant verification sends the deposits, as a payment's does.
      await client.setupIntents.create(
        {
          payment_method_types: ['us_bank_account'],
          payment_method: account.providerAccountId,
          payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
          confirm: true,
          usage: 'off_session',
          mandate_data: {
            customer_acceptance: { type: 'online', online: { ip_address: request.ip, user_agent: request.userAgent } },
          },
          metadata: { bank_account_id: account.id },
        },
        { idempotencyKey: `setup-${account.providerAccountId}` },
      );
    },
    async verifyAccountDeposits(account, amounts) {
      const { data } = await client.setupIntents.list({ payment_method: account.providerAccountId, limit: 10 });
      const waiting = data.find((intent) => intent.status === 'requires_action');
      if (!waiting) return false;
      try {
        const verified = await client.setupIntents.verifyMicrodeposits(waiting.id, { amounts });
        return verified.status === 'succeeded';
      } catch (error) {
        if (isInvalidRequest(error)) return false;
        throw error;
      }
    },
    async startAchPayment(payment, account, request) {
      // A verified account's PaymentIntent goes to processing at once and settles by webhook.
      if (payment.providerPaymentId) return { providerPaymentId: payment.providerPaymentId };
      const intent = await client.paymentIntents.create(
        {
          amount: payment.amountMinor,
          currency: payment.currency.toLowerCase(),
          payment_method_types: ['us_bank_account'],
          payment_method: account.providerAccountId,
          confirm: true,
          mandate_data: {
            customer_acceptance: { type: 'online', online: { ip_address: request.ip, user_agent: request.userAgent } },
          },
          metadata: { reference: payment.reference, invoice_id: payment.invoiceId },
        },
        { idempotencyKey: `ach-pay-${payment.reference}` },
      );
      return { providerPaymentId: intent.id };
    },
    async startCardSetup({ companyId, userId }) {
      // Confirmed in the portal by Stripe.js (the Payment Element) with its client secret; off_session:
      // the card is later charged without the customer (paying several invoices, autopay).
      const intent = await client.setupIntents.create({
        customer: await customerOf(companyId),
        usage: 'off_session',
        payment_method_types: ['card'],
        metadata: { [COMPANY_METADATA_KEY]: companyId, user_id: userId },
      });
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
      return { setupId: intent.id, clientSecret: intent.client_secret, setupUrl: null };
    },
    async cardFromSetup(setupId, companyId) {
      if (!setupId.startsWith('seti_')) return null;
      try {
        return cardOfSetupIntent(await client.setupIntents.retrieve(setupId, { expand: ['payment_method'] }), companyId);
      } catch (error) {
        // An id Stripe does not know is no setup of the company's.
        if (isInvalidRequest(error)) return null;
        throw error;
      }
    },
    async chargeSavedMethod(charge, method) {
      const paymentMethodId = method.kind === 'card' ? method.card.providerCardId : method.account.providerAccountId;
      const { customer } = await client.paymentMethods.retrieve(paymentMethodId);
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: charge.amountMinor,
            currency: charge.currency.toLowerCase(),
            payment_method_types: [method.kind === 'card' ? 'card' : 'us_bank_account'],
            payment_method: paymentMethodId,
            ...(customer ? { customer } : {}),
            confirm: true,
            // The customer is not at the checkout: the method's saved mandate or setup authorizes it.
            off_session: true,
            metadata: { reference: charge.reference, charge_id: charge.id },
          },
          { idempotencyKey: `charge-${charge.reference}` },
        );
        return { providerPaymentId: intent.id, outcome: outcomeOfPaymentIntent(intent) };
      } catch (error) {
        // A declined card is an error carrying the PaymentIntent it failed.
        const declined = error as { type?: unknown; message?: unknown; payment_intent?: { id?: unknown } | null } | null;
        if (declined?.type === 'StripeCardError' && typeof declined.payment_intent?.id === 'string') {
          const message = typeof declined.message === 'string' ? declined.message : 'Your card was declined.';
          return { providerPaymentId: declined.payment_intent.id, outcome: { status: 'failed', message } };
        }
        throw error;
      }
    },
    async announceWire() {
      // A wire goes to the vendor's bank, not through Stripe: the vendor confirms its receipt.
      return { providerPaymentId: null };
    },
    parseWebhook(rawBody, headers) {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new WebhookSignatureError('The signature header is missing.');
      let event: unknown;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not match.');
      }
      return readEvent(event);
    },
    close() {},
  };
}
