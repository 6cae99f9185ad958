import { and, eq, isNull, lt } from 'drizzle-orm';
import type { BillingDeps } from './billing-deps';
import { applyPaymentGroupOutcome, chargePaymentGroup } from './payment-group-outcome';
import type { SavedMethod } from './payment-provider';
import { bankAccounts, paymentGroups, savedCards } from './tables';

/** After this long without the provider taking the charge, it is given up. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const CHARGE_NOT_MADE_MESSAGE = 'The payment provider did not take this payment. Nothing was charged; please pay the invoice again.';

/** Longer than any request takes between claiming invoices and hearing from the provider. */
export const UNSTARTED_CHARGE_AGE_MS = 10 * 60 * 1000;

/**
 * A charge whose process stopped after its invoices were claimed and before the provider answered
 * (a restart, a crash) would keep them "being paid" for ever. Such charges are asked for again: the
 * provider keys a charge by its reference, so one it did make is answered, not made twice. Every
 * process may run this; each step it takes is idempotent. Answers how many charges it resumed.
 */
export async function resumeUnstartedCharges(deps: Pick<BillingDeps, 'db' | 'provider'>, now = new Date()): Promise<number> {
  const { db, provider } = deps;
  const stale = await db
    .select()
    .from(paymentGroups)
    .where(
      and(
        eq(paymentGroups.status, 'processing'),
        eq(paymentGroups.provider, provider.name),
        isNull(paymentGroups.providerPaymentId),
        lt(paymentGroups.createdAt, new Date(now.getTime() - UNSTARTED_CHARGE_AGE_MS)),
      ),
    )
    .limit(50);
  let resumed = 0;
  for (const group of stale) {
    const method = await savedMethodOf(deps, group);
    if (!method) continue;
    try {
      await chargePaymentGroup(deps, group, method, { userId: null });
      resumed += 1;
    } catch {
      // Asked again on the next pass; a provider that has not taken it in a day will not: the
      // invoices become payable again.
      if (now.getTime() - group.createdAt.getTime() < GIVE_UP_AFTER_MS) continue;
      await applyPaymentGroupOutcome(db, group, { status: 'failed', message: CHARGE_NOT_MADE_MESSAGE }, { userId: null }, provider);
    }
  }
  return resumed;
}

async function savedMethodOf(deps: Pick<BillingDeps, 'db'>, group: typeof paymentGroups.$inferSelect): Promise<SavedMethod | null> {
  if (group.bankAccountId) {
    const [account] = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, group.bankAccountId));
    return account ? { kind: 'bank_account', account } : null;
  }
  if (!group.savedCardId) return null;
  const [card] = await deps.db.select().from(savedCards).where(eq(savedCards.id, group.savedCardId));
  return card ? { kind: 'card', card } : null;
}
