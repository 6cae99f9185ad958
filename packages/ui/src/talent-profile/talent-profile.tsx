import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ExperienceEntry, SkillYears } from '@portal/api-schema';
import type { ReactNode } from 'react';
import { DetailItem, DetailList } from '../detail-item/detail-item';
import { UserAvatar } from '../user-avatar/user-avatar';
import { experiencePeriod, locationText, skillYearsText, timeZoneText } from './talent-profile-format';

export interface ProfileSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A part of a profile page: a region named by its h2. */
export function ProfileSection({ id, title, children, sx = { mb: 4 } }: ProfileSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface TalentSummaryProps {
  summary: string;
  sx?: SxProps<Theme>;
}

/** The talent's own words, their line breaks kept. */
export function TalentSummary({ summary, sx }: TalentSummaryProps) {
  return <Typography sx={[{ whiteSpace: 'pre-line' }, ...(Array.isArray(sx) ? sx : [sx])]}>{summary}</Typography>;
}

export interface SkillChipsProps {
  skills: readonly SkillYears[];
  /** Shown instead of an empty list when there are no skills. */
  emptyText?: string;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/** Each skill with its years, as chips in a list. */
export function SkillChips({ skills, emptyText, 'aria-label': label, sx }: SkillChipsProps) {
  if (emptyText && skills.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {skills.map((skill) => (
        <li key={skill.name}>
          <Chip label={skillYearsText(skill)} />
        </li>
      ))}
    </Box>
  );
}

export interface ExperienceListProps {
  experience: readonly ExperienceEntry[];
  /** Shown instead of an empty list when there is no experience. */
  emptyText?: string;
}

/** The talent's positions as a timeline, each with its role, company, months and description. */
export function ExperienceList({ experience, emptyText }: ExperienceListProps) {
  if (emptyText && experience.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', pl: 2, display: 'grid', gap: 2 }}>
      {experience.map((entry) => (
        <li key={`${entry.company}-${entry.start_date}`}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {`${entry.role}, ${entry.company}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {experiencePeriod(entry)}
          </Typography>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{entry.description}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** Where the talent lives and works: their location and time zone with its local time, as items of a `dl`. */
export function TalentLocationFacts({ talent }: { talent: { city: string; country: string; time_zone: string } }) {
  return (
    <>
      <DetailItem term="Location">{locationText(talent)}</DetailItem>
      <DetailItem term="Time zone">{timeZoneText(talent.time_zone)}</DetailItem>
    </>
  );
}

/** The talent a profile card shows: their name, photo and where they live and work. */
interface ProfileCardTalent {
  first_name: string;
  last_name: string;
  photo?: string | null;
  city: string;
  country: string;
  time_zone: string;
}

export interface TalentProfileCardProps {
  talent: ProfileCardTalent;
  /** The photo's width and height in pixels. */
  photoSize?: number;
  /** Under the photo, e.g. that the talent is on the team. */
  badge?: ReactNode;
  /**
   * Beside the photo, e.g. where a proposal stands; the facts then take the card's width below it,
   * in up to four columns. Without it the facts stand beside the photo, in up to three.
   */
  status?: ReactNode;
  /** The facts after where the talent lives and works: `DetailItem`s. */
  facts?: ReactNode;
  /** Below the photo and the facts. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/** The top of a talent's page: a region named Profile with their photo, where they live and work, and more facts. */
export function TalentProfileCard({ talent, photoSize = 80, badge, status, facts, children, sx }: TalentProfileCardProps) {
  const photo = <UserAvatar firstName={talent.first_name} lastName={talent.last_name} src={talent.photo} size={photoSize} />;
  const allFacts = (
    <>
      <TalentLocationFacts talent={talent} />
      {facts}
    </>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Profile"
      sx={[{ p: { xs: 2, sm: 3 }, mb: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {status === undefined ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
            {photo}
            {badge}
          </Box>
          <DetailList columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }} sx={{ flex: '1 1 420px' }}>
            {allFacts}
          </DetailList>
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            {photo}
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>{status}</Box>
          </Box>
          <DetailList columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}>{allFacts}</DetailList>
        </>
      )}
      {children}
    </Paper>
  );
}
