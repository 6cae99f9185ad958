import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';

/**
 * Secrets the sandbox generates once per database, so that every API process on it signs and
 * checks its links alike (the link key when SANDBOX_LINK_SECRET is unset).
 */
export const sandboxSecrets = pgTable('sandbox_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
