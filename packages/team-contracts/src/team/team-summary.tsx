import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ENDING_SOON_DAYS } from '@portal/api-schema/constants';
import type { Team } from '@portal/api-schema';
import type { ReactNode } from 'react';
import { amountText } from './team-format';

function SummaryCard({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      {children}
      {action}
    </Paper>
  );
}

export interface TeamSummaryProps {
  summary: Team['summary'];
  /** Shows the members ending soon; omitted while that filter is on. */
  onShowEndingSoon?: () => void;
}

/** The whole team's figures, whatever the filters: head count, monthly cost per currency, contracts ending soon. */
export function TeamSummary({ summary, onShowEndingSoon }: TeamSummaryProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}>
      <SummaryCard label="People on your team">
        <Typography variant="h4" component="p">
          {summary.people}
        </Typography>
      </SummaryCard>
      <SummaryCard label="Monthly cost">
        {summary.monthly_cost.length === 0 ? (
          <Typography variant="h4" component="p">
            —
          </Typography>
        ) : (
          summary.monthly_cost.map((cost) => (
            <Typography key={cost.currency} variant="h4" component="p">
              {amountText(cost)}
            </Typography>
          ))
        )}
        <Typography variant="body2" color="text.secondary">
          Hourly rate × weekly hours × 52 ÷ 12, per currency
        </Typography>
      </SummaryCard>
      <SummaryCard
        label={`Contracts ending within ${ENDING_SOON_DAYS} days`}
        action={
          summary.ending_soon > 0 && onShowEndingSoon ? (
            <Box>
              <Button size="small" onClick={onShowEndingSoon} sx={{ ml: -1 }}>
                Show them
              </Button>
            </Box>
          ) : undefined
        }
      >
        <Typography variant="h4" component="p" color={summary.ending_soon > 0 ? 'warning.main' : 'text.primary'}>
          {summary.ending_soon}
        </Typography>
      </SummaryCard>
    </Box>
  );
}
