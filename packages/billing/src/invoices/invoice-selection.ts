import type { InvoiceSummary, Money, SavedMethodChoice, SavedPaymentMethods } from '@portal/api-schema';
import { cardExpiry, cardLabel, maskedBankAccount } from '../payment-methods/saved-method-labels';

// Paying several invoices of the list at once: which rows can be selected, what the selection
// adds up to, and the charges a payment of it makes (one per vendor and currency, as the API does).

/** The invoices of the list the user selected, kept whole so that paging away keeps their totals. */
export type SelectedInvoice = Pick<InvoiceSummary, 'id' | 'number' | 'vendor' | 'total'>;

/** Open or overdue, and no payment of it on its way: what the API pays (it skips the rest with a reason). */
export function isPayable(invoice: Pick<InvoiceSummary, 'status' | 'payment_on_its_way'>): boolean {
  return (invoice.status === 'open' || invoice.status === 'overdue') && !invoice.payment_on_its_way;
}

/** The selection's total per currency, in the order the currencies first appear. */
export function totalsPerCurrency(invoices: readonly Pick<SelectedInvoice, 'total'>[]): Money[] {
  const totals = new Map<string, number>();
  for (const { total } of invoices) totals.set(total.currency, (totals.get(total.currency) ?? 0) + total.added_value);
  return [...totals].map(([currency, added_value]) => ({ currency, added_value }));
}

/** One charge the payment will make: a vendor's invoices in one currency. */
export interface PlannedCharge {
  key: string;
  vendorName: string;
  total: Money;
  invoiceNumbers: string[];
}

/** The charges paying these invoices makes, one per vendor and currency, by vendor name then currency. */
export function plannedCharges(invoices: readonly SelectedInvoice[]): PlannedCharge[] {
  const charges = new Map<string, PlannedCharge>();
  for (const invoice of invoices) {
    const key = `${invoice.vendor.id} ${invoice.total.currency}`;
    const charge = charges.get(key) ?? {
      key,
      vendorName: invoice.vendor.name,
      total: { currency: invoice.total.currency, added_value: 0 },
      invoiceNumbers: [],
    };
    charge.total = { ...charge.total, added_value: charge.total.added_value + invoice.total.added_value };
    charge.invoiceNumbers.push(invoice.number);
    charges.set(key, charge);
  }
  return [...charges.values()].sort((a, b) => a.vendorName.localeCompare(b.vendorName) || a.total.currency.localeCompare(b.total.currency));
}

/** A saved method as the dialog offers it: usable or not, and why not. */
export interface MethodOption {
  /** `type:id`, the radio's value. */
  value: string;
  choice: SavedMethodChoice;
  label: string;
  /** Why it cannot pay (shown under it, the option disabled); null when it can. */
  unusable: string | null;
  isDefault: boolean;
}

function methodValue(choice: SavedMethodChoice): string {
  return `${choice.type}:${choice.id}`;
}

export function choiceOfValue(value: string, options: readonly MethodOption[]): SavedMethodChoice | null {
  return options.find((option) => option.value === value && !option.unusable)?.choice ?? null;
}

/** 'Bank account •••• 6789', as Billing › Payment methods names it. */
function bankAccountLabel(account: Pick<SavedPaymentMethods['bank_accounts'][number], 'last4'>): string {
  return `Bank account ${maskedBankAccount(account)}`;
}

const UNVERIFIED_ACCOUNT = 'Waiting for its two deposits: verify it on Billing › Payment methods';
const LOCKED_ACCOUNT = 'Locked after failed verification tries';

/**
 * The company's saved methods: bank accounts, then cards. A verified account or an unexpired card
 * can pay; the others are listed, disabled, with the reason.
 */
export function methodOptions(methods: Pick<SavedPaymentMethods, 'bank_accounts' | 'cards'>): MethodOption[] {
  const accounts = methods.bank_accounts.map((account): MethodOption => {
    const choice: SavedMethodChoice = { type: 'bank_account', id: account.id };
    const unusable = account.status === 'verified' ? null : account.status === 'new' ? UNVERIFIED_ACCOUNT : LOCKED_ACCOUNT;
    return { value: methodValue(choice), choice, label: bankAccountLabel(account), unusable, isDefault: account.is_default };
  });
  const cards = methods.cards.map((card): MethodOption => {
    const choice: SavedMethodChoice = { type: 'card', id: card.id };
    return {
      value: methodValue(choice),
      choice,
      label: cardLabel(card),
      unusable: card.expired ? cardExpiry(card) : null,
      isDefault: card.is_default,
    };
  });
  return [...accounts, ...cards];
}

/** The method chosen at first: the company's default when it can pay, else the first that can; '' when none can. */
export function initialMethodValue(options: readonly MethodOption[]): string {
  const usable = options.filter((option) => !option.unusable);
  return (usable.find((option) => option.isDefault) ?? usable[0])?.value ?? '';
}
