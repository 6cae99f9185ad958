import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TalentProfile } from '@portal/api-schema';
import { ENGLISH_LEVEL_LABELS } from '@portal/api-schema/constants';
import {
  DetailItem,
  ExperienceList,
  fullName,
  PageScaffold,
  RecordPage,
  ProfileSection,
  SkillChips,
  TalentProfileCard,
  TalentSummary,
} from '@portal/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { useGetTalentQuery } from '../team-api';
import { TEAM_PATHS, teamMemberPath } from '../team/team-paths';

export const TALENT_NOT_FOUND = 'A developer’s profile is shown to companies that have a contract with them.';

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
      <TalentProfileCard
        talent={talent}
        photoSize={96}
        badge={talent.on_team && <Chip size="small" color="success" variant="outlined" label="On your team" />}
        facts={<DetailItem term="English level">{ENGLISH_LEVEL_LABELS[talent.english_level]}</DetailItem>}
      />

      <ProfileSection id="talent-summary" title="Summary">
        <TalentSummary summary={talent.summary} sx={{ maxWidth: '75ch' }} />
      </ProfileSection>

      <ProfileSection id="talent-skills" title="Skills">
        <SkillChips skills={talent.skills} emptyText="No skills listed." />
      </ProfileSection>

      <ProfileSection id="talent-experience" title="Experience">
        <ExperienceList experience={talent.experience} emptyText="No experience listed." />
      </ProfileSection>
    </PageScaffold>
  );
}

/** /talent/:id: the full profile of a developer the company has a contract with. */
export function TalentScreen() {
  const { id = '' } = useParams();
  const query = useGetTalentQuery(id, { refetchOnMountOrArgChange: true });

  return (
    <RecordPage
      title="Talent profile"
      query={query}
      notFound={{
        title: 'Profile not found',
        description: TALENT_NOT_FOUND,
        back: { label: 'Go to My team', to: TEAM_PATHS.team },
      }}
      errorTitle="The profile could not be loaded."
      loadingLabel="Loading the profile"
    >
      {(talent) => <TalentView talent={talent} />}
    </RecordPage>
  );
}
