import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    jobTitle: text('job_title'),
    phone: text('phone'),
    /** IANA name, e.g. 'Europe/Warsaw'. */
    timeZone: text('time_zone'),
    /** When the user last opened a session (sign-in, sign-up, a new password). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_company_id_idx').on(table.companyId),
    // The users list's order: by name within the company.
    index('users_company_name_idx').on(table.companyId, sql`lower(${table.firstName} || ' ' || ${table.lastName})`, table.id),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_type_known', sql`${table.type} in ('ClientUser', 'SandboxUser')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * A new e-mail address waiting for its confirmation link to be opened. The link's token is kept as
 * its SHA-256 hash; it works once (`confirmed_at`) and until `expires_at`. A user has at most one
 * open request: a new one replaces it.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** Who asked: the user, or an account editor of the company. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_change_requests_open_user_unique').on(table.userId).where(sql`${table.confirmedAt} is null`),
    check('email_change_requests_new_email_lower_case', sql`${table.newEmail} = lower(${table.newEmail})`),
  ],
);

export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;

/**
 * Invitations of colleagues into a company. The link's token is only in the e-mail; the table
 * keeps its SHA-256 digest. A company has at most one invitation per address waiting for an answer
 * (accepted or withdrawn ones no longer count); other companies' invitations of the address do not
 * count, so that no answer tells whether another company invited it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().$type<Role[]>().notNull(),
    /** sha-256 of the link's token (hex); each new link replaces it. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Raised by every change, so that a change applies only to the state it was made from. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    // The address first: accepting withdraws the address's open invitations in every company.
    uniqueIndex('invitations_open_email_company_unique')
      .on(table.email, table.companyId)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('invitations_company_created_idx').on(table.companyId, table.createdAt, table.id),
    check('invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
