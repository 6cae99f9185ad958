import type { ExperienceEntry, SkillYears } from '@portal/api-schema';
import { dateTimeFormat, formatMonth } from '../date/format-date';

/** 'React · 6 years'. */
export function skillYearsText(skill: SkillYears): string {
  return `${skill.name} · ${skill.years} ${skill.years === 1 ? 'year' : 'years'}`;
}

/** 'Mar 2022 – Present', 'Jan 2018 – Feb 2022'. */
export function experiencePeriod(entry: Pick<ExperienceEntry, 'start_date' | 'end_date'>): string {
  return `${formatMonth(entry.start_date)} – ${entry.end_date ? formatMonth(entry.end_date) : 'Present'}`;
}

/** The time now in an IANA zone, e.g. '4:05 PM'; '' for a zone the browser does not know. */
export function localTimeIn(timeZone: string, now: Date = new Date()): string {
  try {
    return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(now);
  } catch {
    return '';
  }
}

/** 'Europe/Warsaw (local time 4:05 PM)', or the zone alone when the browser does not know it. */
export function timeZoneText(timeZone: string, now: Date = new Date()): string {
  const zone = timeZone.replaceAll('_', ' ');
  const local = localTimeIn(timeZone, now);
  return local ? `${zone} (local time ${local})` : zone;
}

/** 'Warsaw, Poland'; either part alone when the other is blank. */
export function locationText(talent: { city: string; country: string }): string {
  return [talent.city, talent.country].filter(Boolean).join(', ');
}
