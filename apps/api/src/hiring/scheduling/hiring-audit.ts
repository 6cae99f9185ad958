import type { AuditEntry } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

/** What booking calls, onboarding and sign-up leave in the audit log. */
export type HiringAuditAction =
  | 'meeting.booked'
  | 'user.signed_up'
  | 'user.activated'
  | 'company.onboarded';

/** The audit log's entry, for the actions of booking, onboarding and sign-up. */
export async function recordHiringAudit(
  db: Database,
  entry: Omit<AuditEntry, 'action'> & { action: HiringAuditAction },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    companyId: entry.companyId ?? null,
    actorUserId: entry.actorUserId ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    ip: entry.ip ?? null,
    metadata: entry.metadata ?? {},
  });
}
