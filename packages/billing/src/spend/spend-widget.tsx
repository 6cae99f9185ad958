import Typography from '@mui/material/Typography';
import { WhenNearViewport, WidgetCard, WidgetRetry, WidgetSkeleton } from '@portal/ui';
import { lazy } from 'react';
import { useGetSpendQuery } from '../billing-api';

export const SPEND_TITLE = 'Spend';

// The card sits at the foot of the dashboard: its figures (a table per currency, the toggle between
// them and the chart) are built and their code fetched once it comes near the viewport, not with
// the page's first paint.
const SpendFigures = lazy(() => import('./spend-figures'));
const FIGURES_MARGIN = '300px';

const loading = <WidgetSkeleton label="Loading spend" lineWidths={['40%', '90%', '70%']} />;

function WidgetBody() {
  const { data, isLoading, isError, isFetching, refetch } = useGetSpendQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) return loading;
  if (isError || !data) {
    return <WidgetRetry message="The spend could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />;
  }
  if (data.currencies.length === 0) {
    return <Typography>No invoices in the last 12 months.</Typography>;
  }
  return (
    <WhenNearViewport margin={FIGURES_MARGIN} placeholder={loading}>
      <SpendFigures data={data} />
    </WhenNearViewport>
  );
}

/** Paid and outstanding per month over the last 12 months, per currency: a chart with its figures in a table beside it. */
export function SpendWidgetCard() {
  return (
    <WidgetCard title={SPEND_TITLE} link={{ to: '/invoices', text: 'View invoices' }}>
      <WidgetBody />
    </WidgetCard>
  );
}
