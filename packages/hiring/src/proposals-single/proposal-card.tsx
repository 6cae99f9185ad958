import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Proposal } from '@portal/api-schema';
import { DetailItem, DetailList, fullName, skillYearsText, UserAvatar } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { hourlyRate } from '../hiring/hiring-format';
import { candidatePagePath } from '../hiring/hiring-paths';
import { ProposalStatusChip } from '../hiring/status-chips';
import { availabilityText } from './proposal-facts';

export interface ProposalCardProps {
  proposal: Proposal;
  selected: boolean;
  /** The compare limit is reached and this one is not in it. */
  selectDisabled: boolean;
  onToggleSelected: () => void;
}

export function ProposalCard({ proposal, selected, selectDisabled, onToggleSelected }: ProposalCardProps) {
  const { candidate } = proposal;
  const name = fullName(candidate);
  const headingId = `proposal-${proposal.id}`;

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <UserAvatar firstName={candidate.first_name} lastName={candidate.last_name} src={candidate.photo} size={56} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h6" component="h3" id={headingId}>
              <Link component={RouterLink} to={candidatePagePath(proposal.rfp_id, proposal.id, candidate.id)}>
                {name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {candidate.title}
            </Typography>
          </Box>
          <ProposalStatusChip status={proposal.status} />
        </Box>

        <DetailList layout="side-by-side">
          <DetailItem term="Rate" valueVariant="body2" valueSx={{ fontWeight: 600 }}>
            {hourlyRate(proposal.rate)}
          </DetailItem>
          <DetailItem term="Availability" valueVariant="body2">
            {availabilityText(proposal.availability)}
          </DetailItem>
        </DetailList>

        {candidate.top_skills.length > 0 && (
          <Box component="ul" aria-label="Top skills" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {candidate.top_skills.map((skill) => (
              <li key={skill.name}>
                <Chip size="small" label={skillYearsText(skill)} />
              </li>
            ))}
          </Box>
        )}

        {proposal.status === 'declined' && (
          <Typography variant="body2" color="text.secondary">
            {proposal.decline_reason ? `Declined: ${proposal.decline_reason}` : 'Declined without a reason'}
          </Typography>
        )}

        <FormControlLabel
          control={<Checkbox checked={selected} disabled={selectDisabled} onChange={onToggleSelected} />}
          label={`Compare ${name}`}
          slotProps={{ typography: { variant: 'body2' } }}
        />
      </CardContent>
    </Card>
  );
}
