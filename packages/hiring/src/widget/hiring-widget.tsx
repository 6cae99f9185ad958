import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
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
    return (
      <Box aria-busy="true" aria-label="Loading the hiring summary">
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="80%" />
      </Box>
    );
  }
  if (isError || !data) {
    return (
      <Box role="alert">
        <Typography color="text.secondary" gutterBottom>
          The hiring summary could not be loaded.
        </Typography>
        <Button size="small" variant="outlined" disabled={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Box>
    );
  }

  const next = data.next_interview;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dd': { m: 0 } }}>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">
          Open requests
        </Typography>
        <Typography component="dd" variant="h6">
          {countText(data.open_requests, 'request')}
        </Typography>
      </div>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">
          New proposals
        </Typography>
        <Typography component="dd" color={data.new_proposals > 0 ? 'primary' : undefined}>
          {countText(data.new_proposals, 'proposal')}
        </Typography>
      </div>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">
          Next interview
        </Typography>
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
      </div>
    </Box>
  );
}

/** The dashboard's hiring summary: open requests, new proposals and the next interview. */
export function HiringWidgetCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="hiring-widget-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="hiring-widget-title" gutterBottom>
          {WIDGET_TITLE}
        </Typography>
        <WidgetBody />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={HIRING_PATHS.requests} endIcon={<ArrowForwardIcon />}>
          View requests
        </Button>
      </CardActions>
    </Card>
  );
}
