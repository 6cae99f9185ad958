import { api, IDEMPOTENCY_KEY_HEADER, pathWithQuery } from '@portal/api-client';
import {
  API_PATHS,
  apiPath,
  type Booking,
  type BookingConfirmation,
  type BookingData,
  type CandidateProfile,
  type DeclineProposal,
  type HireProposalResult,
  type HiringWidget,
  type IntroCall,
  type InterviewListQuery,
  type InterviewPage,
  type OnboardingInput,
  type OnboardingResult,
  type Proposal,
  type RfpDetail,
  type RfpListQuery,
  type RfpPage,
  type TalentRequestInput,
  type WizardDraft,
  type WizardDraftInput,
} from '@portal/api-schema';

export const HIRING_TAG_TYPES = ['Rfps', 'Rfp', 'Interviews', 'HiringWidget', 'Candidate'] as const;

interface CandidateArgs {
  rfpId: string;
  bidId: string;
  talentId: string;
}

/** What a change of a candidate's intro call makes stale: the candidate, its request, the lists and the widget. */
function introCallTags(args: { proposalId: string; rfpId: string }) {
  return [
    { type: 'Candidate' as const, id: args.proposalId },
    { type: 'Rfp' as const, id: args.rfpId },
    'Rfps' as const,
    'Interviews' as const,
    'HiringWidget' as const,
  ];
}

/**
 * The hiring endpoints. Screens show load failures in place (error states with a retry) beside
 * the toast every failed load gets; mutations that a form shows next to its fields are silent, the
 * others toast centrally.
 */
const hiringApi = api.enhanceEndpoints({ addTagTypes: HIRING_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getRfps: build.query<RfpPage, RfpListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.rfps, query) }),
      providesTags: ['Rfps'],
    }),
    getRfp: build.query<RfpDetail, string>({
      query: (id) => ({ url: apiPath(API_PATHS.rfp, { id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Rfp', id }],
    }),
    getCandidate: build.query<CandidateProfile, CandidateArgs>({
      query: (args) => ({ url: apiPath(API_PATHS.candidate, { ...args }) }),
      providesTags: (_result, _error, args) => [{ type: 'Candidate', id: args.bidId }],
    }),
    getInterviews: build.query<InterviewPage, InterviewListQuery>({
      query: (query) => ({ url: pathWithQuery(API_PATHS.interviews, query) }),
      providesTags: ['Interviews'],
    }),
    getHiringWidget: build.query<HiringWidget, void>({
      query: () => ({ url: API_PATHS.hiringWidget }),
      providesTags: ['HiringWidget'],
    }),
    declineProposal: build.mutation<Proposal, { proposalId: string; rfpId: string } & DeclineProposal>({
      query: ({ proposalId, msg }) => ({
        url: apiPath(API_PATHS.declineProposal, { id: proposalId }),
        method: 'POST',
        data: { msg },
      }),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Rfp', id: args.rfpId },
        { type: 'Candidate', id: args.proposalId },
        'Rfps',
        // Declining cancels the candidate's scheduled intro call.
        'Interviews',
        'HiringWidget',
      ],
    }),
    /** Hires the candidate; hiring a hired one again answers the same contract. */
    hireProposal: build.mutation<HireProposalResult, { proposalId: string; rfpId: string }>({
      query: ({ proposalId }) => ({ url: apiPath(API_PATHS.hireProposal, { id: proposalId }), method: 'POST' }),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Rfp', id: args.rfpId },
        { type: 'Candidate', id: args.proposalId },
        'Rfps',
        'HiringWidget',
      ],
    }),
    /** Booking data for an intro call with the proposal's candidate (a fresh ticket each time). */
    getIntroCallBooking: build.query<BookingData, string>({
      query: (proposalId) => ({ url: apiPath(API_PATHS.introCallBooking, { id: proposalId }) }),
      keepUnusedDataFor: 0,
    }),
    /** Moves the booked intro call to one of its free slots. */
    // Silent: the reschedule dialog shows why a time could not be taken (409, 422) in place.
    rescheduleIntroCall: build.mutation<IntroCall, { proposalId: string; rfpId: string } & Pick<IntroCall, 'starts_at'>>({
      query: ({ proposalId, starts_at }) => ({
        url: apiPath(API_PATHS.introCallBooking, { id: proposalId }),
        method: 'PATCH',
        data: { starts_at },
        silent: true,
      }),
      // Also after a failure: a slot just taken leaves the free slots shown out of date.
      invalidatesTags: (_result, _error, args) => introCallTags(args),
    }),
    /** Cancels the booked intro call; the candidate can then be booked again. */
    cancelIntroCall: build.mutation<IntroCall, { proposalId: string; rfpId: string }>({
      query: ({ proposalId }) => ({ url: apiPath(API_PATHS.introCallBooking, { id: proposalId }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, args) => introCallTags(args),
    }),
    getSaleBooking: build.query<BookingData, void>({
      query: () => ({ url: API_PATHS.saleBooking }),
      keepUnusedDataFor: 0,
    }),
    getOnboardingBooking: build.query<BookingData, void>({
      query: () => ({ url: API_PATHS.onboardingBooking }),
      keepUnusedDataFor: 0,
    }),
    /** Reports the meeting the scheduler booked; the same ticket twice books nothing new. */
    // Silent: the scheduler shows a failed confirmation in place, with Try again.
    confirmBooking: build.mutation<Booking, BookingConfirmation>({
      query: (confirmation) => ({ url: API_PATHS.schedulerBookings, method: 'POST', data: confirmation, silent: true }),
      invalidatesTags: ['Interviews', 'HiringWidget', 'Rfps', 'Rfp', 'Candidate'],
    }),
    /** The key is one per filled-in form, so a repeated submission finds the request it created. */
    createTalentRequest: build.mutation<RfpDetail, { input: TalentRequestInput; idempotencyKey: string }>({
      query: ({ input, idempotencyKey }) => ({
        url: API_PATHS.talentRequests,
        method: 'POST',
        data: input,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        silent: true,
      }),
      invalidatesTags: ['Rfps', 'HiringWidget'],
    }),
    completeOnboarding: build.mutation<OnboardingResult, OnboardingInput>({
      query: (input) => ({ url: API_PATHS.onboarding, method: 'POST', data: input, silent: true }),
    }),
    /** Read once when the wizard opens; it is never shown from the cache of an earlier visit. */
    getWizardDraft: build.query<WizardDraft | null, void>({
      query: () => ({ url: API_PATHS.onboardingDraft, silent: true }),
      keepUnusedDataFor: 0,
    }),
    /** Saved as the user types: a failure shows as the draft's quiet status, never as a toast. */
    saveWizardDraft: build.mutation<WizardDraft, WizardDraftInput>({
      query: (draft) => ({ url: API_PATHS.onboardingDraft, method: 'PUT', data: draft, silent: true }),
    }),
  }),
});

export const {
  useGetRfpsQuery,
  useGetRfpQuery,
  useGetCandidateQuery,
  useGetInterviewsQuery,
  useGetHiringWidgetQuery,
  useDeclineProposalMutation,
  useHireProposalMutation,
  useGetIntroCallBookingQuery,
  useRescheduleIntroCallMutation,
  useCancelIntroCallMutation,
  useGetSaleBookingQuery,
  useGetOnboardingBookingQuery,
  useConfirmBookingMutation,
  useCreateTalentRequestMutation,
  useCompleteOnboardingMutation,
  useGetWizardDraftQuery,
  useSaveWizardDraftMutation,
} = hiringApi;
