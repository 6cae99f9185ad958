import { and, eq, sql } from 'drizzle-orm';
import type { AutopaySettings, AutopaySettingsBody, Role } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { publishChange } from '../../platform/live-events';
import { autopayMethodOf, type CheckedAutopayMethod, lockAutopayMethod, readAutopaySettings } from './autopay-settings';
import type { BillingDeps } from './billing-deps';
import { billingSettings } from './tables';

/** Autopay's state as stored, for comparing what is asked with what is, and for the audit's before and after. */
interface AutopayState {
  enabled: boolean;
  bankAccountId: string | null;
  cardId: string | null;
  limitMinor: number | null;
  limitCurrency: string | null;
}

const sameState = (a: AutopayState, b: AutopayState) =>
  a.enabled === b.enabled &&
  a.bankAccountId === b.bankAccountId &&
  a.cardId === b.cardId &&
  a.limitMinor === b.limitMinor &&
  a.limitCurrency === b.limitCurrency;

function audited(state: AutopayState, label: string | null) {
  const method = state.bankAccountId ?? state.cardId;
  return {
    enabled: state.enabled,
    method: method ? { type: state.bankAccountId ? 'bank_account' : 'card', id: method, ...(label ? { label } : {}) } : null,
    limit: state.limitMinor !== null ? { currency: state.limitCurrency, amount_minor: state.limitMinor } : null,
  };
}

/**
 * Turns autopay on (with its method and optional limit per invoice), changes it, or turns it off.
 * The company's settings row is locked while it is compared and written, and written against the
 * version read, so of identical concurrent requests one changes it and writes the audit entry;
 * asking for what is already so changes nothing. The method's row is locked too, so it cannot be
 * removed in between. Turning it off looks at neither method nor limit: they are kept for the form
 * to offer again. Autopay's payments are made in the name of whoever turned it on or changed it last.
 */
export async function changeAutopaySettings(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; roles: readonly Role[]; body: AutopaySettingsBody },
): Promise<AutopaySettings> {
  const { db } = deps;
  const { actor, body } = input;
  await db.transaction(async (tx) => {
    await tx.insert(billingSettings).values({ companyId: actor.companyId }).onConflictDoNothing();
    const [current] = await tx.select().from(billingSettings).where(eq(billingSettings.companyId, actor.companyId)).for('update');
    if (!current) throw new Error('The billing settings row was not made');
    const before: AutopayState = {
      enabled: current.autopayEnabled,
      bankAccountId: current.autopayBankAccountId,
      cardId: current.autopayCardId,
      limitMinor: current.autopayLimitMinor,
      limitCurrency: current.autopayLimitCurrency,
    };
    let checked: CheckedAutopayMethod | null = null;
    let after: AutopayState;
    if (body.enabled && body.method) {
      checked = await lockAutopayMethod(tx, actor.companyId, body.method);
      after = {
        enabled: true,
        bankAccountId: body.method.type === 'bank_account' ? body.method.id : null,
        cardId: body.method.type === 'card' ? body.method.id : null,
        limitMinor: body.limit?.added_value ?? null,
        limitCurrency: body.limit?.currency ?? null,
      };
    } else {
      after = { ...before, enabled: false };
    }
    if (sameState(before, after)) return;

    const [changed] = await tx
      .update(billingSettings)
      .set({
        autopayEnabled: after.enabled,
        autopayBankAccountId: after.bankAccountId,
        autopayCardId: after.cardId,
        autopayLimitMinor: after.limitMinor,
        autopayLimitCurrency: after.limitCurrency,
        autopayEnabledBy: after.enabled ? actor.userId : null,
        version: sql`${billingSettings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(billingSettings.companyId, actor.companyId), eq(billingSettings.version, current.version)))
      .returning({ version: billingSettings.version });
    if (!changed) return;

    const action = !before.enabled ? 'autopay.enabled' : after.enabled ? 'autopay.changed' : 'autopay.disabled';
    const method = autopayMethodOf({ autopayBankAccountId: after.bankAccountId, autopayCardId: after.cardId });
    await recordAudit(tx, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      ...(method ? { subjectType: method.type === 'bank_account' ? 'bank_account' : 'saved_card', subjectId: method.id } : {}),
      ip: actor.ip,
      metadata: { before: audited(before, null), after: audited(after, checked?.label ?? null) },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
  });
  return readAutopaySettings(db, { companyId: actor.companyId, roles: input.roles });
}
