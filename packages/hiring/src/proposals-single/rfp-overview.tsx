import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RfpDetail } from '@portal/contract';
import { ENGAGEMENT_LABELS, SENIORITY_LABELS } from '@portal/contract/constants';
import { formatDate } from '@portal/ui';
import { Fact } from '../hiring/fact';
import { hourlyRate } from '../hiring/hiring-format';
import { RfpStatusChip } from '../hiring/status-chips';

/** What the request asks for: status, skills, terms, description and notes. */
export function RfpOverview({ rfp }: { rfp: RfpDetail }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Request details" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <RfpStatusChip status={rfp.status} />
        {rfp.skills.map((skill) => (
          <Chip key={skill} size="small" label={skill} />
        ))}
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
      >
        <Fact label="Seniority">{SENIORITY_LABELS[rfp.seniority]}</Fact>
        <Fact label="Engagement">{ENGAGEMENT_LABELS[rfp.engagement]}</Fact>
        <Fact label="Hours per week">{rfp.hours_per_week}</Fact>
        <Fact label="Hourly budget">{rfp.hourly_budget ? hourlyRate(rfp.hourly_budget) : 'Not set'}</Fact>
        <Fact label="Start date">{rfp.start_date ? formatDate(rfp.start_date) : 'Not set'}</Fact>
      </Box>
      {rfp.description && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h2">
            Description
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{rfp.description}</Typography>
        </Box>
      )}
      {rfp.notes && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2">
            Notes
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{rfp.notes}</Typography>
        </Box>
      )}
    </Paper>
  );
}
