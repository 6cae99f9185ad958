import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';
import { companies, users } from '../company-users/tables';

/**
 * The columns of a token a user is given (a session, a password reset link, a sign-in's second
 * step): whose it is, when it was made and until when it holds. The rows go with the user.
 */
const userTokenColumns = () => ({
  /** sha-256 of the token (hex); the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...userTokenColumns(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/**
 * A user's TOTP key (two-factor sign-in). On once `confirmed_at` is set; before that a key waiting for
 * its first code. The key is stored encrypted (AES-256-GCM under TWO_FACTOR_ENCRYPTION_KEY).
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code is accepted once, and never an older one. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** Counts the changes of the row: a change is a conditional update on the version it read. */
  version: integer('version').notNull().default(0),
});

/** One-time recovery codes, stored as keyed hashes (HMAC-SHA-256); used once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_hash_unique').on(table.userId, table.codeHash)],
);

/** The second step of a sign-in: the password was right, a code is awaited. Single use, short-lived. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    ...userTokenColumns(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [index('two_factor_challenges_user_id_idx').on(table.userId)],
);

/** A company's two-factor rules: whether its admins (all five roles) must use it. No row: not required. */
export const twoFactorPolicies = pgTable('two_factor_policies', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  requireForAdmins: boolean('require_for_admins').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A sign-up waiting for its address to be confirmed: the account is made from it when the link
 * e-mailed to the address is opened and the same password given again. A taken address gets none.
 * Several may wait for one address; the first confirmed makes the account, the others then fail.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    /** sha-256 of the link's token (hex). */
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    developerInterest: text('developer_interest'),
    source: text('source'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Passwords tried with the link, reserved before each check: the link is spent after a few wrong ones. */
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('pending_signups_expires_at_idx').on(table.expiresAt)],
);
