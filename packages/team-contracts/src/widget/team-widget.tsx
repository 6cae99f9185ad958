import Typography from '@mui/material/Typography';
import { formatMinorUnits, WidgetCard, WidgetFact, WidgetFacts, WidgetRetry, WidgetSkeleton } from '@portal/ui';
import { useGetTeamQuery } from '../team-api';

export const TEAM_WIDGET_TITLE = 'Your team';

function WidgetBody() {
  // My team's own request: its summary counts the whole team whatever the filters.
  const { data, isLoading, isError, isFetching, refetch } = useGetTeamQuery({}, { refetchOnMountOrArgChange: true });

  if (isLoading) return <WidgetSkeleton label="Loading your team" lineWidths={['40%', '60%']} />;
  if (isError || !data) {
    return <WidgetRetry message="Your team could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />;
  }
  const { people, monthly_cost } = data.summary;
  if (people === 0) {
    return <Typography>No one works for you yet: the developers you hire from a request&apos;s proposals appear here.</Typography>;
  }
  return (
    <WidgetFacts>
      <WidgetFact term="Team size">
        <Typography component="dd" variant="h6">
          {people === 1 ? '1 person' : `${people} people`}
        </Typography>
      </WidgetFact>
      <WidgetFact term="Monthly cost">
        {monthly_cost.map((cost) => (
          <Typography component="dd" key={cost.currency}>
            {formatMinorUnits(cost.amount_minor, cost.currency)}
          </Typography>
        ))}
      </WidgetFact>
    </WidgetFacts>
  );
}

/** The dashboard's team summary: how many work for the company and what they cost a month, per currency. */
export function TeamWidgetCard() {
  return (
    <WidgetCard title={TEAM_WIDGET_TITLE} link={{ to: '/my-team', text: 'View my team' }}>
      <WidgetBody />
    </WidgetCard>
  );
}
