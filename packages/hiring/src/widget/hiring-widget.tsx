import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { browserTimeZone, countText, fullName, WidgetCard, WidgetFact, WidgetFacts, WidgetRetry, WidgetSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetHiringWidgetQuery } from '../hiring-api';
import { formatMeetingTime } from '../hiring/hiring-format';
import { candidatePagePath, HIRING_PATHS } from '../hiring/hiring-paths';

export const WIDGET_TITLE = 'Hiring';

function WidgetBody() {
  const { data, isLoading, isError, isFetching, refetch } = useGetHiringWidgetQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  const timeZone = browserTimeZone();
  if (isLoading) {
    return <WidgetSkeleton label="Loading the hiring summary" lineWidths={['50%', '40%', '80%']} />;
  }
  if (isError || !data) {
    return <WidgetRetry message="The hiring summary could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />;
  }

  if (!data.has_requests) return <FirstStep />;

  return (
    <WidgetFacts>
      <WidgetFact term="Open requests">
        <Typography component="dd" variant="h6">
          {countText(data.open_requests, 'request')}
        </Typography>
      </WidgetFact>
      <WidgetFact term="New proposals">
        <Typography component="dd" color={data.new_proposals > 0 ? 'primary' : undefined}>
          {countText(data.new_proposals, 'proposal')}
        </Typography>
      </WidgetFact>
      <WidgetFact term="Upcoming calls">
        <Box component="dd" sx={{ m: 0 }}>
          {data.upcoming_interviews.length === 0 ? (
            <Typography>No interview booked</Typography>
          ) : (
            <>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                {data.upcoming_interviews.map((call) => (
                  <li key={call.id}>
                    <Link component={RouterLink} to={candidatePagePath(call.rfp.id, call.proposal_id, call.candidate.id)}>
                      {fullName(call.candidate)}
                    </Link>
                    {`, ${call.rfp.title}: `}
                    <time dateTime={call.starts_at}>{formatMeetingTime(call.starts_at, timeZone)}</time>
                  </li>
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {`Times in your time zone, ${timeZone}.`}
              </Typography>
            </>
          )}
        </Box>
      </WidgetFact>
    </WidgetFacts>
  );
}

/** A company that has not posted a request yet is shown where to start. */
function FirstStep() {
  return (
    <Box>
      <Typography sx={{ mb: 1.5 }}>
        You have not posted a request yet. Tell us which developers you need, and vendors send you their candidates.
      </Typography>
      <Button component={RouterLink} to={HIRING_PATHS.talentRequest} variant="contained">
        Post your first request
      </Button>
    </Box>
  );
}

/** The dashboard's hiring summary: open requests, new proposals and the next calls; a new company's first step. */
export function HiringWidgetCard() {
  return (
    <WidgetCard title={WIDGET_TITLE} link={{ to: HIRING_PATHS.requests, text: 'View requests' }}>
      <WidgetBody />
    </WidgetCard>
  );
}
