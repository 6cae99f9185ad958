import type {
  CandidateProfile,
  HiringWidget,
  Interview,
  InterviewPage,
  Proposal,
  ProposalCandidate,
  RfpDetail,
  RfpPage,
  RfpSummary,
} from '@portal/api-schema';

export const RFP_ID = '3f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const PROPOSAL_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
export const TALENT_ID = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

export function makeRfpSummary(overrides: Partial<RfpSummary> = {}): RfpSummary {
  return {
    id: RFP_ID,
    title: 'Senior React developer',
    skills: ['React', 'TypeScript'],
    seniority: 'senior',
    engagement: 'full_time',
    hours_per_week: 40,
    status: 'reviewing',
    proposals: { total: 3, new: 2, declined: 0 },
    start_date: '2026-12-01',
    created_at: '2026-11-02T10:00:00Z',
    updated_at: '2026-11-03T10:00:00Z',
    ...overrides,
  };
}

export function makeRfpPage(items: RfpSummary[], next_cursor: string | null = null, total = items.length): RfpPage {
  return { items, next_cursor, total };
}

export function makeCandidate(overrides: Partial<ProposalCandidate> = {}): ProposalCandidate {
  return {
    id: TALENT_ID,
    first_name: 'Grace',
    last_name: 'Hopper',
    photo: null,
    title: 'Frontend engineer',
    top_skills: [
      { name: 'React', years: 6 },
      { name: 'TypeScript', years: 5 },
    ],
    experience_years: 8,
    location: 'Warsaw, Poland',
    time_zone: 'Europe/Warsaw',
    english_level: 'C1',
    ...overrides,
  };
}

export function makeProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: PROPOSAL_ID,
    rfp_id: RFP_ID,
    status: 'new',
    candidate: makeCandidate(),
    rate: { currency: 'USD', added_value: 4500 },
    availability: { hours_per_week: 40, available_from: '2026-12-07' },
    submitted_at: '2026-11-04T09:00:00Z',
    decline_reason: null,
    can_decline: true,
    can_book_intro_call: true,
    ...overrides,
  };
}

/** A proposal with its own id and candidate, named `first last`. */
export function makeOtherProposal(index: number, overrides: Partial<Proposal> = {}): Proposal {
  const suffix = String(index).padStart(2, '0');
  return makeProposal({
    id: `5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c${suffix}`,
    candidate: makeCandidate({
      id: `7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e${suffix}`,
      first_name: `Candidate`,
      last_name: `No${index}`,
    }),
    ...overrides,
  });
}

export function makeRfpDetail(overrides: Partial<RfpDetail> = {}): RfpDetail {
  return {
    ...makeRfpSummary(),
    description: 'Build the customer portal.',
    hourly_budget: { currency: 'USD', added_value: 6000 },
    notes: 'Overlap with CET mornings.',
    proposals_list: [makeProposal()],
    ...overrides,
  };
}

export function makeCandidateProfile(
  proposal: Partial<Proposal> = {},
  extra: Partial<Pick<CandidateProfile, 'contract_id' | 'can_hire' | 'intro_call'>> = {},
): CandidateProfile {
  const status = proposal.status ?? 'new';
  return {
    contract_id: extra.contract_id ?? null,
    intro_call: extra.intro_call ?? null,
    can_hire: extra.can_hire ?? (status === 'new' || status === 'interview_scheduled'),
    rfp: { id: RFP_ID, title: 'Senior React developer' },
    proposal: makeProposal(proposal),
    talent: {
      id: TALENT_ID,
      first_name: 'Grace',
      last_name: 'Hopper',
      photo: null,
      title: 'Frontend engineer',
      summary: 'Ships accessible interfaces.',
      skills: [
        { name: 'React', years: 6 },
        { name: 'TypeScript', years: 5 },
      ],
      experience: [
        {
          company: 'Acme',
          role: 'Lead frontend engineer',
          start_date: '2022-03-01',
          end_date: null,
          description: 'Led the design system.',
        },
        {
          company: 'Globex',
          role: 'Frontend engineer',
          start_date: '2018-01-01',
          end_date: '2022-02-28',
          description: 'Built the checkout.',
        },
      ],
      city: 'Warsaw',
      country: 'Poland',
      time_zone: 'Europe/Warsaw',
      english_level: 'C1',
    },
  };
}

export function makeInterview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    rfp: { id: RFP_ID, title: 'Senior React developer' },
    proposal_id: PROPOSAL_ID,
    candidate: { id: TALENT_ID, first_name: 'Grace', last_name: 'Hopper', photo: null, title: 'Frontend engineer' },
    starts_at: '2026-12-02T14:30:00Z',
    ends_at: '2026-12-02T15:00:00Z',
    meeting_url: 'https://meet.example.com/abc',
    status: 'scheduled',
    ...overrides,
  };
}

export function makeInterviewPage(items: Interview[], next_cursor: string | null = null, total = items.length): InterviewPage {
  return { items, next_cursor, total };
}

export function makeHiringWidget(overrides: Partial<HiringWidget> = {}): HiringWidget {
  return {
    open_requests: 2,
    new_proposals: 5,
    next_interview: makeInterview(),
    upcoming_interviews: [makeInterview()],
    has_requests: true,
    ...overrides,
  };
}
