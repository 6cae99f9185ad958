import type { Database } from '../database/database';
import { auditLog } from './tables';

/**
 * The actions of the audit trail, as `subject.event`. Each module adds its own by declaration
 * merging, beside its dependencies:
 * `declare module '../../platform/audit/audit-log' { interface AuditActions { 'invoice.paid': true } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface AuditActions {}

export type AuditAction = keyof AuditActions;

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

/**
 * Something a user did to their own account: they are both the actor and the subject. `user` is
 * null when the attempt named no account (a sign-in with an unknown address).
 */
export function recordAccountEvent(
  db: Database,
  action: AuditAction,
  user: { id: string; companyId: string | null } | null,
  details: { ip?: string; metadata?: Record<string, unknown> } = {},
): Promise<void> {
  return recordAudit(db, {
    action,
    companyId: user?.companyId,
    actorUserId: user?.id,
    subjectType: 'user',
    subjectId: user?.id,
    ip: details.ip,
    metadata: details.metadata,
  });
}
