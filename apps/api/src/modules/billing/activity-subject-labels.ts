import { and, eq, inArray } from 'drizzle-orm';
import type { SubjectLabelLookup } from '../company-users';
import { bankAccounts, invoices, payments, savedCards } from './tables';

const CARD_BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** A card brand as people write it (Stripe names them in lowercase). */
function cardBrandName(brand: string): string {
  return CARD_BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** How the activity log names billing's subjects (registered in index.ts): an invoice by its number, a payment by its reference. */
export const BILLING_ACTIVITY_SUBJECTS: Record<string, SubjectLabelLookup> = {
  invoice: (db, companyId, ids) =>
    db
      .select({ id: invoices.id, label: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, ids))),
  payment: (db, companyId, ids) =>
    db
      .select({ id: payments.id, label: payments.reference })
      .from(payments)
      .where(and(eq(payments.companyId, companyId), inArray(payments.id, ids))),
  bank_account: async (db, companyId, ids) =>
    (
      await db
        .select({ id: bankAccounts.id, last4: bankAccounts.last4 })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.id, ids)))
    ).map((row) => ({ id: row.id, label: `Bank account ending ${row.last4}` })),
  card: async (db, companyId, ids) =>
    (
      await db
        .select({ id: savedCards.id, brand: savedCards.brand, last4: savedCards.last4 })
        .from(savedCards)
        .where(and(eq(savedCards.companyId, companyId), inArray(savedCards.id, ids)))
    ).map((row) => ({ id: row.id, label: `${cardBrandName(row.brand)} card ending ${row.last4}` })),
};
