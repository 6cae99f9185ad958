// The company module's tables, as Drizzle pgTable definitions; src/schema.ts re-exports them, and
// `pnpm --filter @portal/api db:generate` writes the migration for a change here. The company
// itself (its display name and size) is the users module's `companies` row; these tables hold the
// rest of its details, keyed by the company.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CONNECTION_STATUSES,
  type ConnectionStatus,
  type CountryCode,
  type Industry,
  LOGO_CONTENT_TYPES,
  type LogoContentType,
  type PreferredCurrency,
} from '@portal/api-schema';
import { bytea, createdAt, oneOf } from '../../platform/database/columns';
import { vendors } from '../billing/tables';
import { companies, users } from '../users/tables';

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
    /** The version of the Standard Service Contract Terms the work runs under, e.g. '2026-01'. */
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
