import type { BankAccountStatus, SavedBankAccount, SavedCard } from '@portal/api-schema';

export function maskedBankAccount(account: Pick<SavedBankAccount, 'last4'>): string {
  return `•••• ${account.last4}`;
}

export const BANK_ACCOUNT_STATUS_LABELS: Record<BankAccountStatus, string> = {
  verified: 'Verified',
  new: 'Waiting for the two deposits',
  verification_failed: 'Locked after failed tries',
};

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export function cardLabel(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${CARD_BRANDS[card.brand] ?? card.brand} •••• ${card.last4}`;
}

export function cardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year' | 'expired'>): string {
  const date = `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
  return card.expired ? `Expired ${date}` : `Expires ${date}`;
}
