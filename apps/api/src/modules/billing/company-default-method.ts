import { sql } from 'drizzle-orm';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { publishChange } from '../../platform/live-events';
import { billingSettings } from './tables';

/** A saved method becoming the company's default, with what its audit entry tells of it. */
type DefaultMethod = { kind: 'bank_account'; id: string; last4: string } | { kind: 'card'; id: string; last4: string; brand: string };

/**
 * Writes the company's default method (the other kind gives way: the settings hold one), in the
 * caller's transaction with the method's row locked. It changes only when it differs, so of
 * identical requests one changes it, audits it and publishes the change.
 */
export async function writeCompanyDefaultMethod(tx: Database, actor: CompanyActor, method: DefaultMethod): Promise<void> {
  const now = new Date();
  const defaults = {
    defaultBankAccountId: method.kind === 'bank_account' ? method.id : null,
    defaultCardId: method.kind === 'card' ? method.id : null,
  };
  const current = method.kind === 'card' ? billingSettings.defaultCardId : billingSettings.defaultBankAccountId;
  const [changed] = await tx
    .insert(billingSettings)
    .values({ companyId: actor.companyId, ...defaults, updatedAt: now, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: billingSettings.companyId,
      set: { ...defaults, version: sql`${billingSettings.version} + 1`, updatedAt: now, updatedBy: actor.userId },
      setWhere: sql`${current} is distinct from ${method.id}`,
    })
    .returning({ companyId: billingSettings.companyId });
  if (!changed) return;
  await recordAudit(tx, {
    action: 'payment_method.default_changed',
    companyId: actor.companyId,
    actorUserId: actor.userId,
    subjectType: method.kind,
    subjectId: method.id,
    ip: actor.ip,
    metadata:
      method.kind === 'card' ? { kind: 'card', brand: method.brand, last4: method.last4 } : { kind: 'bank_account', last4: method.last4 },
  });
  await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
}
