import { INTERVIEW_WHEN } from '@portal/api-schema';
import { z } from 'zod';

/** `?when=past` shows the past interviews; anything else the upcoming ones. */
export const interviewFiltersSchema = z.object({
  when: z.enum(INTERVIEW_WHEN).default('upcoming'),
});
