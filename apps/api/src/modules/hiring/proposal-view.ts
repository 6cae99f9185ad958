import {
  BOOKABLE_PROPOSAL_STATUSES,
  DECLINABLE_PROPOSAL_STATUSES,
  HIREABLE_PROPOSAL_STATUSES,
  type ExperienceEntry,
  type Proposal,
  type ProposalCandidate,
  type ProposalStatus,
  type RfpStatus,
  type SkillYears,
} from '@portal/api-schema';
import type { ProposalRow, TalentRow } from './tables';
import { talentNameOf } from './talent-view';

const TOP_SKILLS_COUNT = 5;

/** The strongest skills, most years first (ties keep the profile's order). */
export function topSkills(skills: readonly SkillYears[], count = TOP_SKILLS_COUNT): SkillYears[] {
  return skills
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => b.skill.years - a.skill.years || a.index - b.index)
    .slice(0, count)
    .map(({ skill }) => skill);
}

const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

/** Whole years from the earliest start to the latest end (today for a current role). */
function yearsSpanned(experience: readonly ExperienceEntry[], today: Date): number {
  if (experience.length === 0) return 0;
  const starts = experience.map((entry) => Date.parse(entry.start_date));
  const ends = experience.map((entry) => (entry.end_date ? Date.parse(entry.end_date) : today.getTime()));
  return Math.max(0, Math.floor((Math.max(...ends) - Math.min(...starts)) / MS_PER_YEAR));
}

/** The years of the skill used longest; from the experience entries when no skill gives years. */
export function experienceYears(skills: readonly SkillYears[], experience: readonly ExperienceEntry[], today = new Date()): number {
  if (skills.length > 0) return Math.max(...skills.map((skill) => skill.years));
  return yearsSpanned(experience, today);
}

const locationOf = (talent: Pick<TalentRow, 'city' | 'country'>) => `${talent.city}, ${talent.country}`;

function proposalCandidate(talent: TalentRow): ProposalCandidate {
  return {
    ...talentNameOf(talent),
    top_skills: topSkills(talent.skills),
    experience_years: experienceYears(talent.skills, talent.experience),
    location: locationOf(talent),
    time_zone: talent.timeZone,
    english_level: talent.englishLevel,
  };
}

const includes = (statuses: readonly ProposalStatus[], status: ProposalStatus) => statuses.includes(status);

export const canDecline = (status: ProposalStatus) => includes(DECLINABLE_PROPOSAL_STATUSES, status);
export const canHire = (status: ProposalStatus) => includes(HIREABLE_PROPOSAL_STATUSES, status);
export const canBookIntroCall = (status: ProposalStatus, rfpStatus: RfpStatus) =>
  includes(BOOKABLE_PROPOSAL_STATUSES, status) && rfpStatus !== 'closed';

/** The proposal as the portal shows it, with the actions allowed now. */
export function proposalView(proposal: ProposalRow, talent: TalentRow, rfpStatus: RfpStatus): Proposal {
  return {
    id: proposal.id,
    rfp_id: proposal.rfpId,
    status: proposal.status,
    candidate: proposalCandidate(talent),
    rate: { currency: proposal.currency, added_value: proposal.rateMinor },
    availability: { hours_per_week: proposal.hoursPerWeek, available_from: proposal.availableFrom },
    submitted_at: proposal.submittedAt.toISOString(),
    decline_reason: proposal.status === 'declined' ? proposal.declineReason : null,
    can_decline: canDecline(proposal.status),
    can_book_intro_call: canBookIntroCall(proposal.status, rfpStatus),
  };
}

/** Newest first, declined ones last. */
export function compareProposalsForList(a: ProposalRow, b: ProposalRow): number {
  const declined = Number(a.status === 'declined') - Number(b.status === 'declined');
  if (declined !== 0) return declined;
  return b.submittedAt.getTime() - a.submittedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
