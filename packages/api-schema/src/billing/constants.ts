// the check of a US routing number, which the ACH form and the payments sandbox share
export * from './aba-routing';

/** Every status an invoice can have. */
export const INVOICE_STATUSES = [
  'open',
  'overdue',
  'ach_verification_pending',
  'in_escrow',
  'delivery_accepted',
  'payout_requested',
  'paid',
  'cleared',
  'disputed',
  'cancelled',
  'refunded_partial',
  'refunded_full',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How each status reads to a customer (the list, the invoice page, the PDF). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  overdue: 'Overdue',
  ach_verification_pending: 'ACH verification pending',
  in_escrow: 'In escrow',
  delivery_accepted: 'Delivery accepted',
  payout_requested: 'Payout requested',
  paid: 'Paid',
  cleared: 'Cleared',
  disputed: 'Disputed',
  cancelled: 'Cancelled',
  refunded_partial: 'Partially refunded',
  refunded_full: 'Refunded',
};

/** Statuses in which an invoice can be paid: Pay is offered only for these. */
export const PAYABLE_INVOICE_STATUSES = ['open', 'overdue'] as const satisfies readonly InvoiceStatus[];

/** Statuses in which the customer may dispute an invoice: before it is paid, or while the money is in escrow. */
export const DISPUTABLE_INVOICE_STATUSES = ['open', 'overdue', 'in_escrow'] as const satisfies readonly InvoiceStatus[];

/** Statuses in which the customer may accept delivery. */
export const DELIVERY_ACCEPTABLE_STATUSES = ['in_escrow'] as const satisfies readonly InvoiceStatus[];

/** The invoices list can be sorted by these keys; a leading '-' sorts descending. */
export const INVOICE_SORT_KEYS = ['issued_on', '-issued_on', 'due_on', '-due_on'] as const;
export type InvoiceSort = (typeof INVOICE_SORT_KEYS)[number];
export const DEFAULT_INVOICE_SORT: InvoiceSort = '-issued_on';

/** The totals entry that is displayed as the invoice's amount. */
export const TOTAL_SLUG = 'total';

/** The three Payoneer wires; the product's own wire is `{productSlug}-wire`. */
export const PAYONEER_WIRE_SLUGS = ['payoneer-local-wire', 'payoneer-swift-wire', 'payoneer-account-wire'] as const;
export const CARD_METHOD_SLUG = 'stripe-card';
export const ACH_METHOD_SLUG = 'stripe-ach';
export function productWireSlug(productSlug: string): string {
  return `${productSlug}-wire`;
}

/** Card checkout outcomes reported by the client. */
export const CARD_STATUS_SUCCEEDED = 'succeeded';
export const CARD_STATUS_CANCELED = 'canceled';
export const CARD_CHECKOUT_OUTCOMES = ['succeeded', 'canceled', 'failed'] as const;
export type CardCheckoutOutcome = (typeof CARD_CHECKOUT_OUTCOMES)[number];

/** A payment's life on the server. */
export const PAYMENT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A saved bank account's verification state (Stripe's names). */
export const BANK_ACCOUNT_STATUSES = ['new', 'verified', 'verification_failed'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** Answer of the choose-account call when the chosen account still needs its deposits. */
export const BANK_NOT_VERIFIED = 'bank_not_verified';

/** Wrong deposit amounts allowed before an account is locked, as Stripe does. */
export const ACH_VERIFY_MAX_ATTEMPTS = 3;

/** Where the sandbox stand-ins of the payment providers live (served by the API). */
export const SANDBOX_PATHS = {
  /** The sandbox's hosted card checkout page, opened in a frame; it posts its outcome to the parent. */
  cardCheckout: '/sandbox/checkout/:reference',
  /** The sandbox's bank-account tokenization, standing in for Stripe.js. */
  bankAccountTokens: '/api/sandbox/bank-account-tokens',
  /** The sandbox's hosted page that saves a card for later payments (as Stripe's SetupIntent); it sends the browser back to the portal. */
  cardSetup: '/sandbox/card-setup/:setupId',
} as const;

/** The message the sandbox checkout posts to its parent window. */
export const SANDBOX_CHECKOUT_MESSAGE = 'portal-sandbox-checkout';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Texts of the billing screens, kept word for word: the screens, their tests and the browser tests share them. */
export const BILLING_TEXTS = {
  choosePaymentPrompt: 'I would like to pay via:',
  noPaymentMethods: 'No payment method found. Please contact the site administrator.',
  cardSuccess: 'Payment successful! We have sent you the receipt to your email',
  cardFailed: 'Payment failed! No Charges were made. Contact us if you need help',
  achCreateTitle: 'Provide your bank account data',
  achChooseLabel: 'Bank account to pay from',
  achVerifyNew: 'Verify new bank account',
  achProceedVerified: 'Proceed to payment details',
  achProceedUnverified: 'Complete ACH authorization',
  achDepositsMade: 'Deposits are made',
  achDeposit1: 'Deposit amount 1',
  achDeposit2: 'Deposit amount 2',
  achVerifyAndPay: 'Verify & Pay',
  achSuccess: 'ACH authorization successful! Now we are processing your payment',
  paidTo: 'Paid to',
  paymentOnItsWay: 'Payment on its way',
  wireWaitingForVendor: 'waiting for the vendor to confirm receipt',
  referencesHeading: 'References',
  poNumber: 'PO number',
  costCentre: 'Cost centre',
  companyDefault: "Company's default",
  notSet: 'Not set',
  editReferences: 'Edit references',
  referencesSaved: 'References saved.',
} as const;

export function acceptDeliveryQuestion(vendorName: string, invoiceNumber: string): string {
  return `Are you sure you want to accept delivery from ${vendorName} on the invoice ${invoiceNumber}?`;
}

/** What a line of an invoice counts: hours of a developer's time, or items such as a fixed fee. */
export const LINE_ITEM_UNITS = ['hour', 'item'] as const;
export type LineItemUnit = (typeof LINE_ITEM_UNITS)[number];

/** A line's quantity for people, from thousandths: '7.5 hours', '1 hour', '2 items' (the same words on the page and in the PDF). */
export function lineItemQuantity(quantityMilli: number, unit: LineItemUnit): string {
  const whole = Math.trunc(quantityMilli / 1000);
  const fraction = String(Math.abs(quantityMilli % 1000))
    .padStart(3, '0')
    .replace(/0+$/, '');
  const amount = fraction ? `${whole}.${fraction}` : String(whole);
  const one = quantityMilli === 1000;
  return `${amount} ${unit === 'hour' ? (one ? 'hour' : 'hours') : one ? 'item' : 'items'}`;
}

/** Where a dispute of an invoice stands: raised and waiting for the vendor, or settled by its answer. */
export const DISPUTE_STATUSES = ['open', 'resolved', 'adjusted'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Who wrote a message of a dispute's thread. */
export const DISPUTE_AUTHORS = ['customer', 'vendor'] as const;
export type DisputeAuthor = (typeof DISPUTE_AUTHORS)[number];

/** Which kind of saved method a company's default is. */
export const SAVED_METHOD_KINDS = ['bank_account', 'card'] as const;
export type SavedMethodKind = (typeof SAVED_METHOD_KINDS)[number];
export * from './statement-constants';
export * from './invoice-pdfs-constants';

// disputing an invoice: the reasons, the limits of a message and its attachment, the texts
export * from './dispute-constants';
