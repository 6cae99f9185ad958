import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ACH_METHOD_SLUG,
  ACH_VERIFY_MAX_ATTEMPTS,
  type SavedBankAccount,
  type SavedCard,
  type SavedPaymentMethods,
} from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { listCompanyBankAccounts } from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { billingSettings, invoices, payments, type SavedCardRow, savedCards } from './tables';

// The company's saved payment methods as the payment methods page shows them; the operations that
// change one answer with it.

export const NOT_VERIFIED_DEFAULT_MESSAGE = 'Verify this bank account with its two deposits before making it the default.';
export const LOCKED_DEFAULT_MESSAGE = 'This bank account is locked after failed verification attempts and cannot be the default.';

export const EXPIRED_CARD_DEFAULT_MESSAGE = 'This card has expired and cannot be the default. Add a card that is valid.';

/** A card is expired after the last day of its expiry month. */
export function isCardExpired(card: { expMonth: number; expYear: number }, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

export async function listSavedPaymentMethods(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  companyId: string,
): Promise<SavedPaymentMethods> {
  const { db, provider } = deps;
  const [accounts, [settings], cards] = await Promise.all([
    listCompanyBankAccounts(db, companyId, provider.name),
    db.select().from(billingSettings).where(eq(billingSettings.companyId, companyId)),
    db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.companyId, companyId), eq(savedCards.provider, provider.name), isNull(savedCards.removedAt)))
      .orderBy(savedCards.createdAt, savedCards.id),
  ]);
  const awaiting = accounts.length
    ? await db
        .select({ bankAccountId: payments.bankAccountId, reference: payments.reference, invoiceId: invoices.id, number: invoices.number })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .where(
          and(
            eq(payments.companyId, companyId),
            eq(payments.methodSlug, ACH_METHOD_SLUG),
            eq(payments.status, 'pending'),
            inArray(
              payments.bankAccountId,
              accounts.map((account) => account.id),
            ),
          ),
        )
    : [];
  const now = new Date();
  return {
    provider: provider.name,
    public_key: deps.publishableKey,
    bank_accounts: accounts.map((account): SavedBankAccount => {
      const payment = account.status === 'new' ? awaiting.find((row) => row.bankAccountId === account.id) : undefined;
      return {
        id: account.id,
        last4: account.last4,
        bank_name: account.bankName,
        routing_number: account.routingNumber,
        status: account.status,
        attempts_left: Math.max(0, ACH_VERIFY_MAX_ATTEMPTS - account.failedVerifications),
        is_default: settings?.defaultBankAccountId === account.id,
        awaiting_payment: payment ? { reference: payment.reference, invoice_id: payment.invoiceId, invoice_number: payment.number } : null,
        created_at: account.createdAt.toISOString(),
      };
    }),
    cards: cards.map((card) => ({
      id: card.id,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      expired: isCardExpired(card, now),
      is_default: settings?.defaultCardId === card.id,
      created_at: card.createdAt.toISOString(),
    })),
  };
}

/** One of the company's kept accounts as the page shows it. */
export async function savedBankAccount(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  companyId: string,
  id: string,
): Promise<SavedBankAccount> {
  const found = (await listSavedPaymentMethods(deps, companyId)).bank_accounts.find((account) => account.id === id);
  if (!found) throw notFound();
  return found;
}

/** One of the company's kept cards as the page shows it. */
export async function savedCard(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'publishableKey'>,
  companyId: string,
  id: string,
): Promise<SavedCard> {
  const found = (await listSavedPaymentMethods(deps, companyId)).cards.find((card) => card.id === id);
  if (!found) throw notFound();
  return found;
}

/** The company's card, locked until the transaction ends: a removal and a change of the default wait for each other. */
export async function lockCompanyCard(tx: Database, companyId: string, cardId: string): Promise<SavedCardRow | undefined> {
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.companyId, companyId)))
    .for('update');
  return card;
}

/** The pending ACH payment waiting for the account's deposits, if any. */
export async function paymentAwaitingAccount(db: Database, companyId: string, bankAccountId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.bankAccountId, bankAccountId),
        eq(payments.methodSlug, ACH_METHOD_SLUG),
        eq(payments.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}
