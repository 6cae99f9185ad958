// Hiring without zod: statuses, choices, limits, texts and the scheduler's message names.

/** A request for proposals moves from matching to reviewing (proposals came) to interviewing, and is closed at the end. */
export const RFP_STATUSES = ['matching', 'reviewing', 'interviewing', 'closed'] as const;
export type RfpStatus = (typeof RFP_STATUSES)[number];

export const RFP_STATUS_LABELS: Record<RfpStatus, string> = {
  matching: 'Matching candidates',
  reviewing: 'Proposals to review',
  interviewing: 'Interviewing',
  closed: 'Closed',
};

/** Requests that still want the customer's attention: counted as "open" on the dashboard. */
export const OPEN_RFP_STATUSES = ['matching', 'reviewing', 'interviewing'] as const satisfies readonly RfpStatus[];

export const SENIORITIES = ['junior', 'middle', 'senior', 'lead'] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const SENIORITY_LABELS: Record<Seniority, string> = {
  junior: 'Junior',
  middle: 'Middle',
  senior: 'Senior',
  lead: 'Lead',
};

export const ENGAGEMENTS = ['full_time', 'part_time', 'hourly'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];
export const ENGAGEMENT_LABELS: Record<Engagement, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  hourly: 'Hourly',
};

/** A proposal (bid) is a candidate offered for a request. */
export const PROPOSAL_STATUSES = ['new', 'interview_scheduled', 'declined', 'hired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  new: 'New',
  interview_scheduled: 'Intro call booked',
  declined: 'Declined',
  hired: 'Hired',
};
/** Proposals that can still be declined. */
export const DECLINABLE_PROPOSAL_STATUSES = ['new', 'interview_scheduled'] as const satisfies readonly ProposalStatus[];
/** Proposals whose candidate can be hired: hiring makes the vendor's contract, awaiting the company's signature. */
export const HIREABLE_PROPOSAL_STATUSES = ['new', 'interview_scheduled'] as const satisfies readonly ProposalStatus[];
/** Proposals for which an intro call can be booked. */
export const BOOKABLE_PROPOSAL_STATUSES = ['new'] as const satisfies readonly ProposalStatus[];

export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'canceled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  canceled: 'Canceled',
};

export const ENGLISH_LEVELS = ['A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];
export const ENGLISH_LEVEL_LABELS: Record<EnglishLevel, string> = {
  A2: 'Elementary (A2)',
  B1: 'Intermediate (B1)',
  B2: 'Upper intermediate (B2)',
  C1: 'Advanced (C1)',
  C2: 'Proficient (C2)',
  native: 'Native',
};

/** The list of requests sorts by these keys; a leading '-' sorts descending. */
export const RFP_SORT_KEYS = ['-created_at', 'created_at', 'title', '-title'] as const;
export type RfpSort = (typeof RFP_SORT_KEYS)[number];
export const DEFAULT_RFP_SORT: RfpSort = '-created_at';

/** Interviews are listed either still to come (soonest first) or past (latest first). */
export const INTERVIEW_WHEN = ['upcoming', 'past'] as const;
export type InterviewWhen = (typeof INTERVIEW_WHEN)[number];

/** How many candidates can be compared side by side. */
export const COMPARE_LIMIT = 3;

/** The reasons offered when declining a candidate; 'Other' opens a free comment. */
export const DECLINE_OTHER_REASON = 'Other';
export const DECLINE_REASONS = [
  'Not enough relevant experience',
  'Skills do not match the request',
  'Rate is above our budget',
  'Availability does not fit',
  'Time zone does not fit',
  'English level is not sufficient',
  DECLINE_OTHER_REASON,
] as const;
export const DECLINE_COMMENT_MAX_LENGTH = 1000;

/** The wizard's choices (its steps: company, needs, skills, seniority, timeline, budget). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const HIRING_NEEDS = ['new_product', 'extend_team', 'specific_expertise', 'replace_contractor'] as const;
export type HiringNeed = (typeof HIRING_NEEDS)[number];
export const HIRING_NEED_LABELS: Record<HiringNeed, string> = {
  new_product: 'Build a new product',
  extend_team: 'Extend my existing team',
  specific_expertise: 'Bring in specific expertise',
  replace_contractor: 'Replace a current contractor',
};

export const HIRING_TIMELINES = ['immediately', 'within_2_weeks', 'within_a_month', 'later'] as const;
export type HiringTimeline = (typeof HIRING_TIMELINES)[number];
export const HIRING_TIMELINE_LABELS: Record<HiringTimeline, string> = {
  immediately: 'Immediately',
  within_2_weeks: 'Within 2 weeks',
  within_a_month: 'Within a month',
  later: 'In more than a month',
};

/** Limits of the request forms (talent request and wizard). */
export const HIRING_LIMITS = {
  titleMaxLength: 120,
  skillsMin: 1,
  skillsMax: 10,
  skillMaxLength: 40,
  hoursPerWeekMin: 5,
  hoursPerWeekMax: 60,
  /** Hourly budget in minor units: 10.00 to 500.00. */
  hourlyBudgetMinMinor: 1_000,
  hourlyBudgetMaxMinor: 50_000,
  notesMaxLength: 2000,
  companyNameMaxLength: 120,
} as const;

/** Currencies a request's budget can be given in. */
export const BUDGET_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** Skills suggested in the forms (any other can be typed). */
export const SUGGESTED_SKILLS = [
  'TypeScript',
  'JavaScript',
  'React',
  'Node.js',
  'Python',
  'Django',
  'Go',
  'Java',
  'Kotlin',
  'Swift',
  'PostgreSQL',
  'AWS',
  'Kubernetes',
  'React Native',
  'Vue.js',
  'Angular',
  'Ruby on Rails',
  'PHP',
  'Machine learning',
  'Data engineering',
] as const;

/** What a booked call is for. */
export const BOOKING_PURPOSES = ['intro_call', 'sale', 'onboarding'] as const;
export type BookingPurpose = (typeof BOOKING_PURPOSES)[number];

/**
 * The message a scheduler frame posts to its parent when a meeting is booked (HubSpot's meetings
 * embed, and the sandbox scheduler the same way). Early versions of the embed's documentation spelled
 * it with an extra 's'; some embeds still post that.
 */
export const MEETING_BOOKED_MESSAGE = 'meetingBookSucceeded';
export const MEETING_BOOKED_LEGACY_MESSAGE = 'meetingsBookSucceeded';

/** The sandbox scheduler, served by the API so that booking works offline and in tests. */
export const SANDBOX_SCHEDULER_PATHS = {
  /** Stands in for HubSpot's MeetingsEmbedCode.js: fills `.meetings-iframe-container` with a frame. */
  embedScript: '/sandbox/meetings/embed.js',
  /** A specialist's booking page; `?embed=true&ticket=` */
  page: '/sandbox/meetings/:slug',
  /** Books a slot for a ticket. */
  book: '/api/sandbox/meetings/book',
} as const;

/** HubSpot's meetings embed script. */
export const HUBSPOT_MEETINGS_SCRIPT_URL = 'https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js';

/** The sign-up page that `/register` leads to by default (served by the API). */
export const SIGNUP_PAGE_PATH = '/signup';
/** Where the link e-mailed at sign-up leads (`?token=`): the password again, then the account. */
export const SIGNUP_CONFIRM_PAGE_PATH = '/signup/confirm';

/** Texts of the hiring screens, kept word for word: the screens, their tests and the browser tests share them. */
export const HIRING_TEXTS = {
  declineTitle: 'Share your thoughts on the candidate',
  bookingConfirmedTitle: 'Booking Confirmed',
  bookingConfirmedBody: 'Your intro call is scheduled. We have sent you a calendar invitation by e-mail.',
  schedulerScriptFailed: 'Error loading the script',
  hire: 'Hire',
  hireTitle: (candidateName: string) => `Hire ${candidateName}?`,
  hireBody: (candidateName: string) =>
    `Their vendor will send ${candidateName}'s contract for your company to sign. It waits under Contracts until someone with access to contracts signs it.`,
  hired: 'Hired',
  viewContract: 'View contract',
  /** Shown instead of the contract's link to someone who cannot open contracts. */
  contractForColleagues: 'Colleagues with access to contracts find the contract under Contracts.',
  hiredToast: (candidateName: string) => `${candidateName} is hired. Their contract awaits your company's signature.`,
} as const;

/** The 409s of hiring a candidate. */
export const HIRE_DECLINED_MESSAGE = 'This candidate was declined and can no longer be hired.';
export const HIRE_VENDOR_MISSING_MESSAGE =
  "This candidate's vendor has not joined yet, so there is no one to send the contract. Please contact your customer success manager.";
export const HIRE_WITHOUT_CONTRACT_MESSAGE =
  'This candidate was hired before contracts were kept here; ask your customer success manager for the contract.';

/** The onboarding wizard's draft kept on the server. */
export const WIZARD_DRAFT_LIMITS = {
  /** The largest draft body accepted: a full draft within the answers' own limits is far below it. */
  maxBytes: 8_192,
  /** The wizard's steps run from 0 to this (company, need, skills, seniority, timeline, budget, review). */
  lastStep: 6,
  /** A typed budget beyond any the request accepts is still kept as typed, up to this. */
  amountMax: 1_000_000,
} as const;
