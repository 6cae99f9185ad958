import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasRole, useSession } from '@portal/auth';
import { PageScaffold } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SALE_BOOKING_TITLE, SaleBookingDialog } from '../booking/sale-booking-dialog';
import { useGetRfpQuery } from '../hiring-api';

/** SaleSuccess: the request was sent; the customer may book a call with the sales team. */
export function RequestSuccessScreen() {
  const [search] = useSearchParams();
  const requestId = search.get('request');
  const { user } = useSession();
  const canSeeRequests = hasRole(user, 'proposals');
  const rfp = useGetRfpQuery(requestId ?? '', { skip: !requestId || !canSeeRequests });
  const [bookingOpen, setBookingOpen] = useState(false);

  const title = rfp.data?.title;
  const hiringPath = canSeeRequests && requestId && rfp.data ? `/hiring/rfp/${encodeURIComponent(requestId)}` : '/hiring';

  return (
    <PageScaffold title="Request sent">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
          <Box>
            <Typography variant="h2" gutterBottom>
              Thank you for your request
            </Typography>
            <Typography gutterBottom>
              {title ? (
                <>
                  We have received your request <strong>{title}</strong>.
                </>
              ) : (
                'We have received your request.'
              )}{' '}
              We are matching candidates and will send you proposals soon.
            </Typography>
            <Typography color="text.secondary">
              Want to talk it through? Book a call with our sales team and we will help you shape the request.
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          <Button variant="contained" onClick={() => setBookingOpen(true)}>
            {SALE_BOOKING_TITLE}
          </Button>
          {canSeeRequests && (
            <Button component={RouterLink} to={hiringPath} variant="outlined">
              Go to Hiring
            </Button>
          )}
          <Button component={RouterLink} to="/dashboard">
            Go to Dashboard
          </Button>
        </Box>
      </Paper>
      <SaleBookingDialog open={bookingOpen} onClose={() => setBookingOpen(false)} />
    </PageScaffold>
  );
}
