import type { TalentDetails, TalentName } from '@portal/api-schema';
import type { TalentRow } from './tables';

/** Who a talent is at a glance: the start of every view of a talent. */
export function talentNameOf(talent: Pick<TalentRow, 'id' | 'firstName' | 'lastName' | 'photo' | 'title'>): TalentName {
  return {
    id: talent.id,
    first_name: talent.firstName,
    last_name: talent.lastName,
    photo: talent.photo,
    title: talent.title,
  };
}

/**
 * A talent's whole profile, as the candidate's page and the contracts' pages of a talent show it.
 * This file imports nothing but types, so the contracts module imports it beside hiring's talents
 * table without loading hiring's index, which itself imports the contracts module's.
 */
export function talentDetailsOf(talent: TalentRow): TalentDetails {
  return {
    ...talentNameOf(talent),
    summary: talent.summary,
    skills: talent.skills,
    experience: talent.experience,
    city: talent.city,
    country: talent.country,
    time_zone: talent.timeZone,
    english_level: talent.englishLevel,
  };
}
