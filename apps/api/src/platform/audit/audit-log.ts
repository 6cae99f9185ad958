import type { Database } from '../database/database';
import { auditLog } from './tables';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'user.password_changed'
  | 'user.consent_reconfirmed'
  | 'invoice.delivery_accepted'
  | 'invoice.status_changed'
  | 'payment.created'
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.refunded'
  | 'bank_account.created'
  | 'bank_account.verified'
  | 'bank_account.verification_failed'
  | 'proposal.declined'
  | 'meeting.booked'
  | 'user.signed_up'
  | 'user.activated'
  | 'company.onboarded';

export interface AuditEntry {
  action: AuditAction;
  companyId?: string | null;
  actorUserId?: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string;
  metadata?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
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
