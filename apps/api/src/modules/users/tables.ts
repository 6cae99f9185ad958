import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role, UserType } from '@portal/api-schema';
import { createdAt } from '../../platform/database/columns';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Headcount band, as a new customer gives it in the onboarding wizard. */
  size: text('size'),
  createdAt: createdAt(),
});

export const customerManagers = pgTable('customer_managers', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  photo: text('photo'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    type: text('type').$type<UserType>().notNull().default('ClientUser'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    isAgreed: boolean('is_agreed').notNull().default(false),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    photo: text('photo'),
    enabled: boolean('enabled').notNull().default(true),
    customerManagerId: uuid('customer_manager_id').references(() => customerManagers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_company_id_idx').on(table.companyId),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_type_known', sql`${table.type} in ('ClientUser', 'SandboxUser')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
