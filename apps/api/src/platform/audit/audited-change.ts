import type { LiveEventKind } from '@portal/api-schema';
import type { Database } from '../database/database';
import { publishChange } from '../live-events';
import { type AuditAction, recordAudit } from './audit-log';

/** Who made a change and from where. */
interface ChangedBy {
  userId: string;
  ip: string;
}

/**
 * Audits a change of one of a company's things, with the thing as the entry's subject, and tells the
 * company's open pages of it (the live event of the same kind). `by` is who made it and from where;
 * none for a change the API makes itself, which the log shows as the system's.
 */
export async function recordChange(
  db: Database,
  change: {
    action: AuditAction;
    companyId: string;
    subject: { kind: Exclude<LiveEventKind, 'resync'>; id: string };
    by?: ChangedBy;
    metadata: Record<string, unknown>;
  },
): Promise<void> {
  const { companyId, subject } = change;
  await recordAudit(db, {
    action: change.action,
    companyId,
    actorUserId: change.by?.userId,
    subjectType: subject.kind,
    subjectId: subject.id,
    ip: change.by?.ip,
    metadata: change.metadata,
  });
  await publishChange(db, { companyId, kind: subject.kind, id: subject.id });
}
