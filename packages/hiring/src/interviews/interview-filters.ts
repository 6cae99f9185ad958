import { INTERVIEW_WHEN } from '@portal/api-schema';
import { filterField, isOneOf } from '@portal/ui';

/** `?when=past` shows the past interviews; anything else the upcoming ones. */
export const interviewFiltersSchema = {
  when: filterField(isOneOf(INTERVIEW_WHEN), 'upcoming'),
};
