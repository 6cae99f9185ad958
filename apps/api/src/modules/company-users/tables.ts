// The company-users module's tables, as Drizzle pgTable definitions; src/schema.ts re-exports them, and
// `pnpm --filter @portal/api db:generate` writes the migration for a change here: the companies,
// their users, invitations and e-mail changes, the company's details beyond its name and size, the
// vendors and the company's connections with them.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CONNECTION_STATUSES,
  type ConnectionStatus,
  type CountryCode,
  type Industry,
  LOGO_CONTENT_TYPES,
  type LogoContentType,
  type PreferredCurrency,
  type Role,
  type UserType,
} from '@portal/api-schema';
import { bytea, createdAt, oneOf } from '../../platform/database/columns';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Headcount band, as a new customer gives it in the onboarding wizard. */
  size: text('size'),
  /** IANA name: the company's weeks (timesheets) and business days are counted in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
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
    roles: text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    uniqueIndex('email_change_requests_open_user_unique')
      .on(table.userId)
      .where(sql`${table.confirmedAt} is null`),
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

/** One line of a vendor's wire details: what it is and the value the customer types into their bank's form. */
export interface WireDetailRow {
  label: string;
  value: string;
}

/** A vendor's wire details by wire method slug (or `<slug>:<currency>` where they differ by currency). */
export type VendorWireDetails = Record<string, WireDetailRow[]>;

/** The developers' vendors that bill customers. */
export const vendors = pgTable('vendors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Wire instructions shown by the wire payment modal (markup, sanitized on the way out). */
  billingDetails: text('billing_details').notNull().default(''),
  /** The party an invoice names as its issuer: legal name, postal address (lines) and tax id. */
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  /**
   * How to pay the vendor by each wire method, keyed by the method's slug (or `<slug>:<currency>`
   * for details that differ by the invoice's currency, which come first): the rows (label and
   * value) the wire modal lists. A method with no entry falls back to `billingDetails`.
   */
  wireDetails: jsonb('wire_details').$type<VendorWireDetails>().notNull().default({}),
  createdAt: createdAt(),
});

/** A company's information and business details beyond its name and size. */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull().default(''),
    website: text('website').notNull().default(''),
    industry: text('industry').$type<Industry>(),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').$type<CountryCode>(),
    taxId: text('tax_id').notNull().default(''),
    billingAddressSame: boolean('billing_address_same').notNull().default(true),
    billingAddressLine1: text('billing_address_line1').notNull().default(''),
    billingAddressLine2: text('billing_address_line2').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingRegion: text('billing_region').notNull().default(''),
    billingPostalCode: text('billing_postal_code').notNull().default(''),
    billingCountry: text('billing_country').$type<CountryCode>(),
    defaultPoNumber: text('default_po_number').notNull().default(''),
    /** The cost centre new invoices are booked to unless a finance user sets another on the invoice. */
    defaultCostCentre: text('default_cost_centre').notNull().default(''),
    preferredCurrency: text('preferred_currency').$type<PreferredCurrency>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('company_profiles_country_code', sql`${table.country} is null or ${table.country} ~ '^[A-Z]{2}$'`),
    check('company_profiles_billing_country_code', sql`${table.billingCountry} is null or ${table.billingCountry} ~ '^[A-Z]{2}$'`),
  ],
);

/** Who receives the company's invoice and receipt e-mails, in the order the company listed them. */
export const companyBillingContacts = pgTable(
  'company_billing_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('company_billing_contacts_email_unique').on(table.companyId, table.email),
    check('company_billing_contacts_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** The company's logo: the image itself, checked by its first bytes when uploaded. */
export const companyLogos = pgTable(
  'company_logos',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<LogoContentType>().notNull(),
    image: bytea('image').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 of the image (hex): its version in URLs and ETags, and how a repeated upload is recognised. */
    sha256: text('sha256').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('company_logos_content_type_known', oneOf('content_type', LOGO_CONTENT_TYPES)),
    check('company_logos_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);

/** A vendor the company works with (or asked to, or did): one row per company and vendor. */
export const vendorConnections = pgTable(
  'vendor_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: text('status').$type<ConnectionStatus>().notNull(),
    /** Connected on this day (asked to connect on it, while pending). */
    since: date('since', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    /** The version of the Standard Service Contract Terms the work runs under, as the terms name it: '2.0'. */
    termsVersion: text('terms_version').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_connections_company_vendor_unique').on(table.companyId, table.vendorId),
    index('vendor_connections_company_idx').on(table.companyId, table.status),
    check('vendor_connections_status_known', oneOf('status', CONNECTION_STATUSES)),
    check('vendor_connections_ended_has_date', sql`(${table.status} = 'ended') = (${table.endedOn} is not null)`),
  ],
);

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
export type VendorConnectionRow = typeof vendorConnections.$inferSelect;
