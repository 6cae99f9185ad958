import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@portal/api-schema';
import { formatMonth, VisuallyHidden } from '@portal/ui';
import { hoursText } from '../team/team-format';

/** '435 h approved in total · 12 h waiting for approval · 420 h billed on invoices'. */
export function approvedHoursSummary(hours: TeamMember['hours']): string {
  return [
    `${hoursText(hours.total_minutes)} approved in total`,
    `${hoursText(hours.pending_minutes)} waiting for approval`,
    `${hoursText(hours.billed_minutes)} billed on invoices`,
  ].join(' · ');
}

/**
 * The hours approved in each of the last months (the approved timesheets' days in each), as bars
 * with their figures; then every hour approved, those still waiting for approval, and those billed
 * on invoices that still count (a cancelled or refunded invoice's do not).
 */
export function ApprovedHours({ hours }: { hours: TeamMember['hours'] }) {
  const most = Math.max(...hours.months.map((month) => month.minutes), 1);
  return (
    <Box>
      <Box
        component="ul"
        aria-label="Hours approved per month"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          // Six months share a phone's width: a month's caption wraps before the page scrolls sideways.
          gridTemplateColumns: `repeat(${hours.months.length}, minmax(0, 1fr))`,
          gap: { xs: 0.5, sm: 1 },
          alignItems: 'end',
        }}
      >
        {hours.months.map((month) => (
          <Box component="li" key={month.month} sx={{ display: 'grid', gap: 0.5, justifyItems: 'center', textAlign: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <VisuallyHidden>{`${formatMonth(month.month)}: `}</VisuallyHidden>
              {hoursText(month.minutes)}
            </Typography>
            <Box
              aria-hidden
              sx={{
                width: '100%',
                maxWidth: 48,
                height: 96 * (month.minutes / most),
                minHeight: 2,
                bgcolor: month.minutes > 0 ? 'primary.main' : 'divider',
                borderRadius: 1,
              }}
            />
            <Typography variant="caption" color="text.secondary" aria-hidden>
              {formatMonth(month.month)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {approvedHoursSummary(hours)}
      </Typography>
    </Box>
  );
}
