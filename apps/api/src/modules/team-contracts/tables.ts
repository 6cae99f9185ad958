// The contracts module's tables, as Drizzle pgTable definitions; src/schema.ts re-exports them, and
// `pnpm --filter @portal/api db:generate` writes the migration for a change here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_STATUSES,
  CONTRACT_EVENT_KINDS,
  CONTRACT_STATUSES,
  DEFAULT_NOTICE_PERIOD_DAYS,
  type ChangeRequestKind,
  type ChangeRequestStatus,
  type ContractEventKind,
  type ContractStatus,
  type Engagement,
  TIMESHEET_EVENT_KINDS,
  TIMESHEET_STATUSES,
  type TimesheetDayQuery,
  type TimesheetEventKind,
  type TimesheetStatus,
} from '@portal/api-schema';
import { bytea, createdAt, oneOf } from '../../platform/database/columns';
import { proposals, talents } from '../hiring/tables';
import { companies, users, vendors } from '../company-users/tables';

/** One section of the service contract terms: plain text, never markup. */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

/** The Standard Service Contract Terms, one row per published version; the newest published is current. */
export const serviceContractTerms = pgTable(
  'service_contract_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** '1.0', '2.0': how contracts and the terms page name it. */
    version: text('version').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<TermsSection[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('service_contract_terms_version_unique').on(table.version)],
);

/**
 * A contract between a company and a vendor for one talent's work. The vendor sends it awaiting the
 * company's signature; signing, starting, notice and the end move its status (contract-status.ts).
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
    /** The developer who works under it; older contracts may name none. */
    talentId: uuid('talent_id').references(() => talents.id, { onDelete: 'restrict' }),
    /** The hired proposal it came from: one contract per proposal, however often Hire is sent. */
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    /** The human contract number, e.g. 'CTR-2026-0007'. */
    number: text('number').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    roleTitle: text('role_title').notNull().default(''),
    /** The scope of work, plain text. */
    description: text('description').notNull().default(''),
    engagement: text('engagement').$type<Engagement>().notNull().default('full_time'),
    hoursPerWeek: integer('hours_per_week').notNull().default(40),
    /** The hourly rate in minor units of `currency`. */
    rateMinor: integer('rate_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    noticePeriodDays: integer('notice_period_days').notNull().default(DEFAULT_NOTICE_PERIOD_DAYS),
    startsOn: date('starts_on', { mode: 'string' }),
    /** Null: open-ended. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** The terms version it is offered under, and once signed the one it was signed under. */
    termsVersionId: uuid('terms_version_id').references(() => serviceContractTerms.id, { onDelete: 'restrict' }),
    /** Bumped on every change: a change is written only against the version it read. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contracts_company_number_unique').on(table.companyId, table.number),
    uniqueIndex('contracts_proposal_unique')
      .on(table.proposalId)
      .where(sql`${table.proposalId} is not null`),
    index('contracts_company_vendor_status_idx').on(table.companyId, table.vendorId, table.status),
    index('contracts_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('contracts_company_talent_idx').on(table.companyId, table.talentId),
    index('contracts_status_ends_idx').on(table.status, table.endsOn),
    check('contracts_status_known', oneOf('status', CONTRACT_STATUSES)),
    check('contracts_hours_per_week_range', sql`${table.hoursPerWeek} between 1 and 80`),
    check('contracts_rate_nonnegative', sql`${table.rateMinor} >= 0`),
    check('contracts_notice_nonnegative', sql`${table.noticePeriodDays} >= 0`),
  ],
);

/**
 * The evidence of a contract's signature, written in one transaction with the status change and the
 * audit entry: who, when, from where, under which terms, and the SHA-256 of what was signed.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    signerUserId: uuid('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    clientIp: text('client_ip').notNull(),
    userAgent: text('user_agent').notNull(),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => serviceContractTerms.id, { onDelete: 'restrict' }),
    /** The SHA-256 (hex) of the contract document as the signer saw it, before the certificate page. */
    documentSha256: text('document_sha256').notNull(),
    /** The document with its signature certificate page, made once at signing: every download is these bytes. */
    signedPdf: bytea('signed_pdf').notNull(),
    signedPdfSha256: text('signed_pdf_sha256').notNull(),
  },
  (table) => [
    uniqueIndex('contract_signatures_contract_unique').on(table.contractId),
    index('contract_signatures_signed_pdf_sha256_idx').on(table.signedPdfSha256),
  ],
);

/** A contract's history: what happened, who did it and when. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractEventKind>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it, as shown: a user's name, "Northwind Dev Studio (vendor)" or "System". */
    actorLabel: text('actor_label').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (table) => [
    index('contract_events_contract_idx').on(table.contractId, table.occurredAt, table.id),
    check('contract_events_kind_known', oneOf('kind', CONTRACT_EVENT_KINDS)),
  ],
);

/** A company's request to the vendor to extend a contract or end it; the vendor decides. */
export const contractChangeRequests = pgTable(
  'contract_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ChangeRequestKind>().notNull(),
    /** The new end date asked for: later for an extension, the last working day for an end. */
    requestedEndOn: date('requested_end_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<ChangeRequestStatus>().notNull().default('pending'),
    /** An end asked for sooner than the contract's notice period allows. */
    noticeShort: boolean('notice_short').notNull().default(false),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // One open request per contract: a second click finds the first one.
    uniqueIndex('contract_change_requests_one_pending')
      .on(table.contractId)
      .where(sql`${table.status} = 'pending'`),
    index('contract_change_requests_contract_idx').on(table.contractId, table.createdAt),
    check('contract_change_requests_kind_known', oneOf('kind', CHANGE_REQUEST_KINDS)),
    check('contract_change_requests_status_known', oneOf('status', CHANGE_REQUEST_STATUSES)),
  ],
);

/**
 * The ending-soon reminders sent: a reminder is claimed by inserting its row, so with several API
 * processes each goes out once. The end date is part of the key, so an extended contract is
 * reminded again before its new end.
 */
export const contractReminders = pgTable(
  'contract_reminders',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.daysBefore, table.endsOn] })],
);

/**
 * One week of hours under an hourly contract, as the vendor submits it: the week starts on its
 * Monday in the company's time zone. Approving or querying names the revision reviewed, and is a
 * conditional update on the status and revision read, so a repeat changes nothing.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    /** The week's Monday. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').$type<TimesheetStatus>().notNull(),
    /** 1 when first submitted, one more with each revision the vendor sends after a query. */
    revision: integer('revision').notNull().default(1),
    totalMinutes: integer('total_minutes').notNull(),
    /** When the revision under review was submitted. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** While submitted: TIMESHEET_AUTO_APPROVE_BUSINESS_DAYS business days after submission, in the company's time zone. */
    autoApprovesAt: timestamp('auto_approves_at', { withTimezone: true }),
    /** When the day-before reminder of the auto-approval went out for this revision. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Null when approved automatically or not approved. */
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAutomatically: boolean('approved_automatically').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheets_contract_week_unique').on(table.contractId, table.weekStart),
    // The list: waiting for review first, then the newest weeks.
    index('timesheets_company_week_idx').on(table.companyId, table.weekStart, table.id),
    index('timesheets_company_status_idx').on(table.companyId, table.status),
    index('timesheets_auto_approve_idx')
      .on(table.autoApprovesAt)
      .where(sql`${table.status} = 'submitted'`),
    check('timesheets_status_known', oneOf('status', TIMESHEET_STATUSES)),
    check('timesheets_week_starts_monday', sql`extract(isodow from ${table.weekStart}) = 1`),
    check('timesheets_total_range', sql`${table.totalMinutes} between 0 and 10080`),
    check('timesheets_revision_positive', sql`${table.revision} >= 1`),
    check('timesheets_approval_consistent', sql`(${table.status} = 'approved') = (${table.approvedAt} is not null)`),
  ],
);

/** A day of a timesheet's current revision: hours in quarter hours (minutes) and what was done. */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.timesheetId, table.day] }),
    check('timesheet_entries_minutes_range', sql`${table.minutes} between 0 and 1440 and ${table.minutes} % 15 = 0`),
  ],
);

/** A timesheet's history: submissions, queries with their reasons, approvals. */
export const timesheetEvents = pgTable(
  'timesheet_events',
  {
    id: serial('id').primaryKey(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TimesheetEventKind>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it, as shown: a user's name, "Northwind Dev Studio (vendor)" or "System". */
    actorLabel: text('actor_label').notNull(),
    revision: integer('revision').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    reason: text('reason'),
    days: jsonb('days').$type<TimesheetDayQuery[]>().notNull().default([]),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('timesheet_events_timesheet_idx').on(table.timesheetId, table.occurredAt, table.id),
    // One query and one approval per revision: the database refuses a repeat that slipped past the check.
    uniqueIndex('timesheet_events_one_decision_per_revision')
      .on(table.timesheetId, table.revision, table.kind)
      .where(sql`${table.kind} in ('queried', 'approved', 'auto_approved')`),
    check('timesheet_events_kind_known', oneOf('kind', TIMESHEET_EVENT_KINDS)),
  ],
);

export type TimesheetRow = typeof timesheets.$inferSelect;
export type TimesheetEntryRow = typeof timesheetEntries.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;
export type ContractSignatureRow = typeof contractSignatures.$inferSelect;
export type ContractEventRow = typeof contractEvents.$inferSelect;
export type ContractChangeRequestRow = typeof contractChangeRequests.$inferSelect;
export type ServiceContractTermsRow = typeof serviceContractTerms.$inferSelect;
