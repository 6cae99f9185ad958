import { type InvoiceStatus, PAYABLE_INVOICE_STATUSES } from '@portal/api-schema';
import { formatMoney } from './payment-rules';

// What autopay does with one invoice of a company that has it on: a pure decision, so that every
// case is a test of its own and the run only carries it out.

export interface AutopayInvoice {
  status: InvoiceStatus;
  /** YYYY-MM-DD */
  dueOn: string;
  currency: string;
  totalMinor: number;
  /** A payment of it moves money already (processing or succeeded): someone paid it, or a debit is under way. */
  paymentUnderWay: boolean;
}

export interface AutopayLimitSetting {
  currency: string;
  amountMinor: number;
}

export type AutopayDecision =
  /** Charge the autopay method for it today. */
  | { action: 'pay' }
  /** Leave it to a person, and tell them why: the attempt is recorded, finance is told, the dashboard shows it. */
  | { action: 'skip'; reason: 'over_limit' | 'other_currency'; message: string }
  /** Nothing to do (yet): not due, not payable, or being paid. Nothing is recorded. */
  | { action: 'none'; reason: 'not_due' | 'not_payable' | 'payment_under_way' };

/** What a person reads when autopay left an invoice above the limit to them. */
function overLimitMessage(invoice: Pick<AutopayInvoice, 'currency' | 'totalMinor'>, limit: AutopayLimitSetting): string {
  return `Not paid automatically: its ${formatMoney(invoice.totalMinor, invoice.currency)} is above your autopay limit of ${formatMoney(limit.amountMinor, limit.currency)} per invoice. Pay it from the invoice, or raise the limit.`;
}

/** What a person reads when autopay's limit is in another currency than the invoice. */
function otherCurrencyMessage(invoice: Pick<AutopayInvoice, 'currency'>, limit: AutopayLimitSetting): string {
  return `Not paid automatically: it is billed in ${invoice.currency}, and your autopay limit of ${formatMoney(limit.amountMinor, limit.currency)} per invoice covers ${limit.currency} invoices only. Pay it from the invoice, or remove the limit.`;
}

/**
 * Autopay pays an open or overdue invoice due today or earlier that no payment is moving money for,
 * when it is within the limit (if there is one: in the limit's currency, at most the limit). An
 * invoice of another currency than the limit's is not paid, since the limit could not be compared
 * without an exchange rate the portal does not have; one over the limit is left to a person.
 */
export function autopayDecision(invoice: AutopayInvoice, limit: AutopayLimitSetting | null, today: string): AutopayDecision {
  if (!(PAYABLE_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(invoice.status)) return { action: 'none', reason: 'not_payable' };
  if (invoice.paymentUnderWay) return { action: 'none', reason: 'payment_under_way' };
  if (invoice.dueOn > today) return { action: 'none', reason: 'not_due' };
  if (limit) {
    if (invoice.currency !== limit.currency)
      return { action: 'skip', reason: 'other_currency', message: otherCurrencyMessage(invoice, limit) };
    if (invoice.totalMinor > limit.amountMinor) return { action: 'skip', reason: 'over_limit', message: overLimitMessage(invoice, limit) };
  }
  return { action: 'pay' };
}
