import { and, eq, isNull } from 'drizzle-orm';
import type { AutopaySettings, Role } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { notFound } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import { readAutopaySettings } from './autopay-settings';
import type { BillingDeps } from './billing-deps';
import { autopayAttempts } from './tables';

/**
 * Takes an autopay problem off the dashboard and the payment methods page (the invoice stays to
 * pay as any other). Dismissing it again changes nothing, so of identical requests one dismisses
 * it and writes the audit entry. Another company's attempt, or one that paid, is a 404.
 */
export async function dismissAutopayProblem(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; roles: readonly Role[]; attemptId: string },
): Promise<AutopaySettings> {
  const { db } = deps;
  const { actor } = input;
  await db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({ id: autopayAttempts.id, status: autopayAttempts.status, invoiceId: autopayAttempts.invoiceId })
      .from(autopayAttempts)
      .where(and(eq(autopayAttempts.id, input.attemptId), eq(autopayAttempts.companyId, actor.companyId)));
    if (!attempt || (attempt.status !== 'failed' && attempt.status !== 'skipped')) throw notFound();
    const [dismissed] = await tx
      .update(autopayAttempts)
      .set({ dismissedAt: new Date(), dismissedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(autopayAttempts.id, attempt.id), isNull(autopayAttempts.dismissedAt)))
      .returning({ id: autopayAttempts.id });
    if (!dismissed) return;
    await recordAudit(tx, {
      action: 'autopay.problem_dismissed',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      subjectType: 'invoice',
      subjectId: attempt.invoiceId,
      ip: actor.ip,
      metadata: { attempt_id: attempt.id, status: attempt.status },
    });
    await publishChange(tx, { companyId: actor.companyId, kind: 'payment_method' });
  });
  return readAutopaySettings(db, { companyId: actor.companyId, roles: input.roles });
}
