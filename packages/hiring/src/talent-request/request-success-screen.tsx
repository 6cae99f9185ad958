import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasRole, useSession } from '@portal/auth';
import { isUuid, PageNotFound, PageScaffold, PageStates, type PageNotFoundText } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SALE_BOOKING_TITLE, SaleBookingDialog } from '../booking/sale-booking-dialog';
import { useGetRfpQuery } from '../hiring-api';

const PAGE_TITLE = 'Request sent';

export const REQUEST_NOT_FOUND: PageNotFoundText = {
  title: 'Request not found',
  description: 'This request does not exist or is not one of your company.',
  back: { label: 'Go to Dashboard', to: '/dashboard' },
};

/**
 * SaleSuccess: the request was sent; the customer may book a call with the sales team. Only a
 * request of the company is thanked for: an id that names none shows the request not found.
 */
export function RequestSuccessScreen() {
  const [search] = useSearchParams();
  const requestId = search.get('request');
  const { user } = useSession();
  const canSeeRequests = hasRole(user, 'proposals');
  // An id that cannot name a request is not asked for: it would only be refused.
  const wellFormed = requestId !== null && isUuid(requestId);
  const rfp = useGetRfpQuery(requestId ?? '', { skip: !wellFormed || !canSeeRequests });

  if (!wellFormed) return <PageNotFound title={PAGE_TITLE} notFound={REQUEST_NOT_FOUND} />;
  // Without the proposals role the request cannot be read back; its id is all there is to check.
  if (!canSeeRequests) return <RequestSent requestId={requestId} canSeeRequests={false} />;
  if (!rfp.data)
    return <PageStates title={PAGE_TITLE} query={rfp} notFound={REQUEST_NOT_FOUND} errorTitle="The request could not be loaded." />;
  return <RequestSent requestId={requestId} canSeeRequests title={rfp.data.title} />;
}

function RequestSent({ requestId, canSeeRequests, title }: { requestId: string; canSeeRequests: boolean; title?: string }) {
  const [bookingOpen, setBookingOpen] = useState(false);
  const hiringPath = canSeeRequests ? `/hiring/rfp/${encodeURIComponent(requestId)}` : '/hiring';

  return (
    <PageScaffold title={PAGE_TITLE}>
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
