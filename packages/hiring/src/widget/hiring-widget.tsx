import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { WidgetCard, WidgetFact, WidgetFacts, WidgetRetry, WidgetSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetHiringWidgetQuery } from '../hiring-api';
import { countText, formatMeetingTime, fullName } from '../hiring/hiring-format';
import { candidatePagePath, HIRING_PATHS } from '../hiring/hiring-paths';

export const WIDGET_TITLE = 'Hiring';

function WidgetBody() {
  const { data, isLoading, isError, isFetching, refetch } = useGetHiringWidgetQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  if (isLoading) {
    return <WidgetSkeleton label="Loading the hiring summary" lineWidths={['50%', '40%', '80%']} />;
  }
  if (isError || !data) {
    return (
      <WidgetRetry
        message="The hiring summary could not be loaded."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  const next = data.next_interview;
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
      <WidgetFact term="Next interview">
        <Typography component="dd">
          {next ? (
            <>
              <Link component={RouterLink} to={candidatePagePath(next.rfp.id, next.proposal_id, next.candidate.id)}>
                {fullName(next.candidate)}
              </Link>
              {`, ${next.rfp.title}: `}
              <time dateTime={next.starts_at}>{formatMeetingTime(next.starts_at)}</time>
            </>
          ) : (
            'No interview booked'
          )}
        </Typography>
      </WidgetFact>
    </WidgetFacts>
  );
}

/** The dashboard's hiring summary: open requests, new proposals and the next interview. */
export function HiringWidgetCard() {
  return (
    <WidgetCard title={WIDGET_TITLE} link={{ to: HIRING_PATHS.requests, text: 'View requests' }}>
      <WidgetBody />
    </WidgetCard>
  );
}
