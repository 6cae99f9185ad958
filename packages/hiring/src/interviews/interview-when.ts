import { INTERVIEW_WHEN, type InterviewWhen } from '@portal/api-schema';

/** `?when=past` shows the past interviews; anything else the upcoming ones. */
export function interviewWhenFromSearch(search: URLSearchParams): InterviewWhen {
  const value = search.get('when');
  return INTERVIEW_WHEN.find((when) => when === value) ?? 'upcoming';
}

export function interviewWhenToSearch(when: InterviewWhen): URLSearchParams {
  return new URLSearchParams(when === 'upcoming' ? '' : `when=${when}`);
}
