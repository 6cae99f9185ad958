import { and, desc, eq, inArray, isNull, not } from 'drizzle-orm';
import {
  AUTOPAY_PROBLEMS_SHOWN,
  type AutopaySettings,
  PAYABLE_INVOICE_STATUSES,
  type Role,
  type SavedMethodChoice,
} from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { HttpError, invalidField, notFound } from '../../platform/http/errors';
import { users, vendors } from '../company-users/tables';
import { paymentOnItsWay } from './invoice-queries';
import { lockCompanyBankAccount } from './payment-queries';
import { isCardExpired } from './saved-payment-methods';
import { autopayAttempts, billingSettings, invoices, savedCards } from './tables';

type BillingSettingsRow = typeof billingSettings.$inferSelect;

// Autopay's settings as the payment methods page shows them, and the checks of the method it pays
// with, which the settings' change and the removal of a method share.

const AUTOPAY_BANK_ACCOUNT_IN_USE_MESSAGE = 'Autopay pays with this bank account. Choose another method for autopay or turn it off first.';

/** Changing autopay is an account editor's with the invoices role: it pays the company's invoices without anyone asking. */
export const AUTOPAY_EDITOR_ROLES = ['invoices', 'account_editor'] as const satisfies readonly Role[];

/** The method autopay pays with, as stored. */
export function autopayMethodOf(
  settings: Pick<BillingSettingsRow, 'autopayBankAccountId' | 'autopayCardId'> | undefined,
): SavedMethodChoice | null {
  if (settings?.autopayBankAccountId) return { type: 'bank_account', id: settings.autopayBankAccountId };
  if (settings?.autopayCardId) return { type: 'card', id: settings.autopayCardId };
  return null;
}

/** What the audit log keeps of a method: its kind and what identifies it to people. */
export interface CheckedAutopayMethod {
  choice: SavedMethodChoice;
  label: string;
}

/**
 * Locks the method autopay is to pay with and checks it can: a kept, verified bank account or a
 * kept, unexpired card of the company (422 on `method` otherwise); another company's is a 404.
 * The row stays locked until the transaction ends, so a removal cannot slip in between.
 */
export async function lockAutopayMethod(tx: Database, companyId: string, choice: SavedMethodChoice): Promise<CheckedAutopayMethod> {
  if (choice.type === 'bank_account') {
    const account = await lockCompanyBankAccount(tx, companyId, choice.id);
    if (!account) throw notFound();
    if (account.removedAt) throw invalidField('method', 'This bank account was removed. Choose another bank account or a card.');
    if (account.status === 'verification_failed') {
      throw invalidField(
        'method',
        'This bank account is locked after failed verification attempts. Choose another bank account or a card.',
      );
    }
    if (account.status !== 'verified') {
      throw invalidField('method', 'Verify this bank account with its two deposits before autopay pays with it.');
    }
    return { choice, label: `Bank account ending ${account.last4}` };
  }
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, choice.id), eq(savedCards.companyId, companyId)))
    .for('update');
  if (!card) throw notFound();
  if (card.removedAt) throw invalidField('method', 'This card was removed. Choose another card or a bank account.');
  if (isCardExpired(card)) throw invalidField('method', 'This card has expired. Choose another card or a bank account.');
  return { choice, label: `Card ending ${card.last4}` };
}

/** Refuses (409) removing the bank account autopay pays with while it is on; called with the account's row locked. */
export async function refuseRemovingAutopayAccount(tx: Database, companyId: string, bankAccountId: string): Promise<void> {
  const [inUse] = await tx
    .select({ companyId: billingSettings.companyId })
    .from(billingSettings)
    .where(
      and(
        eq(billingSettings.companyId, companyId),
        eq(billingSettings.autopayEnabled, true),
        eq(billingSettings.autopayBankAccountId, bankAccountId),
      ),
    );
  if (inUse) throw new HttpError(409, AUTOPAY_BANK_ACCOUNT_IN_USE_MESSAGE);
}

/** Autopay's settings for the caller: whether they may change them, and the latest problems still to deal with. */
export async function readAutopaySettings(db: Database, input: { companyId: string; roles: readonly Role[] }): Promise<AutopaySettings> {
  const [[settings], problems] = await Promise.all([
    db
      .select({ settings: billingSettings, enabledByFirst: users.firstName, enabledByLast: users.lastName })
      .from(billingSettings)
      .leftJoin(users, eq(users.id, billingSettings.autopayEnabledBy))
      .where(eq(billingSettings.companyId, input.companyId)),
    autopayProblems(db, input.companyId, AUTOPAY_PROBLEMS_SHOWN),
  ]);
  const row = settings?.settings;
  const enabledBy =
    row?.autopayEnabled && row.autopayEnabledBy && settings?.enabledByFirst
      ? { id: row.autopayEnabledBy, name: `${settings.enabledByFirst} ${settings.enabledByLast ?? ''}`.trim() }
      : null;
  return {
    enabled: row?.autopayEnabled ?? false,
    method: autopayMethodOf(row),
    limit:
      row?.autopayLimitMinor && row.autopayLimitCurrency
        ? { currency: row.autopayLimitCurrency, added_value: row.autopayLimitMinor }
        : null,
    enabled_by: enabledBy,
    can_change: AUTOPAY_EDITOR_ROLES.every((role) => input.roles.includes(role)),
    problems: problems.map((problem) => ({
      id: problem.id,
      invoice_id: problem.invoiceId,
      invoice_number: problem.invoiceNumber,
      vendor_name: problem.vendorName,
      amount: { currency: problem.currency, added_value: problem.totalMinor },
      due_on: problem.dueOn,
      status: problem.status === 'failed' ? 'failed' : 'skipped',
      message: problem.message ?? '',
      created_at: problem.createdAt.toISOString(),
    })),
  };
}

/**
 * The problems autopay met that still wait for someone, newest first: a failed or skipped attempt
 * not dismissed, whose invoice is still to pay (open or overdue, no payment moving money). Once the
 * invoice is paid another way the problem is over by itself.
 */
export function autopayProblems(db: Database, companyId: string, limit: number) {
  return db
    .select({
      id: autopayAttempts.id,
      invoiceId: autopayAttempts.invoiceId,
      invoiceNumber: invoices.number,
      vendorName: vendors.name,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      dueOn: autopayAttempts.dueOn,
      status: autopayAttempts.status,
      message: autopayAttempts.message,
      createdAt: autopayAttempts.createdAt,
    })
    .from(autopayAttempts)
    .innerJoin(invoices, eq(invoices.id, autopayAttempts.invoiceId))
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(autopayProblemsOf(companyId))
    .orderBy(desc(autopayAttempts.createdAt), desc(autopayAttempts.id))
    .limit(limit);
}

/** The condition of a problem still waiting (for the list and its count); invoices joined. */
export function autopayProblemsOf(companyId: string) {
  return and(
    eq(autopayAttempts.companyId, companyId),
    inArray(autopayAttempts.status, ['failed', 'skipped']),
    isNull(autopayAttempts.dismissedAt),
    inArray(invoices.status, PAYABLE_INVOICE_STATUSES),
    not(paymentOnItsWay),
  );
}
