import { randomBytes } from 'node:crypto';
import { API_PATHS, apiPath, SANDBOX_PATHS } from '@portal/api-schema';
import {
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRow,
  type ProviderOutcome,
  readEvent,
  type TokenizedBankAccount,
  WebhookSignatureError,
} from '../../modules/billing/payment-provider';
import { SIGNATURE_HEADER, signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

/** Stripe's test cards. */
const SANDBOX_CARDS = { succeeds: '4242424242424242', declines: '4000000000000002' } as const;
const CARD_DECLINED_MESSAGE = 'Your card was declined.';
const CARD_INVALID_MESSAGE = 'Use the test card 4242 4242 4242 4242, or 4000 0000 0000 0002 to see a decline.';
/** The sandbox's test bank account, as Stripe's. */
export const SANDBOX_BANK = { routingNumber: '110000000', accountNumber: '000123456789', bankName: 'STRIPE TEST BANK' } as const;
const SANDBOX_DEPOSITS = [32, 45] as const;
const TOKEN_TTL_MS = 30 * 60 * 1000;
const MAX_TOKENS = 10_000;

export type CardDecision = { kind: 'decided'; outcome: ProviderOutcome } | { kind: 'invalid'; message: string };

/** Decides a checkout as Stripe's test mode would for the same card. */
export function decideSandboxCard(cardNumber: string): CardDecision {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.succeeds) return { kind: 'decided', outcome: { status: 'succeeded', message: null } };
  if (digits === SANDBOX_CARDS.declines) {
    return { kind: 'decided', outcome: { status: 'failed', message: CARD_DECLINED_MESSAGE } };
  }
  return { kind: 'invalid', message: CARD_INVALID_MESSAGE };
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export interface SandboxEventDelivery {
  /** Posts the signed event to the webhook route, as the provider would over HTTP. */
  (path: string, body: string, signature: string): Promise<void>;
}

export interface SandboxEvent {
  type: string;
  providerPaymentId: string;
  reference: string;
  message?: string | null;
}

export interface SandboxProvider extends PaymentProvider {
  /** The checkout page records what the customer did; set-status asks for it later. */
  recordCardOutcome(providerPaymentId: string, outcome: ProviderOutcome): void;
  tokenizeBankAccount(account: { routingNumber: string; accountNumber: string }): { id: string } & TokenizedBankAccount;
  /** Sends a signed event through the webhook route now (the settle timer uses it). */
  deliverEvent(event: SandboxEvent): Promise<void>;
}

/**
 * An offline stand-in for Stripe. Its records live in this process's memory (like a provider's own
 * database), so the demo and the tests run without any network.
 */
export function createSandboxProvider(options: {
  webhookSecret: string;
  achSettleDelayMs: number;
  deliver: SandboxEventDelivery;
  onDeliveryError?: (error: unknown) => void;
}): SandboxProvider {
  const cardOutcomes = new Map<string, ProviderOutcome>();
  const refunds = new Map<string, string>();
  const tokens = new Map<string, { account: TokenizedBankAccount; expiresAt: number }>();
  const timers = new Set<NodeJS.Timeout>();
  const webhookPath = API_PATHS.paymentWebhook;

  async function deliverEvent(event: SandboxEvent) {
    const body = JSON.stringify({
      id: randomId('evt'),
      type: event.type,
      data: {
        object: { id: event.providerPaymentId, metadata: { reference: event.reference }, message: event.message ?? null },
      },
    });
    await options.deliver(webhookPath, body, signWebhookPayload(options.webhookSecret, body));
  }

  return {
    name: 'sandbox',
    webhookPath,
    async createCardPayment() {
      return { providerPaymentId: randomId('sandbox_pi') };
    },
    async cardCheckout(payment: PaymentRow) {
      return {
        publishableKey: null,
        clientSecret: null,
        checkoutUrl: apiPath(SANDBOX_PATHS.cardCheckout, { reference: payment.reference }),
      };
    },
    async cancelCardPayment(payment) {
      const current = payment.providerPaymentId ? cardOutcomes.get(payment.providerPaymentId) : undefined;
      if (!payment.providerPaymentId || current?.status === 'succeeded' || current?.status === 'canceled') {
        return { canceled: false, detail: `The payment is already ${current?.status ?? 'closed'}.` };
      }
      cardOutcomes.set(payment.providerPaymentId, { status: 'canceled', message: null });
      return { canceled: true, detail: null };
    },
    async refundCardPayment(payment) {
      const refundId = refunds.get(payment.id) ?? randomId('sandbox_re');
      refunds.set(payment.id, refundId);
      return { refundId };
    },
    async cardOutcome(payment) {
      const outcome = payment.providerPaymentId ? cardOutcomes.get(payment.providerPaymentId) : undefined;
      return outcome ?? { status: 'pending', message: null };
    },
    recordCardOutcome(providerPaymentId, outcome) {
      cardOutcomes.set(providerPaymentId, outcome);
    },
    tokenizeBankAccount({ accountNumber }) {
      const now = Date.now();
      for (const [id, token] of tokens) if (token.expiresAt < now) tokens.delete(id);
      if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
      const id = randomId('btok_sandbox');
      const account = { providerAccountId: id.replace('btok_', 'ba_'), last4: accountNumber.slice(-4), bankName: SANDBOX_BANK.bankName };
      tokens.set(id, { account, expiresAt: now + TOKEN_TTL_MS });
      return { id, ...account };
    },
    async bankAccountFromToken(token) {
      const entry = tokens.get(token);
      return entry && entry.expiresAt >= Date.now() ? entry.account : null;
    },
    async startMicrodeposits(payment) {
      return { providerPaymentId: payment.providerPaymentId ?? randomId('sandbox_pi') };
    },
    async verifyMicrodeposits(_payment, _account, amounts) {
      const sorted = [...amounts].sort((a, b) => a - b);
      return sorted[0] === SANDBOX_DEPOSITS[0] && sorted[1] === SANDBOX_DEPOSITS[1];
    },
    async startAchPayment(payment) {
      const providerPaymentId = payment.providerPaymentId ?? randomId('sandbox_pi');
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliverEvent({ type: 'payment_intent.succeeded', providerPaymentId, reference: payment.reference }).catch((error: unknown) => options.onDeliveryError?.(error));
      }, options.achSettleDelayMs);
      timers.add(timer);
      return { providerPaymentId };
    },
    deliverEvent,
    parseWebhook(rawBody, headers): PaymentEvent {
      const header = headers[SIGNATURE_HEADER];
      const check = verifyWebhookSignature(options.webhookSecret, rawBody, Array.isArray(header) ? header[0] : header);
      if (!check.valid) throw new WebhookSignatureError(check.reason);
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new WebhookSignatureError('The event is not JSON.');
      }
      return readEvent(event);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
