import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { API_PATHS, apiPath, SANDBOX_PATHS } from '@portal/api-schema';
import {
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRow,
  type ProviderOutcome,
  readEvent,
  type SetupCard,
  type TokenizedBankAccount,
  WebhookSignatureError,
  WIRE_RECEIVED_EVENT,
} from '../../modules/billing/payment-provider';
import type { Database } from '../../platform/database/database';
import { type SandboxLinks, signedPath } from '../links/sandbox-links';
import { sandboxBankTokens, sandboxCardPayments, sandboxCardSetups, sandboxPaymentEvents, sandboxRefunds } from './tables';
import { SIGNATURE_HEADER, signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

/** Stripe's test cards. */
const SANDBOX_CARDS = { succeeds: '4242424242424242', declines: '4000000000000002' } as const;
/**
 * Stripe's test cards on the card setup page: one saved whose later charges succeed, one saved
 * whose later charges are declined (Stripe's "attaches, then fails"), one declined at setup.
 */
const SANDBOX_SETUP_CARDS = {
  chargesSucceed: '4242424242424242',
  chargesDeclined: '4000000000000341',
  declinedAtSetup: '4000000000000002',
} as const;
const CARD_DECLINED_MESSAGE = 'Your card was declined.';
const SETUP_CARD_INVALID_MESSAGE =
  'Use the test card 4242 4242 4242 4242, 4000 0000 0000 0341 for a card whose payments are declined, or 4000 0000 0000 0002 to see a decline.';
/** As long as the setup page's link stays valid; an abandoned setup is then of no use. */
const CARD_SETUP_TTL_MS = 60 * 60 * 1000;
const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
/** A saved card's charge above this (in minor units) is declined for insufficient funds, so that a partial failure can be seen. */
export const SANDBOX_CARD_LIMIT_MINOR = 5_000_000;
const CARD_INVALID_MESSAGE = 'Use the test card 4242 4242 4242 4242, or 4000 0000 0000 0002 to see a decline.';
/** The sandbox's test bank and its usual test account, as Stripe's. */
export const SANDBOX_BANK = { routingNumber: '110000000', accountNumber: '000123456789', bankName: 'STRIPE TEST BANK' } as const;
const SANDBOX_DEPOSITS = [32, 45] as const;
const TOKEN_TTL_MS = 30 * 60 * 1000;
/** As long as a Stripe Checkout session stays open. */
const CHECKOUT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** How often every process looks for events that are due (another process may have queued them). */
const EVENT_POLL_INTERVAL_MS = 1000;
/** A claimed event is not tried again by anyone for this long; after a failed delivery it is then retried. */
const EVENT_CLAIM_LEASE_MS = 60 * 1000;
const EVENT_MAX_ATTEMPTS = 10;
const EVENT_BATCH_SIZE = 20;
/** Card payment states after which nothing the customer does changes it. */
const OPEN_CARD_STATUSES = ['pending', 'failed'] as const;

export type CardDecision = { kind: 'decided'; outcome: SandboxCardOutcome } | { kind: 'invalid'; message: string };

/** Decides a checkout as Stripe's test mode would for the same card. */
export function decideSandboxCard(cardNumber: string): CardDecision {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.succeeds) return { kind: 'decided', outcome: { status: 'succeeded', message: null } };
  if (digits === SANDBOX_CARDS.declines) {
    return { kind: 'decided', outcome: { status: 'failed', message: CARD_DECLINED_MESSAGE } };
  }
  return { kind: 'invalid', message: CARD_INVALID_MESSAGE };
}

/** What a later charge of a card saved by the setup page does. */
type SandboxChargeBehaviour = 'succeeds' | 'declines';

export type CardSetupDecision =
  | { kind: 'saved'; chargeBehaviour: SandboxChargeBehaviour; brand: string; last4: string }
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; message: string };

/** The brand of a card number, by its leading digits, as Stripe names brands. */
function cardBrandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Decides a card setup as Stripe's test mode would for the same card. */
export function decideSandboxCardSetup(cardNumber: string): CardSetupDecision {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const saved = (chargeBehaviour: SandboxChargeBehaviour): CardSetupDecision => ({
    kind: 'saved',
    chargeBehaviour,
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
  });
  if (digits === SANDBOX_SETUP_CARDS.chargesSucceed) return saved('succeeds');
  if (digits === SANDBOX_SETUP_CARDS.chargesDeclined) return saved('declines');
  if (digits === SANDBOX_SETUP_CARDS.declinedAtSetup) return { kind: 'declined', message: CARD_DECLINED_MESSAGE };
  return { kind: 'invalid', message: SETUP_CARD_INVALID_MESSAGE };
}

/** The two amounts, in either order, are the sandbox's deposits. */
function areSandboxDeposits(amounts: [number, number]): boolean {
  const sorted = [...amounts].sort((a, b) => a - b);
  return sorted[0] === SANDBOX_DEPOSITS[0] && sorted[1] === SANDBOX_DEPOSITS[1];
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export interface SandboxEventDelivery {
  /** Posts the signed event to the webhook route, as the provider would over HTTP. */
  (path: string, body: string, signature: string): Promise<void>;
}

type SandboxCardOutcome = Omit<ProviderOutcome, 'status'> & { status: 'succeeded' | 'failed' | 'canceled' };

export interface SandboxProvider extends PaymentProvider {
  /**
   * The checkout page records what the customer did; set-status asks for it later. False when the
   * payment was already closed (succeeded or canceled), which nothing changes any more.
   */
  recordCardOutcome(payment: { providerPaymentId: string; reference: string }, outcome: SandboxCardOutcome): Promise<boolean>;
  tokenizeBankAccount(account: { routingNumber: string; accountNumber: string }): Promise<{ id: string } & TokenizedBankAccount>;
  /**
   * The setup page's card, kept on the setup as Stripe attaches it to the SetupIntent. False when
   * the setup is no longer open (expired, or already holding another card); the same card again is true.
   */
  recordCardSetup(setupId: string, card: Omit<SetupCard, 'providerCardId'> & { chargeBehaviour: SandboxChargeBehaviour }): Promise<boolean>;
  /** A setup as its page shows it; null when there is none. */
  findCardSetup(
    setupId: string,
  ): Promise<{ id: string; companyId: string; status: 'pending' | 'succeeded' | 'canceled'; expiresAt: Date } | null>;
  /** Claims the events that are due and sends them through the webhook route; answers how many were delivered. */
  deliverDueEvents(now?: Date): Promise<number>;
  /** Starts looking for due events every second (the app calls it once it is ready). */
  startPolling(): void;
}

/**
 * An offline stand-in for Stripe. Its records live in the database (sandbox tables, like a provider's
 * own database), so the demo and the tests run without any network, and several API processes on
 * one database act as one provider.
 */
export function createSandboxProvider(options: {
  db: Database;
  links: SandboxLinks;
  webhookSecret: string;
  achSettleDelayMs: number;
  /** How long after a wire is announced the vendor's bank reports it received. */
  wireConfirmDelayMs: number;
  deliver: SandboxEventDelivery;
  onDeliveryError?: (error: unknown) => void;
  pollIntervalMs?: number;
}): SandboxProvider {
  const { db } = options;
  const timers = new Set<NodeJS.Timeout>();
  let poller: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let closed = false;
  const webhookPath = API_PATHS.paymentWebhook;

  async function deliverClaimed(now: Date): Promise<number> {
    const due = db
      .select({ id: sandboxPaymentEvents.id })
      .from(sandboxPaymentEvents)
      .where(
        and(
          isNull(sandboxPaymentEvents.deliveredAt),
          lte(sandboxPaymentEvents.dueAt, now),
          lt(sandboxPaymentEvents.attempts, EVENT_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(sandboxPaymentEvents.dueAt))
      .limit(EVENT_BATCH_SIZE)
      .for('update', { skipLocked: true });
    // One statement claims: another process's claim of the same rows waits or skips them.
    const claimed = await db
      .update(sandboxPaymentEvents)
      .set({ attempts: sql`${sandboxPaymentEvents.attempts} + 1`, dueAt: new Date(now.getTime() + EVENT_CLAIM_LEASE_MS) })
      .where(inArray(sandboxPaymentEvents.id, due))
      .returning();
    let delivered = 0;
    for (const event of claimed) {
      if (closed) break;
      const body = JSON.stringify({
        id: event.id,
        type: event.type,
        data: { object: { id: event.providerPaymentId, metadata: { reference: event.reference }, message: event.message } },
      });
      try {
        await options.deliver(webhookPath, body, signWebhookPayload(options.webhookSecret, body));
        await db
          .update(sandboxPaymentEvents)
          .set({ deliveredAt: new Date(), lastError: null })
          .where(eq(sandboxPaymentEvents.id, event.id));
        delivered += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(sandboxPaymentEvents)
          .set({ lastError: message.slice(0, 2000) })
          .where(eq(sandboxPaymentEvents.id, event.id));
        options.onDeliveryError?.(error);
      }
    }
    return delivered;
  }

  /** One run at a time in this process; other processes are kept apart by the claim. */
  function deliverDueEvents(now = new Date()): Promise<number> {
    if (closed) return Promise.resolve(0);
    if (running) return running.then(() => deliverDueEvents(now));
    running = deliverClaimed(now).finally(() => {
      running = null;
    });
    return running;
  }

  function deliverSoon(delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliverDueEvents().catch((error: unknown) => options.onDeliveryError?.(error));
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  return {
    name: 'sandbox',
    webhookPath,
    async createCardPayment(payment) {
      const providerPaymentId = randomId('sandbox_pi');
      await db.insert(sandboxCardPayments).values({ id: providerPaymentId, reference: payment.reference, status: 'pending' });
      return { providerPaymentId };
    },
    async cardCheckout(payment: PaymentRow) {
      return {
        publishableKey: null,
        clientSecret: null,
        checkoutUrl: signedPath(
          options.links,
          'checkout',
          payment.reference,
          apiPath(SANDBOX_PATHS.cardCheckout, { reference: payment.reference }),
          CHECKOUT_LINK_TTL_MS,
        ),
      };
    },
    async cancelCardPayment(payment) {
      if (!payment.providerPaymentId) return { canceled: false, detail: 'The payment is already closed.' };
      const [canceled] = await db
        .insert(sandboxCardPayments)
        .values({ id: payment.providerPaymentId, reference: payment.reference, status: 'canceled' })
        .onConflictDoUpdate({
          target: sandboxCardPayments.id,
          set: { status: 'canceled', message: null, updatedAt: new Date() },
          setWhere: inArray(sandboxCardPayments.status, [...OPEN_CARD_STATUSES]),
        })
        .returning({ id: sandboxCardPayments.id });
      if (canceled) return { canceled: true, detail: null };
      const [current] = await db
        .select({ status: sandboxCardPayments.status })
        .from(sandboxCardPayments)
        .where(eq(sandboxCardPayments.id, payment.providerPaymentId));
      return { canceled: false, detail: `The payment is already ${current?.status ?? 'closed'}.` };
    },
    async refundCardPayment(payment) {
      await db
        .insert(sandboxRefunds)
        .values({ paymentId: payment.id, refundId: randomId('sandbox_re') })
        .onConflictDoNothing({ target: sandboxRefunds.paymentId });
      const [refund] = await db
        .select({ refundId: sandboxRefunds.refundId })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, payment.id));
      if (!refund) throw new Error(`The sandbox refund of payment ${payment.id} was not recorded`);
      return { refundId: refund.refundId };
    },
    async cardOutcome(payment) {
      if (!payment.providerPaymentId) return { status: 'pending', message: null };
      const [row] = await db
        .select({ status: sandboxCardPayments.status, message: sandboxCardPayments.message })
        .from(sandboxCardPayments)
        .where(eq(sandboxCardPayments.id, payment.providerPaymentId));
      return row ?? { status: 'pending', message: null };
    },
    async recordCardOutcome(payment, outcome) {
      const [recorded] = await db
        .insert(sandboxCardPayments)
        .values({ id: payment.providerPaymentId, reference: payment.reference, status: outcome.status, message: outcome.message })
        .onConflictDoUpdate({
          target: sandboxCardPayments.id,
          set: { status: outcome.status, message: outcome.message, updatedAt: new Date() },
          setWhere: inArray(sandboxCardPayments.status, [...OPEN_CARD_STATUSES]),
        })
        .returning({ id: sandboxCardPayments.id });
      return recorded !== undefined;
    },
    async tokenizeBankAccount({ routingNumber, accountNumber }) {
      const now = new Date();
      // Expired tokens are of no use to anyone: whoever makes a new one clears them.
      await db.delete(sandboxBankTokens).where(lt(sandboxBankTokens.expiresAt, now));
      const id = randomId('btok_sandbox');
      const account = { providerAccountId: id.replace('btok_', 'ba_'), last4: accountNumber.slice(-4), bankName: SANDBOX_BANK.bankName };
      await db.insert(sandboxBankTokens).values({ id, ...account, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
      return { id, ...account, routingNumber };
    },
    async bankAccountFromToken(token) {
      const [row] = await db
        .select({
          providerAccountId: sandboxBankTokens.providerAccountId,
          last4: sandboxBankTokens.last4,
          bankName: sandboxBankTokens.bankName,
          expiresAt: sandboxBankTokens.expiresAt,
        })
        .from(sandboxBankTokens)
        .where(eq(sandboxBankTokens.id, token));
      if (!row || row.expiresAt.getTime() < Date.now()) return null;
      // The tokenizer tokenizes the test bank's routing number only (tokenize-bank-account.ts).
      return {
        providerAccountId: row.providerAccountId,
        last4: row.last4,
        bankName: row.bankName,
        routingNumber: SANDBOX_BANK.routingNumber,
      };
    },
    async startCardSetup({ companyId }) {
      const setupId = randomId('seti_sandbox');
      const now = Date.now();
      await db
        .insert(sandboxCardSetups)
        .values({ id: setupId, companyId, status: 'pending', expiresAt: new Date(now + CARD_SETUP_TTL_MS) });
      const setupUrl = signedPath(options.links, 'card_setup', setupId, apiPath(SANDBOX_PATHS.cardSetup, { setupId }), CARD_SETUP_TTL_MS);
      return { setupId, clientSecret: null, setupUrl };
    },
    async cardFromSetup(setupId, companyId) {
      const [setup] = await db
        .select()
        .from(sandboxCardSetups)
        .where(
          and(eq(sandboxCardSetups.id, setupId), eq(sandboxCardSetups.companyId, companyId), eq(sandboxCardSetups.status, 'succeeded')),
        );
      if (!setup?.providerCardId || !setup.brand || !setup.last4 || !setup.expMonth || !setup.expYear) return null;
      return {
        providerCardId: setup.providerCardId,
        brand: setup.brand,
        last4: setup.last4,
        expMonth: setup.expMonth,
        expYear: setup.expYear,
      };
    },
    async findCardSetup(setupId) {
      const [setup] = await db
        .select({
          id: sandboxCardSetups.id,
          companyId: sandboxCardSetups.companyId,
          status: sandboxCardSetups.status,
          expiresAt: sandboxCardSetups.expiresAt,
        })
        .from(sandboxCardSetups)
        .where(eq(sandboxCardSetups.id, setupId));
      return setup ?? null;
    },
    async recordCardSetup(setupId, card) {
      // One card per setup: of two submissions racing, the first keeps its card; the same card again is the same answer.
      const [recorded] = await db
        .update(sandboxCardSetups)
        .set({ status: 'succeeded', providerCardId: randomId('card_sandbox'), ...card })
        .where(and(eq(sandboxCardSetups.id, setupId), eq(sandboxCardSetups.status, 'pending'), gt(sandboxCardSetups.expiresAt, new Date())))
        .returning({ id: sandboxCardSetups.id });
      if (recorded) return true;
      const [kept] = await db.select().from(sandboxCardSetups).where(eq(sandboxCardSetups.id, setupId));
      return (
        kept?.status === 'succeeded' &&
        kept.last4 === card.last4 &&
        kept.expMonth === card.expMonth &&
        kept.expYear === card.expYear &&
        kept.chargeBehaviour === card.chargeBehaviour
      );
    },
    async startMicrodeposits(payment) {
      return { providerPaymentId: payment.providerPaymentId ?? randomId('sandbox_pi') };
    },
    async cancelAchPayment() {
      // The sandbox's deposits and debits are queued only once an account is verified: nothing to cancel yet.
      return { canceled: true, detail: null };
    },
    async verifyMicrodeposits(_payment, _account, amounts) {
      return areSandboxDeposits(amounts);
    },
    // The sandbox's deposits are always the same two amounts: nothing to send.
    async startAccountVerification() {},
    async verifyAccountDeposits(_account, amounts) {
      return areSandboxDeposits(amounts);
    },
    async startAchPayment(payment) {
      const providerPaymentId = payment.providerPaymentId ?? randomId('sandbox_pi');
      // The debit settles later, by webhook; asking twice for the same payment queues one event.
      await db
        .insert(sandboxPaymentEvents)
        .values({
          id: randomId('evt'),
          type: 'payment_intent.succeeded',
          providerPaymentId,
          reference: payment.reference,
          dueAt: new Date(Date.now() + options.achSettleDelayMs),
        })
        .onConflictDoNothing();
      // This process sends it when due; the others' polling catches it should this one stop first.
      deliverSoon(options.achSettleDelayMs);
      return { providerPaymentId };
    },
    async chargeSavedMethod(charge, method) {
      // One id per charge, so asking twice for the same charge is one charge.
      const providerPaymentId = charge.providerPaymentId ?? `sandbox_pi_${charge.reference}`;
      if (method.kind === 'bank_account') {
        await db
          .insert(sandboxPaymentEvents)
          .values({
            id: randomId('evt'),
            type: 'payment_intent.succeeded',
            providerPaymentId,
            reference: charge.reference,
            dueAt: new Date(Date.now() + options.achSettleDelayMs),
          })
          .onConflictDoNothing();
        deliverSoon(options.achSettleDelayMs);
        return { providerPaymentId, outcome: { status: 'processing', message: null } };
      }
      const [setup] = await db
        .select({ chargeBehaviour: sandboxCardSetups.chargeBehaviour })
        .from(sandboxCardSetups)
        .where(eq(sandboxCardSetups.providerCardId, method.card.providerCardId));
      const outcome: SandboxCardOutcome =
        setup?.chargeBehaviour !== 'succeeds'
          ? { status: 'failed', message: CARD_DECLINED_MESSAGE }
          : charge.amountMinor > SANDBOX_CARD_LIMIT_MINOR
            ? { status: 'failed', message: INSUFFICIENT_FUNDS_MESSAGE }
            : { status: 'succeeded', message: null };
      await db
        .insert(sandboxCardPayments)
        .values({ id: providerPaymentId, reference: charge.reference, status: outcome.status, message: outcome.message })
        .onConflictDoNothing();
      const [recorded] = await db
        .select({ status: sandboxCardPayments.status, message: sandboxCardPayments.message })
        .from(sandboxCardPayments)
        .where(eq(sandboxCardPayments.id, providerPaymentId));
      return { providerPaymentId, outcome: recorded ?? outcome };
    },
    async announceWire(payment) {
      // The same id for every announcement of the payment, so asking twice queues one event.
      const providerPaymentId = payment.providerPaymentId ?? `sandbox_wire_${payment.reference}`;
      await db
        .insert(sandboxPaymentEvents)
        .values({
          id: randomId('evt'),
          type: WIRE_RECEIVED_EVENT,
          providerPaymentId,
          reference: payment.reference,
          dueAt: new Date(Date.now() + options.wireConfirmDelayMs),
        })
        .onConflictDoNothing();
      deliverSoon(options.wireConfirmDelayMs);
      return { providerPaymentId };
    },
    deliverDueEvents,
    startPolling() {
      if (poller || closed) return;
      poller = setInterval(() => {
        if (running) return;
        deliverDueEvents().catch((error: unknown) => options.onDeliveryError?.(error));
      }, options.pollIntervalMs ?? EVENT_POLL_INTERVAL_MS);
      poller.unref();
    },
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
      closed = true;
      if (poller) clearInterval(poller);
      poller = null;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
