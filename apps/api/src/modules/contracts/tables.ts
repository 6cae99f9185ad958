// The contracts module's tables, as Drizzle pgTable definitions; src/schema.ts re-exports them, and
// `pnpm --filter @portal/api db:generate` writes the migration for a change here.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTRACT_STATUSES, type ContractStatus } from '@portal/api-schema';
import { createdAt } from '../../platform/database/columns';
import { vendors } from '../billing/tables';
import { companies } from '../users/tables';

/**
 * A contract between a company and a vendor. Minimal for now: the vendor connections count them;
 * signing, terms and the developers working under them come with the contract pages.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    /** The human contract number, e.g. 'CTR-2026-0007'. */
    number: text('number').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contracts_company_number_unique').on(table.companyId, table.number),
    index('contracts_company_vendor_status_idx').on(table.companyId, table.vendorId, table.status),
    check('contracts_status_known', sql.raw(`status in (${CONTRACT_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
