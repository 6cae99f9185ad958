import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ExperienceEntry, TalentProfile } from '@portal/api-schema';
import { ENGLISH_LEVEL_LABELS } from '@portal/api-schema/constants';
import { DetailItem, EmptyState, ErrorState, LoadingState, PageScaffold, UserAvatar } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useGetTalentQuery } from '../team-api';
import { fullName, locationText, monthText, skillYearsText, timeZoneText } from '../team/team-format';
import { TEAM_PATHS, teamMemberPath } from '../team/team-paths';

export const TALENT_NOT_FOUND = 'A developer’s profile is shown to companies that have a contract with them.';

/** 'Mar 2022 – Present', 'Jan 2018 – Feb 2022'. */
export function experiencePeriod(entry: Pick<ExperienceEntry, 'start_date' | 'end_date'>): string {
  return `${monthText(entry.start_date)} – ${entry.end_date ? monthText(entry.end_date) : 'Present'}`;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TalentView({ talent }: { talent: TalentProfile }) {
  const name = fullName(talent);
  return (
    <PageScaffold
      title={name}
      subtitle={talent.title}
      actions={
        <Button variant="outlined" startIcon={<GroupsOutlinedIcon />} component={RouterLink} to={teamMemberPath(talent.id)}>
          Contracts and hours
        </Button>
      }
    >
      <Paper variant="outlined" component="section" aria-label="Profile" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
            <UserAvatar firstName={talent.first_name} lastName={talent.last_name} src={talent.photo} size={96} />
            {talent.on_team && <Chip size="small" color="success" variant="outlined" label="On your team" />}
          </Box>
          <Box component="dl" sx={{ m: 0, flex: '1 1 420px', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <DetailItem term="Location">{locationText(talent)}</DetailItem>
            <DetailItem term="Time zone">{timeZoneText(talent.time_zone)}</DetailItem>
            <DetailItem term="English level">{ENGLISH_LEVEL_LABELS[talent.english_level]}</DetailItem>
          </Box>
        </Box>
      </Paper>

      <Section id="talent-summary" title="Summary">
        <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '75ch' }}>{talent.summary}</Typography>
      </Section>

      <Section id="talent-skills" title="Skills">
        {talent.skills.length === 0 ? (
          <Typography color="text.secondary">No skills listed.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {talent.skills.map((skill) => (
              <li key={skill.name}>
                <Chip label={skillYearsText(skill)} />
              </li>
            ))}
          </Box>
        )}
      </Section>

      <Section id="talent-experience" title="Experience">
        {talent.experience.length === 0 ? (
          <Typography color="text.secondary">No experience listed.</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', pl: 2, display: 'grid', gap: 2 }}>
            {talent.experience.map((entry) => (
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
        )}
      </Section>
    </PageScaffold>
  );
}

/** /talent/:id: the full profile of a developer the company has a contract with. */
export function TalentScreen() {
  const { id = '' } = useParams();
  const { currentData: talent, error, isError, isFetching, refetch } = useGetTalentQuery(id, { refetchOnMountOrArgChange: true });

  if (talent) return <TalentView talent={talent} />;
  if (isError && !isFetching) {
    const notFound = 'status' in error && (error.status === 404 || error.status === 422);
    return (
      <PageScaffold title="Talent profile">
        {notFound ? (
          <EmptyState
            title="Profile not found"
            description={TALENT_NOT_FOUND}
            action={
              <Button variant="outlined" component={RouterLink} to={TEAM_PATHS.team}>
                Go to My team
              </Button>
            }
          />
        ) : (
          <ErrorState title="The profile could not be loaded." onRetry={() => void refetch()} />
        )}
      </PageScaffold>
    );
  }
  return (
    <PageScaffold title="Talent profile">
      <LoadingState label="Loading the profile" />
    </PageScaffold>
  );
}
