import type { PaymentProvider as ProviderName } from '@portal/api-schema';
import type { BankAccountRow, PaymentRow } from '../../../modules/billing/tables';

/** What the provider says a payment came to; only this, never the client's word, moves a payment. */
export interface ProviderOutcome {
  status: 'pending' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  /** The provider's reason when the payment failed. */
  message: string | null;
}

export interface CardCheckout {
  publishableKey: string | null;
  clientSecret: string | null;
  checkoutUrl: string | null;
}

export interface TokenizedBankAccount {
  providerAccountId: string;
  last4: string;
  bankName: string | null;
}

export interface AchRequestInfo {
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
export interface CancelResult {
  /** False when the provider no longer could cancel it (already canceled or succeeded). */
  canceled: boolean;
  detail: string | null;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** One interface for the sandbox and Stripe; routes never talk to a provider's API directly. */
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
  /** Debits a verified account; it settles later, reported by webhook. */
  startAchPayment(payment: PaymentRow, account: BankAccountRow, request: AchRequestInfo): Promise<{ providerPaymentId: string }>;
  /** Checks the signature and reads the event; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  close(): void;
}
