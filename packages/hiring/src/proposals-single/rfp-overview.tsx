import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RfpDetail } from '@portal/api-schema';
import { ENGAGEMENT_LABELS, SENIORITY_LABELS } from '@portal/api-schema/constants';
import { DetailItem, DetailList, formatDate } from '@portal/ui';
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
      <DetailList columns={{ xs: '1fr 1fr', md: 'repeat(5, 1fr)' }}>
        <DetailItem term="Seniority">{SENIORITY_LABELS[rfp.seniority]}</DetailItem>
        <DetailItem term="Engagement">{ENGAGEMENT_LABELS[rfp.engagement]}</DetailItem>
        <DetailItem term="Hours per week">{rfp.hours_per_week}</DetailItem>
        <DetailItem term="Hourly budget">{rfp.hourly_budget ? hourlyRate(rfp.hourly_budget) : 'Not set'}</DetailItem>
        <DetailItem term="Start date">{rfp.start_date ? formatDate(rfp.start_date) : 'Not set'}</DetailItem>
      </DetailList>
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
