import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BankAccountStatus,
  BookingPurpose,
  Engagement,
  EnglishLevel,
  ExperienceEntry,
  InterviewStatus,
  InvoiceStatus,
  InvoiceTotal,
  PaymentProvider,
  PaymentStatus,
  ProposalStatus,
  RfpStatus,
  Role,
  Seniority,
  SkillYears,
  UserType,
} from '@portal/api-schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the bearer token (hex); the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may try (again); claiming a mail pushes it forward so that workers never send twice. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_emails_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
    index('outbox_emails_created_at_idx').on(table.createdAt),
  ],
);

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
    index('audit_log_company_created_idx').on(table.companyId, table.createdAt),
    index('audit_log_actor_created_idx').on(table.actorUserId, table.createdAt),
  ],
);


/** The developers' vendors that bill customers. */
export const vendors = pgTable('vendors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Wire instructions shown by the wire payment modal (markup, sanitized on the way out). */
  billingDetails: text('billing_details').notNull().default(''),
  createdAt: createdAt(),
});

/** A payment method an invoice offers; `redirectUrl` sends the customer to an outside page instead. */
export interface OfferedPaymentMethod {
  slug: string;
  redirectUrl?: string | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    currency: text('currency').notNull(),
    /** The 'total' entry of `totals`, in minor units, kept as a column for sums and sorting. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    totals: jsonb('totals').$type<InvoiceTotal[]>().notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    description: text('description'),
    paymentMethods: jsonb('payment_methods').$type<OfferedPaymentMethod[]>().notNull().default([]),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Bumped on every status change: a change is written only against the version it read. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_company_number_unique').on(table.companyId, table.number),
    index('invoices_company_issued_idx').on(table.companyId, table.issuedOn, table.id),
    index('invoices_company_due_idx').on(table.companyId, table.dueOn, table.id),
    index('invoices_company_status_idx').on(table.companyId, table.status),
    index('invoices_company_vendor_idx').on(table.companyId, table.vendorId),
    check('invoices_total_minor_nonnegative', sql`${table.totalMinor} >= 0`),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Who saved it; accounts are listed to that user. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the account (Stripe's PaymentMethod or bank account id). */
    providerAccountId: text('provider_account_id').notNull(),
    last4: text('last4').notNull(),
    bankName: text('bank_name'),
    status: text('status').$type<BankAccountStatus>().notNull().default('new'),
    failedVerifications: integer('failed_verifications').notNull().default(0),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_accounts_provider_account_unique').on(table.provider, table.providerAccountId),
    index('bank_accounts_user_idx').on(table.userId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public handle of a payment, shown to the customer and used in URLs. */
    reference: text('reference').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodSlug: text('method_slug').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the payment (PaymentIntent id). */
    providerPaymentId: text('provider_payment_id'),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'restrict' }),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_reference_unique').on(table.reference),
    // One payment under way per invoice and method, and never two that move money for one invoice.
    uniqueIndex('payments_one_pending_per_method')
      .on(table.invoiceId, table.methodSlug)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_one_moving_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.status} in ('processing', 'succeeded')`),
    index('payments_company_idx').on(table.companyId),
  ],
);

/** Provider events already handled: a replayed webhook is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<PaymentProvider>().notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The marketplace's specialists: talent specialists arrange intro calls, sales specialists sales calls. */
export const specialists = pgTable(
  'specialists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'talent' | 'sales'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull(),
    photo: text('photo'),
    /** The skills a talent specialist covers; a request is matched to the one covering most of its skills. */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** The meeting link's name at the scheduler provider (HubSpot's `meetings.hubspot.com/{slug}`). */
    meetingSlug: text('meeting_slug').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('specialists_meeting_slug_unique').on(table.meetingSlug),
    check('specialists_kind_known', sql`${table.kind} in ('talent', 'sales')`),
  ],
);

/** Developers of the marketplace that proposals offer to customers. */
export const talents = pgTable('talents', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  photo: text('photo'),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  skills: jsonb('skills').$type<SkillYears[]>().notNull(),
  experience: jsonb('experience').$type<ExperienceEntry[]>().notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  englishLevel: text('english_level').$type<EnglishLevel>().notNull(),
  createdAt: createdAt(),
});

/** A company's request for proposals. */
export const rfps = pgTable(
  'rfps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where it came from: the hiring team, the talent request form or the onboarding wizard. */
    source: text('source').$type<'hiring' | 'talent_request' | 'onboarding'>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    skills: text('skills').array().notNull(),
    seniority: text('seniority').$type<Seniority>().notNull(),
    engagement: text('engagement').$type<Engagement>().notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    hourlyBudgetMinor: integer('hourly_budget_minor'),
    currency: text('currency').notNull().default('USD'),
    startDate: date('start_date', { mode: 'string' }),
    notes: text('notes'),
    status: text('status').$type<RfpStatus>().notNull().default('matching'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rfps_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('rfps_company_title_idx').on(table.companyId, table.title, table.id),
  ],
);

/** A proposal (bid): a talent offered for a request at a rate. */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    rfpId: uuid('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'restrict' }),
    status: text('status').$type<ProposalStatus>().notNull().default('new'),
    rateMinor: integer('rate_minor').notNull(),
    currency: text('currency').notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedBy: uuid('declined_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('proposals_rfp_talent_unique').on(table.rfpId, table.talentId),
    index('proposals_company_idx').on(table.companyId),
  ],
);

/**
 * A ticket to book one call through a scheduler: whose booking it is and what for. The token is
 * given to the browser; only its SHA-256 is stored.
 */
export const bookingTickets = pgTable(
  'booking_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<BookingPurpose>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    specialistId: uuid('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    rfpId: uuid('rfp_id').references(() => rfps.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_tickets_user_idx').on(table.userId)],
);

/**
 * A call booked with a specialist: an intro call with a candidate (shown as an interview), a sales
 * call or a new customer's onboarding call. One per ticket, so a repeated confirmation books nothing new.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<BookingPurpose>().notNull(),
    ticketHash: text('ticket_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    specialistId: uuid('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'restrict' }),
    rfpId: uuid('rfp_id').references(() => rfps.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'cascade' }),
    talentId: uuid('talent_id').references(() => talents.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    meetingUrl: text('meeting_url'),
    status: text('status').$type<InterviewStatus>().notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('meetings_ticket_unique').on(table.ticketHash),
    // At most one scheduled intro call per proposal, however often it is booked.
    uniqueIndex('meetings_one_scheduled_per_proposal')
      .on(table.proposalId)
      .where(sql`${table.status} = 'scheduled' and ${table.proposalId} is not null`),
    index('meetings_company_starts_idx').on(table.companyId, table.startsAt, table.id),
    index('meetings_specialist_starts_idx').on(table.specialistId, table.startsAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type RfpRow = typeof rfps.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
export type TalentRow = typeof talents.$inferSelect;
export type SpecialistRow = typeof specialists.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
