import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CandidateProfile } from '@portal/api-schema';
import { ENGLISH_LEVEL_LABELS, HIRING_TEXTS } from '@portal/api-schema/constants';
import {
  DetailItem,
  ExperienceList,
  fullName,
  PageBreadcrumbs,
  PageScaffold,
  RecordPage,
  ProfileSection,
  SkillChips,
  TalentProfileCard,
  TalentSummary,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { IntroCallDialog } from '../booking/intro-call-dialog';
import { DeclineDialog } from '../decline/decline-dialog';
import { HireButton, useCanOpenContracts, ViewContractLink } from './hire-action';
import { useGetCandidateQuery } from '../hiring-api';
import { IntroCallSection } from '../intro-call/intro-call-section';
import { hourlyRate } from '../hiring/hiring-format';
import { HIRING_PATHS, rfpPagePath } from '../hiring/hiring-paths';
import { ProposalStatusChip } from '../hiring/status-chips';
import { availabilityText } from '../proposals-single/proposal-facts';

export const CANDIDATE_NOT_FOUND = 'This candidate does not exist or is not proposed to you.';

function CandidateView({ profile }: { profile: CandidateProfile }) {
  const { rfp, proposal, talent } = profile;
  const name = fullName(talent);
  const [dialog, setDialog] = useState<'book' | 'decline' | null>(null);
  const canOpenContracts = useCanOpenContracts();

  return (
    <>
      <PageBreadcrumbs
        crumbs={[{ label: 'Requests', to: HIRING_PATHS.requests }, { label: rfp.title, to: rfpPagePath(rfp.id) }, { label: name }]}
      />
      <PageScaffold
        title={name}
        subtitle={talent.title}
        actions={
          <>
            <HireButton profile={profile} candidateName={name} />
            <ViewContractLink contractId={proposal.status === 'hired' ? profile.contract_id : null} />
            {proposal.can_book_intro_call && (
              <Button variant="contained" startIcon={<EventIcon />} onClick={() => setDialog('book')}>
                Book intro call
              </Button>
            )}
            {proposal.can_decline && (
              <Button variant="outlined" color="error" onClick={() => setDialog('decline')}>
                Decline
              </Button>
            )}
          </>
        }
      >
        <TalentProfileCard
          talent={talent}
          status={
            <>
              <ProposalStatusChip status={proposal.status} />
              {proposal.status === 'declined' && (
                <Typography variant="body2" color="text.secondary">
                  {proposal.decline_reason ? `Declined: ${proposal.decline_reason}` : 'Declined without a reason'}
                </Typography>
              )}
              {proposal.status === 'hired' && profile.contract_id && !canOpenContracts && (
                <Typography variant="body2" color="text.secondary">
                  {HIRING_TEXTS.contractForColleagues}
                </Typography>
              )}
            </>
          }
          facts={
            <>
              <DetailItem term="English level">{ENGLISH_LEVEL_LABELS[talent.english_level]}</DetailItem>
              <DetailItem term="Rate">{hourlyRate(proposal.rate)}</DetailItem>
              <DetailItem term="Availability">{availabilityText(proposal.availability)}</DetailItem>
            </>
          }
          sx={{ mb: 3 }}
        />

        {profile.intro_call && <IntroCallSection call={profile.intro_call} proposalId={proposal.id} rfpId={rfp.id} candidateName={name} />}

        <ProfileSection id="candidate-summary" title="Summary" sx={{ mb: 3 }}>
          <TalentSummary summary={talent.summary} />
        </ProfileSection>

        <ProfileSection id="candidate-skills" title="Skills" sx={{ mb: 3 }}>
          <SkillChips skills={talent.skills} />
        </ProfileSection>

        <ProfileSection id="candidate-experience" title="Experience" sx={{ mb: 0 }}>
          <ExperienceList experience={talent.experience} />
        </ProfileSection>
      </PageScaffold>

      <IntroCallDialog proposalId={proposal.id} candidateName={name} open={dialog === 'book'} onClose={() => setDialog(null)} />
      <DeclineDialog
        open={dialog === 'decline'}
        proposalId={proposal.id}
        rfpId={rfp.id}
        candidateName={name}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/** /hiring/rfp/:rfpId/proposal/:bidId/candidate/:talentId: a proposed candidate's profile. */
export function CandidateScreen() {
  const { rfpId = '', bidId = '', talentId = '' } = useParams();
  const query = useGetCandidateQuery({ rfpId, bidId, talentId }, { refetchOnMountOrArgChange: true });

  return (
    <RecordPage
      title="Candidate"
      query={query}
      notFound={{
        title: 'Candidate not found',
        description: CANDIDATE_NOT_FOUND,
        back: { label: 'Back to the request', to: rfpPagePath(rfpId) },
      }}
      errorTitle="The candidate could not be loaded."
      loadingLabel="Loading the candidate"
    >
      {(profile) => <CandidateView profile={profile} />}
    </RecordPage>
  );
}
