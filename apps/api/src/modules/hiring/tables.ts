import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BookingPurpose,
  WizardDraftAnswers,
  Engagement,
  EnglishLevel,
  ExperienceEntry,
  InterviewStatus,
  ProposalStatus,
  RfpStatus,
  Seniority,
  SkillYears,
} from '@portal/api-schema';
import { createdAt } from '../../platform/database/columns';
import { companies, users, vendors } from '../company-users/tables';

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
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
  /** The agency that employs the talent and would bill the company; it sends the contract on a hire. */
  vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
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
    /** The client's Idempotency-Key of the form submission that created it: a repeat finds this request. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rfps_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('rfps_company_title_idx').on(table.companyId, table.title, table.id),
    uniqueIndex('rfps_company_idempotency_key_idx')
      .on(table.companyId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
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

export type RfpRow = typeof rfps.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
export type TalentRow = typeof talents.$inferSelect;
export type SpecialistRow = typeof specialists.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;

/**
 * The onboarding wizard's draft of each user, as last saved from any of their browsers; deleted
 * when the wizard's answers are submitted (or the user is deleted).
 */
export const wizardDrafts = pgTable('wizard_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: integer('step').notNull(),
  answers: jsonb('answers').$type<WizardDraftAnswers>().notNull(),
  /** When the user made the change, by their browser's clock (compared with a browser's own copy). */
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
