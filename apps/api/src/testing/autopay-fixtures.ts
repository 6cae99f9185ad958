import { randomUUID } from 'node:crypto';
import { API_PATHS, apiPath, type SavedBankAccount } from '@portal/api-schema';
import type { Database } from '../platform/database/database';
import { bankAccounts, savedCards } from '../modules/billing/tables';
import { tokenizeSandboxBankAccount } from './billing-fixtures';
import { dataOf, postForm, type TestContext } from './test-app';

let accountNumbers = 0;

/** A bank account of the company added and verified through the API (the sandbox's deposits are 32 and 45), as a payer does. */
export async function addVerifiedBankAccount(context: TestContext, token: string): Promise<SavedBankAccount> {
  const accountNumber = `000${String(7000 + ++accountNumbers + Math.floor(Math.random() * 1_000_000)).padStart(9, '0')}`;
  const added = await postForm(
    context.app,
    API_PATHS.savedBankAccounts,
    { bank_account_id: await tokenizeSandboxBankAccount(context.app, token, accountNumber) },
    token,
  );
  if (added.statusCode !== 200) throw new Error(`Adding a bank account answered ${added.statusCode}: ${added.body}`);
  const account = dataOf<SavedBankAccount>(added);
  const verified = await postForm(
    context.app,
    apiPath(API_PATHS.savedBankAccountVerify, { id: account.id }),
    { 'amounts[0]': '32', 'amounts[1]': '45' },
    token,
  );
  if (verified.statusCode !== 200) throw new Error(`Verifying a bank account answered ${verified.statusCode}: ${verified.body}`);
  return dataOf<SavedBankAccount>(verified);
}

/** The last four of the next account inserted: one company keeps each account once, so none may repeat. */
let nextLast4 = 1000;

/** A bank account row of the company as it is (waiting for its deposits unless told), for the refusals. */
export async function insertBankAccount(
  db: Database,
  input: { companyId: string; userId: string; status?: 'new' | 'verified' | 'verification_failed'; removed?: boolean },
) {
  const [row] = await db
    .insert(bankAccounts)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      provider: 'sandbox',
      providerAccountId: `ba_test_${randomUUID()}`,
      last4: String((nextLast4++ % 9000) + 1000),
      routingNumber: '110000000',
      status: input.status ?? 'new',
      removedAt: input.removed ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('No bank account created');
  return row;
}

/** A saved card row of the company (valid for years unless told), for the settings' checks. */
export async function insertSavedCard(db: Database, input: { companyId: string; userId: string; expYear?: number; removed?: boolean }) {
  const [row] = await db
    .insert(savedCards)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      provider: 'sandbox',
      providerCardId: `pm_test_${randomUUID()}`,
      brand: 'visa',
      last4: String((nextLast4++ % 9000) + 1000),
      expMonth: 12,
      expYear: input.expYear ?? new Date().getUTCFullYear() + 3,
      removedAt: input.removed ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('No card created');
  return row;
}
