import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CandidateProfile, ExperienceEntry } from '@portal/api-schema';
import { ENGLISH_LEVEL_LABELS, HIRING_TEXTS } from '@portal/api-schema/constants';
import { DetailItem, EmptyState, ErrorState, LoadingState, PageBreadcrumbs, PageScaffold, UserAvatar } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { IntroCallDialog } from '../booking/intro-call-dialog';
import { DeclineDialog } from '../decline/decline-dialog';
import { HireButton, useCanOpenContracts, ViewContractLink } from './hire-action';
import { useGetCandidateQuery } from '../hiring-api';
import { fullName, hourlyRate, localTimeIn } from '../hiring/hiring-format';
import { HIRING_PATHS, rfpPagePath } from '../hiring/hiring-paths';
import { ProposalStatusChip } from '../hiring/status-chips';
import { availabilityText, skillYearsText } from '../proposals-single/proposal-facts';

export const CANDIDATE_NOT_FOUND = 'This candidate does not exist or is not proposed to you.';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 2022 – Present', 'Jan 2018 – Feb 2022'. */
export function experiencePeriod(entry: Pick<ExperienceEntry, 'start_date' | 'end_date'>): string {
  const month = (iso: string) => monthFormat.format(new Date(`${iso}T00:00:00Z`));
  return `${month(entry.start_date)} – ${entry.end_date ? month(entry.end_date) : 'Present'}`;
}

function CandidateView({ profile }: { profile: CandidateProfile }) {
  const { rfp, proposal, talent } = profile;
  const name = fullName(talent);
  const [dialog, setDialog] = useState<'book' | 'decline' | null>(null);
  const canOpenContracts = useCanOpenContracts();
  const localTime = localTimeIn(talent.time_zone);
  const timeZone = talent.time_zone.replaceAll('_', ' ');

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
        <Paper variant="outlined" component="section" aria-label="Profile" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <UserAvatar firstName={talent.first_name} lastName={talent.last_name} src={talent.photo} size={80} />
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
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
            </Box>
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <DetailItem term="Location">{[talent.city, talent.country].filter(Boolean).join(', ')}</DetailItem>
            <DetailItem term="Time zone">{localTime ? `${timeZone} (local time ${localTime})` : timeZone}</DetailItem>
            <DetailItem term="English level">{ENGLISH_LEVEL_LABELS[talent.english_level]}</DetailItem>
            <DetailItem term="Rate">{hourlyRate(proposal.rate)}</DetailItem>
            <DetailItem term="Availability">{availabilityText(proposal.availability)}</DetailItem>
          </Box>
        </Paper>

        <Box component="section" aria-labelledby="candidate-summary" sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" id="candidate-summary" gutterBottom>
            Summary
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{talent.summary}</Typography>
        </Box>

        <Box component="section" aria-labelledby="candidate-skills" sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" id="candidate-skills" gutterBottom>
            Skills
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {talent.skills.map((skill) => (
              <li key={skill.name}>
                <Chip label={skillYearsText(skill)} />
              </li>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="candidate-experience">
          <Typography variant="h5" component="h2" id="candidate-experience" gutterBottom>
            Experience
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', pl: 2, display: 'grid', gap: 2 }}>
            {talent.experience.map((entry) => (
              <li key={`${entry.company}-${entry.start_date}`}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {entry.role}, {entry.company}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {experiencePeriod(entry)}
                </Typography>
                <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{entry.description}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      </PageScaffold>

      <IntroCallDialog
        proposalId={proposal.id}
        candidateName={name}
        open={dialog === 'book'}
        onClose={() => setDialog(null)}
      />
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
  const { currentData: profile, error, isError, isFetching, refetch } = useGetCandidateQuery(
    { rfpId, bidId, talentId },
    { refetchOnMountOrArgChange: true },
  );

  if (profile) return <CandidateView profile={profile} />;
  if (isError && !isFetching) {
    const notFound = 'status' in error && error.status === 404;
    return (
      <PageScaffold title="Candidate">
        {notFound ? (
          <EmptyState
            title="Candidate not found"
            description={CANDIDATE_NOT_FOUND}
            action={
              <Button variant="outlined" component={RouterLink} to={rfpPagePath(rfpId)}>
                Back to the request
              </Button>
            }
          />
        ) : (
          <ErrorState title="The candidate could not be loaded." onRetry={() => void refetch()} />
        )}
      </PageScaffold>
    );
  }
  return (
    <PageScaffold title="Candidate">
      <LoadingState label="Loading the candidate" />
    </PageScaffold>
  );
}
