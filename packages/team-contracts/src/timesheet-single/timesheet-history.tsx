import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimesheetDetail } from '@portal/api-schema';
import { formatDateTime } from '@portal/ui';
import { hoursText } from '../team/team-format';
import { dayText } from '../timesheets/timesheet-format';

/** The timesheet's history, oldest first: what happened, who did it and when, each revision's hours and every query's reasons. */
export function TimesheetHistory({ timesheet }: { timesheet: TimesheetDetail }) {
  const { history, time_zone: timeZone } = timesheet;
  return (
    <>
      <Box component="ol" aria-label="Timesheet history" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {history.map((event) => (
          <Box component="li" key={event.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{event.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {event.actor_label} · <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at, timeZone)}</time>
              {` · Revision ${event.revision} · ${hoursText(event.total_minutes)}`}
            </Typography>
            {event.reason && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {event.reason}
              </Typography>
            )}
            {event.days.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {event.days.map((day) => (
                  <Typography component="li" variant="body2" key={day.day} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {`${dayText(day.day)}: ${day.reason}`}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {`Times are in your company's time zone, ${timeZone.replaceAll('_', ' ')}.`}
      </Typography>
    </>
  );
}
