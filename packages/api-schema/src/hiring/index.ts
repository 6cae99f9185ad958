import { z } from 'zod';
import { text } from '../text';
import {
  BOOKING_PURPOSES,
  BUDGET_CURRENCIES,
  COMPANY_SIZES,
  DECLINE_COMMENT_MAX_LENGTH,
  DEFAULT_RFP_SORT,
  ENGAGEMENTS,
  ENGLISH_LEVELS,
  HIRING_LIMITS,
  HIRING_NEEDS,
  HIRING_TIMELINES,
  INTERVIEW_STATUSES,
  INTERVIEW_WHEN,
  PROPOSAL_STATUSES,
  RFP_SORT_KEYS,
  RFP_STATUSES,
  SENIORITIES,
  WIZARD_DRAFT_LIMITS,
} from './constants';
import { pageLimitSchema } from '../envelope';
import { moneySchema } from '../billing';
import { companySummarySchema, idSchema } from '../user';

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/** A skill and how many years the candidate has used it. */
const skillYearsSchema = z.object({ name: text(), years: z.number().int().nonnegative() });
export type SkillYears = z.infer<typeof skillYearsSchema>;

/** How many proposals a request has, by what they ask of the customer. */
const proposalCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  new: z.number().int().nonnegative(),
  declined: z.number().int().nonnegative(),
});

/** A request for proposals in the list (Hiring, tab Rfp). */
const rfpSummarySchema = z.object({
  id: idSchema,
  title: text(),
  skills: z.array(text()),
  seniority: z.enum(SENIORITIES),
  engagement: z.enum(ENGAGEMENTS),
  hours_per_week: z.number().int(),
  status: z.enum(RFP_STATUSES),
  proposals: proposalCountsSchema,
  start_date: isoDate.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type RfpSummary = z.infer<typeof rfpSummarySchema>;

/** GET /api/client-cabinet/hiring/rfps: filters, sort and one keyset page. */
export const rfpListQuerySchema = z.object({
  status: z
    .union([z.enum(RFP_STATUSES), z.array(z.enum(RFP_STATUSES))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  /** Words of the title or a skill, case-insensitive. */
  q: text().trim().max(100).optional(),
  sort: z.enum(RFP_SORT_KEYS).default(DEFAULT_RFP_SORT),
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});
export type RfpListQuery = z.input<typeof rfpListQuerySchema>;

export const rfpPageSchema = z.object({
  items: z.array(rfpSummarySchema),
  next_cursor: text().nullable(),
  total: z.number().int().nonnegative(),
});
export type RfpPage = z.infer<typeof rfpPageSchema>;

/** Who a talent is at a glance: every view of a talent (candidate, interview, team member) starts with it. */
export const talentNameSchema = z.object({
  id: idSchema,
  first_name: text(),
  last_name: text(),
  photo: text().nullable(),
  title: text(),
});
export type TalentName = z.infer<typeof talentNameSchema>;

/** The candidate as a proposal shows them (list, compare). */
const proposalCandidateSchema = talentNameSchema.extend({
  /** The candidate's strongest skills, most years first (at most five). */
  top_skills: z.array(skillYearsSchema),
  experience_years: z.number().int().nonnegative(),
  /** 'City, Country'. */
  location: text(),
  /** IANA time zone, e.g. 'Europe/Warsaw'. */
  time_zone: text(),
  english_level: z.enum(ENGLISH_LEVELS),
});
export type ProposalCandidate = z.infer<typeof proposalCandidateSchema>;

/** A proposal (bid): a candidate offered for a request, with the rate and availability offered. */
export const proposalSchema = z.object({
  id: idSchema,
  rfp_id: idSchema,
  status: z.enum(PROPOSAL_STATUSES),
  candidate: proposalCandidateSchema,
  /** Per hour. */
  rate: moneySchema,
  availability: z.object({
    hours_per_week: z.number().int(),
    available_from: isoDate,
  }),
  submitted_at: isoDateTime,
  /** The reason given when declined ('Other' or a comment included); null otherwise or when skipped. */
  decline_reason: text({ multiline: true }).nullable(),
  /** Actions the server allows now; the portal shows only these. */
  can_decline: z.boolean(),
  can_book_intro_call: z.boolean(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** One request with its proposals: GET /api/client-cabinet/hiring/rfps/{id}. */
export const rfpDetailSchema = rfpSummarySchema.extend({
  description: text({ multiline: true }).nullable(),
  /** The most the customer wants to pay per hour; null when not given. */
  hourly_budget: moneySchema.nullable(),
  notes: text({ multiline: true }).nullable(),
  proposals_list: z.array(proposalSchema),
});
export type RfpDetail = z.infer<typeof rfpDetailSchema>;

const experienceEntrySchema = z.object({
  company: text(),
  role: text(),
  start_date: isoDate,
  /** null while current. */
  end_date: isoDate.nullable(),
  description: text({ multiline: true }),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

/** A talent's whole profile, as the candidate's page and a talent's page show it. */
export const talentDetailsSchema = talentNameSchema.extend({
  summary: text({ multiline: true }),
  skills: z.array(skillYearsSchema),
  experience: z.array(experienceEntrySchema),
  city: text(),
  country: text(),
  /** IANA time zone, e.g. 'Europe/Warsaw'. */
  time_zone: text(),
  english_level: z.enum(ENGLISH_LEVELS),
});
export type TalentDetails = z.infer<typeof talentDetailsSchema>;

/** The candidate's page: GET /api/client-cabinet/hiring/rfps/{rfpId}/proposals/{bidId}/candidates/{talentId}. */
/**
 * An intro call booked with a candidate, as its candidate page shows it: when, with whom, and the
 * times it may be moved to.
 */
export const introCallSchema = z.object({
  id: idSchema,
  status: z.enum(INTERVIEW_STATUSES),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  specialist: z.object({ name: text(), title: text() }),
  /** The portal can reschedule and cancel it: the call is scheduled and its scheduler lets the portal move it. */
  can_change: z.boolean(),
  /** The specialist's free half-hour slots it may be moved to, soonest first; empty unless it can change. */
  free_slots: z.array(isoDateTime),
});
export type IntroCall = z.infer<typeof introCallSchema>;

/** PATCH /api/client-cabinet/hiring/proposals/{id}/intro-call: moves the booked intro call to another free slot. */
export const rescheduleIntroCallSchema = z.object({
  starts_at: isoDateTime,
});

export const candidateProfileSchema = z.object({
  rfp: z.object({ id: idSchema, title: text() }),
  proposal: proposalSchema,
  talent: talentDetailsSchema,
  /** The contract made when this candidate was hired; null until then. */
  contract_id: idSchema.nullable(),
  /** The proposal allows hiring now. */
  can_hire: z.boolean(),
  /** The scheduled intro call with the candidate; null while none is. */
  intro_call: introCallSchema.nullable(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const rfpIdParamsSchema = z.object({ id: idSchema });
export const proposalIdParamsSchema = z.object({ id: idSchema });
export const candidateParamsSchema = z.object({ rfpId: idSchema, bidId: idSchema, talentId: idSchema });

/** POST .../proposals/{id}/decline. `msg` is the reason (a comment with 'Other'), or null when skipped. */
export const declineProposalSchema = z.object({
  msg: text({ multiline: true })
    .trim()
    .max(DECLINE_COMMENT_MAX_LENGTH, `Keep it under ${DECLINE_COMMENT_MAX_LENGTH} characters`)
    .nullable(),
});
export type DeclineProposal = z.infer<typeof declineProposalSchema>;

/** POST /api/client-cabinet/hiring/proposals/{id}/hire: the proposal is hired and its contract awaits the company's signature. */
export const hireProposalResultSchema = z.object({
  proposal_id: idSchema,
  status: z.literal('hired'),
  contract_id: idSchema,
});
export type HireProposalResult = z.infer<typeof hireProposalResultSchema>;

/** An interview: an intro call with a candidate, booked through the specialist's scheduler. */
const interviewSchema = z.object({
  id: idSchema,
  rfp: z.object({ id: idSchema, title: text() }),
  proposal_id: idSchema,
  candidate: talentNameSchema,
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  /** The video call link; null once the interview is no longer scheduled. */
  meeting_url: text().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
});
export type Interview = z.infer<typeof interviewSchema>;

/** GET /api/client-cabinet/hiring/interviews. Upcoming lists soonest first, past latest first. */
export const interviewListQuerySchema = z.object({
  when: z.enum(INTERVIEW_WHEN).default('upcoming'),
  rfp: idSchema.optional(),
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});
export type InterviewListQuery = z.input<typeof interviewListQuerySchema>;

export const interviewPageSchema = z.object({
  items: z.array(interviewSchema),
  next_cursor: text().nullable(),
  total: z.number().int().nonnegative(),
});
export type InterviewPage = z.infer<typeof interviewPageSchema>;

/** Interviews the dashboard's hiring card lists. */
export const UPCOMING_INTERVIEWS_LIMIT = 3;

/** GET /api/client-cabinet/widget/hiring. */
export const hiringWidgetSchema = z.object({
  open_requests: z.number().int().nonnegative(),
  new_proposals: z.number().int().nonnegative(),
  next_interview: interviewSchema.nullable(),
  /** The next few interviews (intro calls), soonest first. */
  upcoming_interviews: z.array(interviewSchema),
  /** Whether the company has ever posted a request: a company without one is shown its first step. */
  has_requests: z.boolean(),
});
export type HiringWidget = z.infer<typeof hiringWidgetSchema>;

/** The marketplace's specialist whose calendar a booking goes into. */
const specialistSchema = z.object({
  name: text(),
  title: text(),
  photo: text().nullable(),
});
export type Specialist = z.infer<typeof specialistSchema>;

/**
 * Booking data: the scheduler page to embed, the specialist, their public page.
 * `ticket` binds the booking to this user and purpose; the scheduler and the confirmation carry it.
 */
export const bookingDataSchema = z.object({
  hubspotSrc: text(),
  specialist: specialistSchema,
  specialist_url: text(),
  ticket: text(),
});
export type BookingData = z.infer<typeof bookingDataSchema>;

/** POST /api/client-cabinet/scheduler/bookings: the portal reports what the scheduler booked. */
export const bookingConfirmationSchema = z.object({
  ticket: text().min(1).max(200),
  starts_at: isoDateTime,
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

export const bookingSchema = z.object({
  id: idSchema,
  purpose: z.enum(BOOKING_PURPOSES),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  specialist: specialistSchema,
  /** Set for an intro call: the interview it created. */
  interview: interviewSchema.nullable(),
  /** Set after an onboarding call: the account became a ClientUser (reload the user). */
  activated: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

const skillsSchema = z
  .array(text().trim().min(1).max(HIRING_LIMITS.skillMaxLength))
  .min(HIRING_LIMITS.skillsMin, 'Choose at least one skill')
  .max(HIRING_LIMITS.skillsMax, `Choose at most ${HIRING_LIMITS.skillsMax} skills`);

const hourlyBudgetSchema = z.object({
  currency: z.enum(BUDGET_CURRENCIES),
  // The range goes before int(), so that a huge number is told the field's own bound first.
  added_value: z
    .number()
    .min(HIRING_LIMITS.hourlyBudgetMinMinor, 'The hourly budget must be at least 10.00')
    .max(HIRING_LIMITS.hourlyBudgetMaxMinor, 'The hourly budget must be at most 500.00')
    .int(),
});

/** POST /api/client-cabinet/talent-requests: a request for more talent (SaleRequest). */
/**
 * `Idempotency-Key`: the client's key of one form submission (a new one per submission, the same
 * for its repeats), so a double submission or a retry after a lost answer creates one request.
 * Other headers pass through untouched.
 */
export const idempotencyKeyHeadersSchema = z.looseObject({
  'idempotency-key': text()
    .trim()
    .min(8, 'Send an Idempotency-Key of 8 to 200 characters')
    .max(200, 'Send an Idempotency-Key of 8 to 200 characters')
    .regex(/^[\x21-\x7e]+$/, 'Send an Idempotency-Key of printable characters without spaces')
    .optional(),
});

export const talentRequestInputSchema = z.object({
  title: text().trim().min(1, 'Name the role').max(HIRING_LIMITS.titleMaxLength),
  skills: skillsSchema,
  seniority: z.enum(SENIORITIES, 'Choose a seniority'),
  hours_per_week: z
    .number('Enter the hours per week')
    .min(HIRING_LIMITS.hoursPerWeekMin, `At least ${HIRING_LIMITS.hoursPerWeekMin} hours per week`)
    .max(HIRING_LIMITS.hoursPerWeekMax, `At most ${HIRING_LIMITS.hoursPerWeekMax} hours per week`)
    .int('Enter whole hours'),
  hourly_budget: hourlyBudgetSchema,
  start_date: isoDate,
  notes: text({ multiline: true }).trim().max(HIRING_LIMITS.notesMaxLength).optional(),
});
export type TalentRequestInput = z.infer<typeof talentRequestInputSchema>;

/** POST /api/client-cabinet/onboarding: the wizard's answers; creates the company and the first request. */
export const onboardingInputSchema = z.object({
  company: z.object({
    name: text().trim().min(1, 'Enter the company name').max(HIRING_LIMITS.companyNameMaxLength),
    size: z.enum(COMPANY_SIZES, 'Choose the company size'),
  }),
  need: z.enum(HIRING_NEEDS, 'Choose what you need'),
  skills: skillsSchema,
  seniority: z.enum(SENIORITIES, 'Choose a seniority'),
  timeline: z.enum(HIRING_TIMELINES, 'Choose when to start'),
  hourly_budget: hourlyBudgetSchema,
});
export type OnboardingInput = z.infer<typeof onboardingInputSchema>;

export const onboardingResultSchema = z.object({
  company: companySummarySchema,
  rfp: rfpSummarySchema,
});
export type OnboardingResult = z.infer<typeof onboardingResultSchema>;

/**
 * The onboarding wizard's draft as the user left it: the step and the answers so far, each answer
 * possibly empty ('') or incomplete. Kept on the server for the signed-in user, so that another
 * browser continues where this one stopped. Bounded by the same limits as the answers it becomes.
 */
const wizardDraftAnswersSchema = z.object({
  company: z.object({
    name: text().max(HIRING_LIMITS.companyNameMaxLength, `At most ${HIRING_LIMITS.companyNameMaxLength} characters`),
    size: z.enum(COMPANY_SIZES, 'Choose the company size').or(z.literal('')),
  }),
  need: z.enum(HIRING_NEEDS, 'Choose what you need').or(z.literal('')),
  skills: z
    .array(text().max(HIRING_LIMITS.skillMaxLength, `At most ${HIRING_LIMITS.skillMaxLength} characters a skill`))
    .max(HIRING_LIMITS.skillsMax, `Choose at most ${HIRING_LIMITS.skillsMax} skills`),
  seniority: z.enum(SENIORITIES, 'Choose a seniority').or(z.literal('')),
  timeline: z.enum(HIRING_TIMELINES, 'Choose when to start').or(z.literal('')),
  /** The hourly budget in major units as typed; '' before anything is typed. */
  budget: z.object({
    currency: z.enum(BUDGET_CURRENCIES),
    amount: z
      .number('Enter a number')
      .min(0, 'Enter a positive amount')
      .max(WIZARD_DRAFT_LIMITS.amountMax, `At most ${WIZARD_DRAFT_LIMITS.amountMax}`)
      .or(z.literal('')),
  }),
});
export type WizardDraftAnswers = z.infer<typeof wizardDraftAnswersSchema>;

/** PUT /api/client-cabinet/onboarding/draft. */
export const wizardDraftInputSchema = z.object({
  step: z.number('Enter the step').int('Enter the step').min(0, 'Enter the step').max(WIZARD_DRAFT_LIMITS.lastStep, 'Enter the step'),
  answers: wizardDraftAnswersSchema,
  /** When the user made the change, by their browser's clock: of two copies the newer is continued. */
  saved_at: isoDateTime,
});
export type WizardDraftInput = z.infer<typeof wizardDraftInputSchema>;

/** GET answers the draft or null when there is none. */
export const wizardDraftSchema = wizardDraftInputSchema;
export type WizardDraft = z.infer<typeof wizardDraftSchema>;
