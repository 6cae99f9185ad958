import type { Database } from '../../platform/database/database';
import type { PaymentCatalog } from './payment-catalog';
import type { PaymentProvider } from './payment-provider';

/** What the operations of the billing module work with; built once in index.ts. */
export interface BillingDeps {
  db: Database;
  /** The payment provider app.ts chose (PAYMENT_PROVIDER): the sandbox or Stripe. */
  provider: PaymentProvider;
  /** Every payment method the server knows; an invoice offers some of them. */
  catalog: PaymentCatalog;
  /** Given to the portal for the provider's own forms (Stripe's); null with the sandbox. */
  publishableKey: string | null;
}

declare module '../../platform/audit/audit-log' {
  interface AuditActions {
    'invoice.delivery_accepted': true;
    'invoice.status_changed': true;
    'invoice.references_changed': true;
    'payment.created': true;
    'payment.succeeded': true;
    'payment.failed': true;
    'payment.refunded': true;
    'payment.wire_announced': true;
    'bank_account.created': true;
    'bank_account.verified': true;
    'bank_account.verification_failed': true;
    'invoice.dispute_raised': true;
    'invoice.dispute_message_added': true;
    'invoice.dispute_resolved': true;
    'invoice.dispute_adjusted': true;
    'payment.cancelled': true;
    'bank_account.removed': true;
    'payment_method.default_changed': true;
    'card.saved': true;
    'card.removed': true;
  }
}
