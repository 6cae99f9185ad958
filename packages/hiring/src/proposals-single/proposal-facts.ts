import type { Proposal } from '@portal/api-schema';
import { ENGLISH_LEVEL_LABELS } from '@portal/api-schema/constants';
import { formatDate, skillYearsText } from '@portal/ui';
import { hourlyRate } from '../hiring/hiring-format';

/** '40 h/week from Dec 7, 2026'. */
export function availabilityText(availability: Proposal['availability']): string {
  return `${availability.hours_per_week} h/week from ${formatDate(availability.available_from)}`;
}

export interface ComparedFact {
  label: string;
  value: (proposal: Proposal) => string;
}

/** The rows of the side-by-side comparison. */
export const COMPARED_FACTS: readonly ComparedFact[] = [
  { label: 'Rate', value: (proposal) => hourlyRate(proposal.rate) },
  { label: 'Availability', value: (proposal) => availabilityText(proposal.availability) },
  {
    label: 'Experience',
    value: ({ candidate }) => (candidate.experience_years === 1 ? '1 year' : `${candidate.experience_years} years`),
  },
  { label: 'English level', value: ({ candidate }) => ENGLISH_LEVEL_LABELS[candidate.english_level] },
  { label: 'Location', value: ({ candidate }) => candidate.location },
  { label: 'Time zone', value: ({ candidate }) => candidate.time_zone.replaceAll('_', ' ') },
  { label: 'Top skills', value: ({ candidate }) => candidate.top_skills.map(skillYearsText).join(', ') },
];
