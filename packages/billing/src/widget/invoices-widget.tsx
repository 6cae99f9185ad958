import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate, formatMinorUnits } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetInvoicesWidgetQuery } from '../billing-api';
import { invoicePagePath } from '../invoices/invoices-table';

export const WIDGET_TITLE = 'Invoices';

function WidgetBody() {
  const { data, isLoading, isError, isFetching, refetch } = useGetInvoicesWidgetQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) {
    return (
      <Box aria-busy="true" aria-label="Loading invoices">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="80%" />
      </Box>
    );
  }
  if (isError || !data) {
    return (
      <Box role="alert">
        <Typography color="text.secondary" gutterBottom>
          The invoice summary could not be loaded.
        </Typography>
        <Button size="small" variant="outlined" disabled={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Box>
    );
  }

  const outstanding = data.outstanding
    .map((money) => formatMinorUnits(money.added_value, money.currency))
    .filter((amount) => amount !== '');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dd': { m: 0 } }}>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">
          Outstanding
        </Typography>
        {outstanding.length === 0 ? (
          <Typography component="dd">Nothing to pay</Typography>
        ) : (
          outstanding.map((amount) => (
            <Typography component="dd" variant="h6" key={amount}>
              {amount}
            </Typography>
          ))
        )}
      </div>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">
          Overdue
        </Typography>
        <Typography component="dd" color={data.overdue_count > 0 ? 'error' : undefined}>
          {data.overdue_count === 1 ? '1 invoice' : `${data.overdue_count} invoices`}
        </Typography>
      </div>
      <div>
        <Typography component="dt" variant="body2" color="text.secondary">
          Next due
        </Typography>
        <Typography component="dd">
          {data.next_due ? (
            <>
              <Link component={RouterLink} to={invoicePagePath(data.next_due.id)}>
                {data.next_due.number}
              </Link>
              {` from ${data.next_due.vendor.name}, due ${formatDate(data.next_due.due_on)}: `}
              {formatMinorUnits(data.next_due.total.added_value, data.next_due.total.currency)}
            </>
          ) : (
            'No invoice due'
          )}
        </Typography>
      </div>
    </Box>
  );
}

/** The dashboard's invoice summary: what is outstanding, what is overdue, what is due next. */
export function InvoicesWidgetCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="invoices-widget-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="invoices-widget-title" gutterBottom>
          {WIDGET_TITLE}
        </Typography>
        <WidgetBody />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/invoices" endIcon={<ArrowForwardIcon />}>
          View invoices
        </Button>
      </CardActions>
    </Card>
  );
}
