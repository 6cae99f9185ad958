import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../database/columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys: the trail must keep naming whoever acted, whatever happens to the rows.
    companyId: uuid('company_id'),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ip: text('ip'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    // The activity log reads a company's entries newest first, ties broken by id, in keyset pages.
    index('audit_log_company_created_id_idx').on(table.companyId, table.createdAt, table.id),
    index('audit_log_actor_created_idx').on(table.actorUserId, table.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
