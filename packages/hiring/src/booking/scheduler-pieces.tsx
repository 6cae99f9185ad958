import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { HIRING_TEXTS, type Booking, type BookingData } from '@portal/api-schema';
import { browserTimeZone, formatDateTime } from '@portal/ui';
import type { ReactNode, RefObject } from 'react';
import { SCHEDULER_CONTAINER_CLASS } from './load-scheduler-script';
import type { SchedulerBookingState } from './use-scheduler-booking';

/**
 * The scheduler's own page elsewhere. The specialist is not named here: the scheduler's page shows
 * who the call is with (HubSpot's as well as the sandbox's), and naming them again showed them twice.
 */
function SchedulerPageLink({ specialistUrl }: { specialistUrl: string }) {
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      <Link href={specialistUrl} target="_blank" rel="noopener noreferrer">
        Open the scheduler in a new tab
      </Link>
    </Typography>
  );
}

/** Where the embed script puts the scheduler's frame; React renders nothing inside it. */
function SchedulerContainer({ hubspotSrc, containerRef }: { hubspotSrc: string; containerRef: RefObject<HTMLDivElement | null> }) {
  return (
    <Box
      ref={containerRef}
      className={SCHEDULER_CONTAINER_CLASS}
      data-src={hubspotSrc}
      data-testid="scheduler-container"
      sx={{ minHeight: 480, '& iframe': { border: 0, width: '100%', minHeight: 480 } }}
    />
  );
}

/** 'Booking Confirmed', what was booked and when, in the user's time zone. */
export function BookingConfirmed({ booking, body, titleId }: { booking: Booking; body: ReactNode; titleId?: string }) {
  return (
    <Box role="status">
      <Typography id={titleId} variant="h2" gutterBottom>
        {HIRING_TEXTS.bookingConfirmedTitle}
      </Typography>
      <Typography gutterBottom>{body}</Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {formatDateTime(booking.starts_at)} ({browserTimeZone()})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        With {booking.specialist.name}, {booking.specialist.title}
      </Typography>
    </Box>
  );
}

/**
 * The scheduler while the booking is being made: the frame, then a spinner while the booking is
 * reported, or the reason it could not be with a retry.
 */
export function SchedulerBody({
  bookingData,
  state,
  containerRef,
  onRetry,
}: {
  bookingData: BookingData;
  state: SchedulerBookingState;
  containerRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
}) {
  return (
    <>
      <SchedulerPageLink specialistUrl={bookingData.specialist_url} />
      {state.status === 'confirming' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-label="Confirming the booking" />
          <Typography>Confirming your booking…</Typography>
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2, whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          The meeting is booked in the scheduler, but we could not save it. {state.message}
        </Alert>
      )}
      {state.status === 'scheduling' && <SchedulerContainer hubspotSrc={bookingData.hubspotSrc} containerRef={containerRef} />}
    </>
  );
}
