import type { PaymentProvider as ProviderName, PaymentStatus } from '@portal/api-schema';
import type { BankAccountRow, PaymentGroupRow, PaymentRow, SavedCardRow } from './tables';

// The rows a provider is handed, named here so that a provider needs nothing else of billing.
export type { PaymentRow };

/** A saved method a charge takes money from. */
export type SavedMethod = { kind: 'bank_account'; account: BankAccountRow } | { kind: 'card'; card: SavedCardRow };

/** What the provider says a payment came to; only this, never the client's word, moves a payment. */
export interface ProviderOutcome {
  status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  /** The provider's reason when the payment failed. */
  message: string | null;
}

interface CardCheckout {
  publishableKey: string | null;
  clientSecret: string | null;
  checkoutUrl: string | null;
}

export interface TokenizedBankAccount {
  providerAccountId: string;
  last4: string;
  bankName: string | null;
  /** The ABA routing number, as the provider tells it; with the last four, what makes two saved accounts one. */
  routingNumber: string | null;
}

/**
 * A card setup started for a company (Stripe's SetupIntent): the portal confirms it with the
 * provider's script (`clientSecret`) or sends the browser to the provider's page (`setupUrl`).
 */
interface CardSetupStart {
  setupId: string;
  clientSecret: string | null;
  setupUrl: string | null;
}

/** The card a setup saved, as the provider describes it; billing keeps these, never the number. */
export interface SetupCard {
  /** The provider's id of the card (Stripe's PaymentMethod id), what a later charge names. */
  providerCardId: string;
  /** Lowercase, as Stripe names brands: visa, mastercard, amex, discover, ... */
  brand: string;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

interface AchRequestInfo {
  ip: string;
  userAgent: string;
}

/** A provider event after its signature was checked. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'other';
  providerType: string;
  providerPaymentId: string | null;
  /** Our payment reference, from the provider object's metadata. */
  reference: string | null;
  message: string | null;
}

/** What became of a request to cancel a payment that was still pending. */
interface CancelResult {
  /** False when the provider no longer could cancel it (already canceled or succeeded). */
  canceled: boolean;
  detail: string | null;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * One interface for the sandbox and Stripe: billing's operations talk to the provider app.ts chose
 * (PAYMENT_PROVIDER), never to a provider's API directly.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Where the provider posts its events. */
  readonly webhookPath: string;
  /** Starts a card payment; answers the provider's payment id. */
  createCardPayment(payment: PaymentRow, description: string): Promise<{ providerPaymentId: string }>;
  cardCheckout(payment: PaymentRow): Promise<CardCheckout>;
  /** Cancels a card payment still open at the provider, so a checkout left open cannot move money. */
  cancelCardPayment(payment: PaymentRow): Promise<CancelResult>;
  /** Refunds a card payment in full; asking twice for the same payment refunds once. */
  refundCardPayment(payment: PaymentRow): Promise<{ refundId: string }>;
  /** What became of a card payment, as the provider knows it. */
  cardOutcome(payment: PaymentRow): Promise<ProviderOutcome>;
  /** The account behind a token the client got from the provider's tokenizer; null when unknown. */
  bankAccountFromToken(token: string): Promise<TokenizedBankAccount | null>;
  /** Starts the two micro-deposits to a new account for the payment; answers the provider's payment id. */
  startMicrodeposits(payment: PaymentRow, account: BankAccountRow, request: AchRequestInfo): Promise<{ providerPaymentId: string }>;
  verifyMicrodeposits(payment: PaymentRow, account: BankAccountRow, amounts: [number, number]): Promise<boolean>;
  /** Sends the two micro-deposits to an account saved outside a payment (the payment methods page). */
  startAccountVerification(account: BankAccountRow, request: AchRequestInfo): Promise<void>;
  /** Checks the deposits of an account saved outside a payment. */
  verifyAccountDeposits(account: BankAccountRow, amounts: [number, number]): Promise<boolean>;
  /** Cancels an ACH payment that has not started its debit (its deposits may have been sent). */
  cancelAchPayment(payment: PaymentRow): Promise<CancelResult>;
  /** Debits a verified account; it settles later, reported by webhook. */
  startAchPayment(payment: PaymentRow, account: BankAccountRow, request: AchRequestInfo): Promise<{ providerPaymentId: string }>;
  /** Starts saving a card for the company, outside any payment, for later charges made without the customer. */
  startCardSetup(input: { companyId: string; userId: string }): Promise<CardSetupStart>;
  /** The card of a setup that succeeded for this company; null when the setup is unknown, another company's or not done. */
  cardFromSetup(setupId: string, companyId: string): Promise<SetupCard | null>;
  /**
   * Charges a saved method once for a group of invoices (its reference keys the charge: asking twice
   * for the same group charges once). A card answers at once (succeeded or failed); a bank debit is
   * processing and settles later by webhook, whose event carries the group's reference.
   */
  chargeSavedMethod(
    charge: PaymentGroupRow,
    method: SavedMethod,
    request: AchRequestInfo,
  ): Promise<{ providerPaymentId: string; outcome: ProviderOutcome }>;
  /**
   * The customer says they sent a wire of the payment. The provider answers its id of the transfer
   * it will report (by a signed event, once the money has arrived), or null when it sees no wires
   * and the vendor confirms the receipt outside it. Asking twice for the same payment is one request.
   */
  announceWire(payment: PaymentRow): Promise<{ providerPaymentId: string | null }>;
  /** Checks the signature and reads the event; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  close(): void;
}

/** A provider's event that a wire's money arrived (the sandbox's; Stripe sees no wires). */
export const WIRE_RECEIVED_EVENT = 'wire_transfer.received';

/** Reads a Stripe-shaped event ({ id, type, data: { object } }) into the provider-neutral shape. */
export function readEvent(event: unknown): PaymentEvent {
  const value = event as { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } } | null;
  if (!value || typeof value.id !== 'string' || typeof value.type !== 'string') {
    throw new WebhookSignatureError('The event has no id or type.');
  }
  const object = value.data?.object ?? {};
  const providerPaymentId = typeof object.id === 'string' ? object.id : null;
  const metadata = object.metadata as { reference?: unknown } | null | undefined;
  const reference = typeof metadata?.reference === 'string' ? metadata.reference : null;
  const lastError = object.last_payment_error as { message?: unknown } | null | undefined;
  const message = typeof object.message === 'string' ? object.message : typeof lastError?.message === 'string' ? lastError.message : null;
  const type =
    value.type === 'payment_intent.succeeded' || value.type === WIRE_RECEIVED_EVENT
      ? 'payment.succeeded'
      : value.type === 'payment_intent.payment_failed'
        ? 'payment.failed'
        : 'other';
  return { id: value.id, type, providerType: value.type, providerPaymentId, reference, message };
}

/** A card payment as a provider's own checkout page shows it. */
interface CardPaymentSummary {
  reference: string;
  status: PaymentStatus;
  /** The provider's id of the payment, under which the provider keeps what the customer did. */
  providerPaymentId: string | null;
  /** The amount, formatted for people. */
  amount: string;
  vendorName: string;
}

/**
 * What a provider's own pages (the sandbox's checkout) may ask billing: they keep no payments of
 * their own. Billing implements it (card-payments.ts); app.ts hands it to the sandbox.
 */
export interface CardPayments {
  /** The card payment of the reference made with this provider; null when there is none. */
  find(reference: string): Promise<CardPaymentSummary | null>;
  /** Throws 409 unless the payment may take money now: its invoice is payable and no other payment of it moves money. */
  assertCanPay(reference: string): Promise<void>;
}
