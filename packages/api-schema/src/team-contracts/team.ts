// The request and response shapes of My team, a team member, a talent's profile and the Standard
// Service Contract Terms. The API validates with them and the portal types its endpoints with them.
import { z } from 'zod';
import { moneySchema, currencySchema } from '../billing';
import { CHANGE_REQUEST_KINDS, CONTRACT_STATUSES } from './contract-constants';
import { INVOICE_STATUSES } from '../billing/constants';
import { ENGAGEMENTS } from '../hiring/constants';
import { talentDetailsSchema, talentNameSchema } from '../hiring';
import { DEFAULT_TEAM_SORT, TEAM_ENDING_FILTERS, TEAM_SEARCH_MAX_LENGTH, TEAM_SORT_KEYS, TERMS_VERSION_PATTERN } from './team-constants';
import { text } from '../text';
import { idSchema } from '../user';

const isoDate = z.iso.date();

// ---------------------------------------------------------------------------------------------
// The Standard Service Contract Terms

export const termsVersionParamsSchema = z.object({
  version: text().max(9).regex(TERMS_VERSION_PATTERN, 'Give a version such as 2.0.'),
});

/** One section of the terms: a heading and its paragraphs, plain text. */
const termsSectionSchema = z.object({
  heading: text(),
  paragraphs: z.array(text()),
});
export type TermsSection = z.infer<typeof termsSectionSchema>;

/** A published version as the version switcher lists it, newest first. */
const termsVersionSummarySchema = z.object({
  version: text(),
  published_on: isoDate,
  /** The version new contracts are offered under: the newest published. */
  current: z.boolean(),
});

/** GET /api/client-cabinet/service-contract-terms[/{version}]: one version's text and every published version. */
export const serviceContractTermsSchema = z.object({
  id: idSchema,
  version: text(),
  published_on: isoDate,
  title: text(),
  sections: z.array(termsSectionSchema),
  current: z.boolean(),
  versions: z.array(termsVersionSummarySchema),
});
export type ServiceContractTerms = z.infer<typeof serviceContractTermsSchema>;

// ---------------------------------------------------------------------------------------------
// My team

/** An amount of money as contracts state it: integer minor units of `currency`. */
const teamAmountSchema = z.object({
  currency: currencySchema,
  amount_minor: z.number().int().nonnegative(),
});
export type TeamAmount = z.infer<typeof teamAmountSchema>;

export const teamQuerySchema = z.object({
  /** Words of the member's name or role, case- and accent-insensitive. */
  q: text().trim().max(TEAM_SEARCH_MAX_LENGTH).optional(),
  vendor: idSchema.optional(),
  ending: z.enum(TEAM_ENDING_FILTERS).optional(),
  sort: z.enum(TEAM_SORT_KEYS).default(DEFAULT_TEAM_SORT),
});
export type TeamQuery = z.input<typeof teamQuerySchema>;

const vendorRefSchema = z.object({ id: idSchema, name: text() });

/** One contract under which a member works for the company now (active or under notice). */
const teamContractSchema = z.object({
  id: idSchema,
  number: text(),
  status: z.enum(CONTRACT_STATUSES),
  role_title: text(),
  vendor: vendorRefSchema,
  engagement: z.enum(ENGAGEMENTS),
  hours_per_week: z.number().int().nonnegative(),
  /** Per hour. */
  rate: teamAmountSchema,
  starts_on: isoDate.nullable(),
  /** Null: open-ended. */
  ends_on: isoDate.nullable(),
  /** Days from today to the last working day (0: ends today); null when open-ended. */
  days_left: z.number().int().nullable(),
  ending_soon: z.boolean(),
});
export type TeamContract = z.infer<typeof teamContractSchema>;

/**
 * A developer working for the company now. The flat fields are those of the contract that ends
 * first (`contract`); a member with several working contracts lists them all in `contracts`, and
 * `hours_per_week` and `monthly_cost` add them up.
 */
const teamMemberSummarySchema = talentNameSchema.extend({
  // The talent's id is the member's: the team member page is /my-team/candidate/{id}.
  role_title: text(),
  vendor: vendorRefSchema,
  rate: teamAmountSchema,
  hours_per_week: z.number().int().nonnegative(),
  /** The earliest start of their working contracts. */
  started_on: isoDate.nullable(),
  ends_on: isoDate.nullable(),
  days_left: z.number().int().nullable(),
  ending_soon: z.boolean(),
  notice_given: z.boolean(),
  contract: z.object({ id: idSchema, number: text() }),
  contracts: z.array(teamContractSchema).min(1),
  /** Rate × hours a week × 52 / 12, in minor units, one entry per currency. */
  monthly_cost: z.array(teamAmountSchema),
});
export type TeamMemberSummary = z.infer<typeof teamMemberSummarySchema>;

/** GET /api/client-cabinet/team: the members matching the filters, and the whole team's figures. */
export const teamSchema = z.object({
  items: z.array(teamMemberSummarySchema),
  /** Members matching the filters (items holds at most TEAM_LIST_LIMIT of them). */
  total: z.number().int().nonnegative(),
  summary: z.object({
    /** Everyone on the team, whatever the filters. */
    people: z.number().int().nonnegative(),
    ending_soon: z.number().int().nonnegative(),
    /** The whole team's monthly cost, one entry per currency. */
    monthly_cost: z.array(teamAmountSchema),
  }),
  /** The vendors of the team's contracts, for the vendor filter. */
  vendors: z.array(vendorRefSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const talentIdParamsSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------------------------------------
// A team member

/** A contract of the company with the member, in any status. */
const memberContractSchema = teamContractSchema.extend({
  notice_period_days: z.number().int().nonnegative(),
  /** The kind of the request waiting for the vendor's answer, if any. */
  pending_request: z.enum(CHANGE_REQUEST_KINDS).nullable(),
});
export type MemberContract = z.infer<typeof memberContractSchema>;

/** Hours approved in one calendar month ('2026-10'), in minutes: the approved timesheets' days in it. */
const approvedMonthSchema = z.object({
  month: text().regex(/^\d{4}-\d{2}$/),
  minutes: z.number().int().nonnegative(),
});

const memberInvoiceSchema = z.object({
  id: idSchema,
  number: text(),
  status: z.enum(INVOICE_STATUSES),
  total: moneySchema,
  issued_on: isoDate,
  /** Their hours it bills (its hour lines under their contract), in minutes; null when it bills no time. */
  billed_minutes: z.number().int().nonnegative().nullable(),
  /** Cancelled or refunded in full: listed, but its hours no longer count as billed. */
  counts_as_billed: z.boolean(),
  contract: z.object({ id: idSchema, number: text() }),
});
export type MemberInvoice = z.infer<typeof memberInvoiceSchema>;

/** GET /api/client-cabinet/team/{id}: a developer the company has (or had) a contract with. */
export const teamMemberSchema = z.object({
  /** The profile as the team member page shows it: without the experience and English level. */
  talent: talentDetailsSchema.omit({ experience: true, english_level: true }),
  /** Working for the company now (a contract active or under notice). */
  on_team: z.boolean(),
  /** Every contract of the company with them, newest first. */
  contracts: z.array(memberContractSchema),
  /** Their hours as the approved timesheets of their contracts give them, never as invoice totals. */
  hours: z.object({
    /** The last BILLED_MONTHS calendar months, oldest first, this month last; months without approved hours are 0. */
    months: z.array(approvedMonthSchema),
    /** Every approved hour under their contracts. */
    total_minutes: z.number().int().nonnegative(),
    /** Submitted or queried, not approved yet. */
    pending_minutes: z.number().int().nonnegative(),
    /** Their hours on invoices that still bill them: cancelled and fully refunded invoices do not count. */
    billed_minutes: z.number().int().nonnegative(),
  }),
  invoices: z.array(memberInvoiceSchema),
  /** All their invoices (the list holds at most MEMBER_INVOICES_LIMIT). */
  invoices_total: z.number().int().nonnegative(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

// ---------------------------------------------------------------------------------------------
// A talent's profile

/** GET /api/client-cabinet/talents/{id}: a developer the company has (or had) a contract with. */
export const talentProfileSchema = talentDetailsSchema.extend({
  /** Working for the company now: the team member page shows their contracts and hours. */
  on_team: z.boolean(),
});
export type TalentProfile = z.infer<typeof talentProfileSchema>;
